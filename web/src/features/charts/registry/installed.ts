// The chart types, chart builder and extensions of the Charts page: add yours here.
import { thresholdsExtension } from '../../thresholds/extension.ts';
import { multipleAlternativesChart, multipleLocationsChart, singleAlternativeChart } from '../types/definitions.ts';
import { ChartBuilderWizard } from '../builder/ChartBuilderWizard.tsx';
import { continuousChart } from '../types/continuous/definition.ts';
import { multipleDimensionChart } from '../types/multiple-dimension/definition.ts';
import { periodOfRecordChart } from '../types/period-of-record/definition.ts';
import { createChartRegistry } from './chart-registry.ts';

export const chartRegistry = createChartRegistry({
  chartTypes: [multipleAlternativesChart, singleAlternativeChart, periodOfRecordChart, multipleLocationsChart, continuousChart, multipleDimensionChart],
  chartBuilder: { Wizard: ChartBuilderWizard },
  extensions: [thresholdsExtension],
});
