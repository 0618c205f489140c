import { describe, expect, it, vi } from 'vitest';
import { anAlternative } from '../testing/builders.ts';
import type { AlternativeManifest } from './alternative-data.ts';
import type { AnalysisBackend, AnalysisRequest } from './protocol.ts';
import { combineTraces, LOADING, SeriesDataStore } from './series-store.ts';
import { locationLabel, seriesSources } from './series-sources.ts';

/** A backend whose answers the test releases by hand. */
function manualBackend() {
  const calls: { request: AnalysisRequest; resolve: (value: unknown) => void; reject: (error: Error) => void }[] = [];
  const backend: AnalysisBackend = {
    run: (request) =>
      new Promise((resolve, reject) => calls.push({ request, resolve: resolve as (value: unknown) => void, reject })),
  };
  return { backend, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the series store', () => {
  it('asks once per summary, for all those missing in one request, shows them loading, then ready, and tells its listeners of the answer', async () => {
    const { backend, calls } = manualBackend();
    const store = new SeriesDataStore(backend);
    const listener = vi.fn();
    store.subscribe(listener);
    store.requestSummaries(['/s/1', '/s/2', '/s/1'], 274, {});
    store.requestSummaries(['/s/1'], 274, {});
    expect(calls.map((call) => call.request)).toEqual([{ kind: 'summaries', urls: ['/s/1', '/s/2'], startDay: 274 }]);
    expect(store.summary('/s/1', 274)).toBe(LOADING);
    expect(store.summary('/s/1', 1)).toBeUndefined();
    // Readers show a missing summary as loading already: asking changes nothing they show.
    expect(listener).not.toHaveBeenCalled();
    calls[0]?.resolve([
      { location: 'A', traceYears: [2000] },
      { location: 'B', traceYears: [2001] },
    ]);
    await settle();
    expect(store.summary('/s/1', 274)).toEqual({ status: 'ready', value: { location: 'A', traceYears: [2000] } });
    expect(store.summary('/s/2', 274)).toEqual({ status: 'ready', value: { location: 'B', traceYears: [2001] } });
    expect(listener).toHaveBeenCalledTimes(1);
    store.requestSummaries(['/s/2', '/s/3'], 274, {});
    expect(calls[1]?.request).toEqual({ kind: 'summaries', urls: ['/s/3'], startDay: 274 });
  });

  it('asks only for the years it does not hold yet', async () => {
    const { backend, calls } = manualBackend();
    const store = new SeriesDataStore(backend);
    store.requestTraces('/s/1', 1, [2000, 2001], {});
    calls[0]?.resolve(
      new Map([
        [2000, Float64Array.of(1)],
        [2001, Float64Array.of(2)],
      ]),
    );
    await settle();
    store.requestTraces('/s/1', 1, [2001, 2002], {});
    expect(calls[1]?.request).toEqual({ kind: 'traces', url: '/s/1', startDay: 1, years: [2002] });
    expect(store.trace('/s/1', 1, 2001)).toEqual({ status: 'ready', value: Float64Array.of(2) });
  });

  it('keeps a failure with its message', async () => {
    const { backend, calls } = manualBackend();
    const store = new SeriesDataStore(backend);
    store.requestSeries('/s/9', {});
    calls[0]?.reject(new Error('Unable to load data (404)'));
    await settle();
    expect(store.series('/s/9')).toEqual({ status: 'error', message: 'Unable to load data (404)' });
  });

  it('forgets the least recently stored entries past its limit, so they are asked for again', async () => {
    const { backend, calls } = manualBackend();
    const store = new SeriesDataStore(backend, 2);
    for (const url of ['/a', '/b', '/c']) store.requestSeries(url, {});
    calls.forEach((call) => call.resolve({}));
    await settle();
    expect(store.series('/a')).toBeUndefined();
    store.requestSeries('/a', {});
    expect(calls).toHaveLength(4);
  });
});

describe('combining year traces', () => {
  it('is ready when every year is, loading while any is not, failed when any failed', () => {
    const ready = (value: number) => ({ status: 'ready' as const, value: Float64Array.of(value) });
    expect(combineTraces([1, 2], [ready(1), ready(2)])).toEqual({
      status: 'ready',
      value: new Map([
        [1, Float64Array.of(1)],
        [2, Float64Array.of(2)],
      ]),
    });
    expect(combineTraces([1, 2], [ready(1), undefined])).toBe(LOADING);
    expect(combineTraces([1, 2], [LOADING, { status: 'error', message: 'x' }])).toEqual({
      status: 'error',
      message: 'x',
    });
  });
});

describe('series sources', () => {
  const manifest = (locations: [string, string][]): AlternativeManifest => ({
    success: true,
    sha256: 'h',
    importKey: 'h',
    rows: 1,
    dropped: { leapDays: 0, emptyDates: 0, ignoredYears: 0 },
    locations: locations.map(([location, measure], index) => ({
      index,
      key: location,
      location,
      measure,
      minYear: 2000,
      maxYear: 2001,
      url: `/series/${location}/${index}`,
    })),
  });

  it("finds each alternative's series of a location and lists every location once", () => {
    const sources = seriesSources(
      [anAlternative('Base'), anAlternative('Plan')],
      [
        manifest([
          ['Dam', 'cfs'],
          ['Lake', 'ft'],
        ]),
        manifest([
          ['Dam', 'cfs'],
          ['River', 'cfs'],
        ]),
      ],
    );
    expect(sources.locations).toEqual([
      { key: 'Dam', measure: 'cfs' },
      { key: 'Lake', measure: 'ft' },
      { key: 'River', measure: 'cfs' },
    ]);
    expect(sources.urlOf('Plan', 'River')).toBe('/series/River/1');
    expect(sources.urlOf('Base', 'River')).toBeNull();
    expect(sources.urlOf('Nope', 'Dam')).toBeNull();
  });

  it('skips alternatives whose manifest is not there', () => {
    expect(seriesSources([anAlternative('Base')], [undefined]).locations).toEqual([]);
  });

  it('labels a location with its measure', () => {
    expect(locationLabel({ key: 'Fort Peck Dam', measure: 'cfs' })).toBe('Fort Peck Dam (cfs)');
    expect(locationLabel({ key: 'Gauge', measure: '' })).toBe('Gauge');
  });
});
