// The chart types, chart builder and extensions of the Charts page: add yours here.
import { thresholdsExtension } from '../thresholds/extension.ts';
import { multipleAlternativesChart, multipleLocationsChart, singleAlternativeChart } from '../types/definitions.ts';
import { createChartRegistry } from './chart-registry.ts';

export const chartRegistry = createChartRegistry({
  chartTypes: [multipleAlternativesChart, singleAlternativeChart, multipleLocationsChart],
  chartBuilder: null,
  extensions: [thresholdsExtension],
});
