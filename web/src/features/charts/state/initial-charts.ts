import type { ChartContext, ChartRegistry } from '../registry/chart-registry.ts';
import { newChartState, type ChartChanges, type ChartState } from './chart-state.ts';
import { FALLBACK_CHART_TYPE, shownAlternativeKeys } from './opening-chart.ts';

/** A new chart of a type: the type's defaults for this project, then the given fields. */
export function createChart(
  registry: ChartRegistry,
  context: ChartContext,
  id: string,
  chartType: string,
  fields: ChartChanges = {},
): ChartState {
  const defaults = registry.chartType(chartType)?.defaultState(context) ?? {};
  return newChartState(id, chartType, { ...defaults, ...fields });
}

/**
 * The project's default chart when the admin enabled one, else a Multiple Alternatives chart. Blank fields, and
 * alternatives hidden since the chart was saved, keep the type's defaults (the first shown alternative, or every one).
 */
export function projectDefaultChart(registry: ChartRegistry, context: ChartContext, id: string): ChartState {
  const { enableDefaultChart, defaultChart } = context.project.data;
  if (!enableDefaultChart || !defaultChart) return createChart(registry, context, id, FALLBACK_CHART_TYPE);
  const fields: ChartChanges = {};
  const selectedAlts = shownAlternativeKeys(defaultChart.selectedAlts, context.alternatives);
  const [selectedAlt] = shownAlternativeKeys([defaultChart.selectedAlt], context.alternatives);
  if (defaultChart.location) fields.location = defaultChart.location;
  if (selectedAlts.length > 0) fields.selectedAlts = selectedAlts;
  if (selectedAlt) fields.selectedAlt = selectedAlt;
  if (defaultChart.lookupKey) fields.lookupKey = defaultChart.lookupKey;
  if (defaultChart.pickYear !== null) {
    fields.pickYear = defaultChart.pickYear;
    fields.pickYears = [defaultChart.pickYear];
  }
  return createChart(registry, context, id, defaultChart.chartType, fields);
}

/**
 * The charts the page opens with: the charts of the link first, then the saved ones it does not
 * name; the saved charts without a link; the default chart when nothing was ever saved.
 */
export function initialCharts(
  linked: ChartState[] | null,
  saved: ChartState[] | null,
  defaultChart: () => ChartState,
): ChartState[] {
  if (linked && linked.length > 0) {
    const linkedIds = new Set(linked.map((chart) => chart.id));
    return [...linked, ...(saved ?? []).filter((chart) => !linkedIds.has(chart.id))];
  }
  return saved ?? [defaultChart()];
}
