import type { DailySeries, PerformanceMeasureData, PerformanceMeasureOutcome } from '@waterline/domain/analysis/index';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { selectToken } from '../state/session.ts';
import { useAppSelector } from '../state/store.ts';
import { useCurrentProject } from '../lib/current-project.tsx';
import { projectDataHeaders } from '../lib/project-access.ts';
import type { MeasureOnSeries, RequestHeaders, SeriesSummary, YearTraces } from './protocol.ts';
import { combineTraces, LOADING, SeriesDataStore, type Loadable } from './series-store.ts';
import { useSeriesSources } from './sources.ts';
import { useStableList } from './stable-list.ts';
import { createBrowserBackend } from './worker-client.ts';

let sharedStore: SeriesDataStore | null = null;

/** The page's one series store, with its worker started on first use. */
function seriesStore(): SeriesDataStore {
  sharedStore ??= new SeriesDataStore(createBrowserBackend());
  return sharedStore;
}

/** Starts the analysis worker ahead of the first chart, so it is ready when the chart asks for data. */
export function startSeriesAnalysis(): void {
  seriesStore();
}

/** Headers for series downloads of the open project: the sign-in token and the project's remember-me token. */
function useRequestHeaders(): RequestHeaders {
  const token = useAppSelector(selectToken);
  const { projectKey } = useCurrentProject();
  return useMemo(() => projectDataHeaders(token, projectKey), [token, projectKey]);
}

function useStoreVersion(store: SeriesDataStore): number {
  return useSyncExternalStore(store.subscribe, store.getVersion);
}

/** Statistics and pickable years of each series address (null addresses give null), on a year starting at `startDay`. */
export function useSeriesSummaries(
  urls: readonly (string | null)[],
  startDay: number,
): readonly (Loadable<SeriesSummary> | null)[] {
  const store = seriesStore();
  const version = useStoreVersion(store);
  const headers = useRequestHeaders();
  const key = JSON.stringify(urls);
  useEffect(() => {
    store.requestSummaries(
      (JSON.parse(key) as (string | null)[]).filter((url) => url !== null),
      startDay,
      headers,
    );
  }, [store, key, startDay, headers, version]);
  return useStableList(urls.map((url) => (url ? (store.summary(url, startDay) ?? LOADING) : null)));
}

/** Annual traces of the given years of each series address, on a year starting at `startDay`. */
export function useYearTraces(
  urls: readonly (string | null)[],
  startDay: number,
  years: readonly number[],
): readonly (Loadable<YearTraces> | null)[] {
  const store = seriesStore();
  const version = useStoreVersion(store);
  const headers = useRequestHeaders();
  const key = JSON.stringify([urls, years]);
  // The addresses and years, the same arrays while their values stay.
  const [wantedUrls, wantedYears] = useMemo(() => JSON.parse(key) as [(string | null)[], number[]], [key]);
  useEffect(() => {
    for (const url of wantedUrls)
      if (url && wantedYears.length > 0) store.requestTraces(url, startDay, wantedYears, headers);
  }, [store, wantedUrls, wantedYears, startDay, headers, version]);
  const entries = urls.flatMap((url) => (url ? years.map((year) => store.trace(url, startDay, year)) : []));
  const stableEntries = useStableList(entries);
  return useMemo(() => {
    let offset = 0;
    return wantedUrls.map((url) => {
      if (!url) return null;
      const own = stableEntries.slice(offset, offset + wantedYears.length);
      offset += wantedYears.length;
      return combineTraces(wantedYears, own);
    });
    // The entries list changes whenever any entry does.
  }, [stableEntries, wantedUrls, wantedYears]);
}

/** A location's whole series for one alternative, decoded in the worker; 'missing' when that alternative has no such location. */
export function useLocationSeries(
  alternativeKey: string,
  location: string,
): Loadable<DailySeries> | { status: 'missing' } {
  const store = seriesStore();
  const version = useStoreVersion(store);
  const headers = useRequestHeaders();
  const sources = useSeriesSources();
  const url = sources.urlOf(alternativeKey, location);
  useEffect(() => {
    if (url) store.requestSeries(url, headers);
  }, [store, url, headers, version]);
  if (!url) return sources.loading ? LOADING : { status: 'missing' };
  return store.series(url) ?? LOADING;
}

/** The whole series of a location for each of several alternatives (see useLocationSeries), in the order given. */
export function useLocationSeriesList(
  alternativeKeys: readonly string[],
  location: string,
): readonly (Loadable<DailySeries> | { status: 'missing' })[] {
  const store = seriesStore();
  const version = useStoreVersion(store);
  const headers = useRequestHeaders();
  const sources = useSeriesSources();
  const urls = alternativeKeys.map((key) => sources.urlOf(key, location));
  const key = JSON.stringify(urls);
  useEffect(() => {
    for (const url of JSON.parse(key) as (string | null)[]) if (url) store.requestSeries(url, headers);
  }, [store, key, headers, version]);
  return useStableList(urls.map((url) => (url ? (store.series(url) ?? LOADING) : sources.loading ? LOADING : MISSING)));
}

const MISSING = Object.freeze({ status: 'missing' as const });

/** A performance measure on one alternative's series of the measure's location. */
export interface MeasureOfAlternative {
  alternativeKey: string;
  data: PerformanceMeasureData;
}

/**
 * Each measure computed on its alternative's series in the analysis worker, where the series are decoded and kept
 * (no series is copied to the page); 'missing' when that alternative has no such location. In the order given.
 */
export function useMeasureOutcomes(
  items: readonly MeasureOfAlternative[],
): readonly (Loadable<PerformanceMeasureOutcome> | { status: 'missing' })[] {
  const store = seriesStore();
  const version = useStoreVersion(store);
  const headers = useRequestHeaders();
  const sources = useSeriesSources();
  const located = items.map((item) => {
    const url = sources.urlOf(item.alternativeKey, item.data.location);
    return url ? { url, data: item.data } : null;
  });
  const key = JSON.stringify(located);
  useEffect(() => {
    const wanted = (JSON.parse(key) as (MeasureOnSeries | null)[]).filter((item) => item !== null);
    store.requestMeasures(wanted, headers);
  }, [store, key, headers, version]);
  return useStableList(
    located.map((item) => (item ? (store.measure(item) ?? LOADING) : sources.loading ? LOADING : MISSING)),
  );
}
