export type { SeriesSummary, YearTraces } from './protocol.ts';
export type { Loadable } from './series-store.ts';
export {
  startSeriesAnalysis,
  useLocationSeries,
  useLocationSeriesList,
  useSeriesSummaries,
  useYearTraces,
} from './hooks.ts';
export {
  locationLabel,
  seriesSources,
  useAlternativeManifests,
  useSeriesSources,
  type DataLocation,
  type SeriesSources,
} from './sources.ts';
export { useStableList } from './stable-list.ts';
