// The chart types, chart builder and extensions of the Charts page: add yours here.
import { multipleAlternativesChart, multipleLocationsChart, singleAlternativeChart } from '../types/definitions.ts';
import { continuousChart } from '../types/continuous/definition.ts';
import { periodOfRecordChart } from '../types/period-of-record/definition.ts';
import { createChartRegistry } from './chart-registry.ts';

export const chartRegistry = createChartRegistry({
  chartTypes: [multipleAlternativesChart, singleAlternativeChart, periodOfRecordChart, multipleLocationsChart, continuousChart],
  chartBuilder: null,
  extensions: [],
});
