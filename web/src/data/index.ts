export type { SeriesSummary, YearTraces } from './protocol.ts';
export type { Loadable } from './series-store.ts';
export {
  type MeasureOfAlternative,
  startSeriesAnalysis,
  useMeasureOutcomes,
  useLocationSeries,
  useLocationSeriesList,
  useSeriesSummaries,
  useYearTraces,
} from './hooks.ts';
export { locationLabel, seriesSources, type DataLocation, type SeriesSources } from './series-sources.ts';
export { useAlternativeManifests, useSeriesSources } from './sources.ts';
export { useStableList } from './stable-list.ts';
