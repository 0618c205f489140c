import { newChartState, type ChartChanges, type ChartState } from './chart-state.ts';

/** What a chart type uses, read from the fields its new charts set (`ChartTypeDefinition.defaultState`). */
type TypeDefaults = ChartChanges;

const uses = (defaults: TypeDefaults, field: keyof ChartChanges) => field in defaults;

/** The location a chart shows: its one location, its first chosen location, or its X axis's. */
function shownLocation(chart: ChartState, defaults: TypeDefaults): string {
  if (uses(defaults, 'location')) return chart.location;
  if (uses(defaults, 'selectedLocations')) return chart.selectedLocations[0] ?? '';
  if (uses(defaults, 'dimension')) return chart.dimension.x.location;
  return '';
}

/** The alternatives a chart shows, in order: its several, its base and compared ones, or its one. */
function shownAlternatives(chart: ChartState, defaults: TypeDefaults): string[] {
  const keys = uses(defaults, 'selectedAlts')
    ? chart.selectedAlts
    : uses(defaults, 'altA')
      ? [chart.altA, chart.altB]
      : uses(defaults, 'selectedAlt')
        ? [chart.selectedAlt]
        : [];
  return [...new Set(keys.filter((key) => key !== ''))];
}

/** Every field of a chart as changes: applied to any chart of the same id, they make it this one. */
function chartChanges(chart: ChartState): ChartChanges {
  return Object.fromEntries(Object.entries(chart).filter(([field]) => field !== 'id')) as ChartChanges;
}

/**
 * The chart turned into another type: what still applies is kept (its location, its alternatives as
 * the new type takes them, its dates, thresholds and font size, the data type between the two
 * one-line-per-series types), and everything else starts as on a new chart of that type.
 */
export function retypedChart(chart: ChartState, chartType: string, from: TypeDefaults, to: TypeDefaults): ChartChanges {
  const location = shownLocation(chart, from);
  const alternatives = shownAlternatives(chart, from);
  const kept: ChartChanges = {
    startDay: chart.startDay,
    endDay: chart.endDay,
    timeWindow: chart.timeWindow,
    thresholds: chart.thresholds,
    hiddenThresholds: chart.hiddenThresholds,
    fontSize: chart.fontSize,
  };
  if (location && uses(to, 'location')) kept.location = location;
  if (location && uses(to, 'selectedLocations')) kept.selectedLocations = [location];
  if (location && to.dimension?.x) kept.dimension = { ...to.dimension, x: { ...to.dimension.x, location } };
  if (alternatives.length > 0) {
    if (uses(to, 'selectedAlts')) kept.selectedAlts = alternatives;
    if (uses(to, 'selectedAlt')) kept.selectedAlt = alternatives[0];
    if (uses(to, 'altA')) {
      kept.altA = alternatives[0];
      if (alternatives[1]) kept.altB = alternatives[1];
    }
  }
  if (uses(from, 'lookupKey') && uses(to, 'lookupKey'))
    Object.assign(kept, { lookupKey: chart.lookupKey, pickYear: chart.pickYear });
  return chartChanges(newChartState(chart.id, chartType, { ...to, ...kept }));
}
