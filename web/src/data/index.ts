export type { SeriesSummary, YearTraces } from './protocol.ts';
export type { Loadable } from './series-store.ts';
export {
  startSeriesAnalysis,
  useLocationSeries,
  useLocationSeriesList,
  useSeriesSummaries,
  useYearTraces,
} from './hooks.ts';
export { locationLabel, seriesSources, type DataLocation, type SeriesSources } from './series-sources.ts';
export { useAlternativeManifests, useSeriesSources } from './sources.ts';
export { useStableList } from './stable-list.ts';
