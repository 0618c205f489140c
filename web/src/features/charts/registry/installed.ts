// The chart types, chart builder and extensions of the Charts page: add yours here.
import { thresholdsExtension } from '../thresholds/extension.ts';
import { multipleAlternativesChart, multipleLocationsChart, singleAlternativeChart } from '../types/definitions.ts';
import { ChartBuilderWizard } from '../builder/ChartBuilderWizard.tsx';
import { multipleDimensionChart } from '../types/multiple-dimension/definition.ts';
import { createChartRegistry } from './chart-registry.ts';

export const chartRegistry = createChartRegistry({
  chartTypes: [multipleAlternativesChart, singleAlternativeChart, multipleLocationsChart, multipleDimensionChart],
  chartBuilder: { Wizard: ChartBuilderWizard },
  extensions: [thresholdsExtension],
});
