import { chartBuilder, chartTypes, createChartRegistry } from '../features/charts/index.ts';
import { savedThresholds, thresholdsExtension } from '../features/thresholds/index.ts';
import { yAxisExtension } from '../features/y-axis/index.ts';

/** The Charts page's chart types and builder, with the thresholds (panel, layers and the saved thresholds of the record charts) and y-axis features plugged in. */
export const chartRegistry = createChartRegistry({
  chartTypes,
  chartBuilder,
  extensions: [thresholdsExtension],
  yAxis: yAxisExtension,
  savedThresholds,
});
