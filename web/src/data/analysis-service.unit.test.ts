import {
  STATISTIC_KEYS,
  annualTrace,
  computePerformanceMeasure,
  dailyStatistics,
  encodeSeries,
  encodeSeriesSummary,
  seriesSummary,
  traceYears,
  type EncodedSeries,
  type PerformanceMeasureData,
} from '@waterline/domain/analysis/index';
import { seriesOf } from '@waterline/domain/analysis/testing/series-builder';
import { julianDay } from '@waterline/domain/calendar/index';
import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import {
  httpSeriesFetchers,
  serveAnalysis,
  SeriesAnalysisService,
  type AnalysisPort,
  type FetchEncodedSeries,
  type SeriesFetchers,
} from './analysis-service.ts';
import type { SeriesSummary, YearTraces } from './protocol.ts';
import { PortAnalysisBackend, type RequestPort } from './worker-client.ts';

/** Forty years of uneven flows with empty stretches, like a real record with gaps. */
const flows = seriesOf(
  1971,
  2010,
  (year, day) => {
    if (year === 1975) return NaN;
    if (year === 1971 && day < 200) return NaN;
    if ((year * 31 + day) % 97 === 0) return NaN;
    return (
      Math.round(
        (5000 + 3000 * Math.sin((day / 365) * 2 * Math.PI + year) + ((year * 7919 + day * 104729) % 1000)) * 100,
      ) / 100
    );
  },
  'Fort Peck Dam',
  'cfs',
);
const encoded = encodeSeries(flows);
const URL_A = `/api/project/p/series/${'a'.repeat(64)}/0`;
const URL_B = `/api/project/p/series/${'b'.repeat(64)}/3`;
const HIGH_FLOWS: PerformanceMeasureData = {
  name: 'High flows',
  location: 'Fort Peck Dam',
  pmType: 'Frequency of Event',
  direction: 'greater than',
  value: 7000,
  daysInRow: 3,
};

/** The endpoints as the server answers them: the series, and summaries computed with the domain engine. */
function fetchersOf(fetchSeries: FetchEncodedSeries = vi.fn(async () => encoded)) {
  const fetchSummaries = vi.fn(async (urls: readonly string[], startDay: number) =>
    urls.map(() => seriesSummary(flows, julianDay(startDay))),
  );
  return { series: fetchSeries, summaries: fetchSummaries } satisfies SeriesFetchers;
}

const serviceWith = (fetchSeries?: FetchEncodedSeries) => {
  const fetchers = fetchersOf(fetchSeries);
  return {
    service: new SeriesAnalysisService(fetchers),
    fetchSeries: fetchers.series,
    fetchSummaries: fetchers.summaries,
  };
};

describe('the series analysis service', () => {
  it("gives the domain engine's daily statistics and pickable years", async () => {
    const { service } = serviceWith();
    const [summary] = (await service.run({ kind: 'summaries', urls: [URL_A], startDay: 274 }, {})) as [SeriesSummary];
    const expected = dailyStatistics(flows);
    for (const key of STATISTIC_KEYS) expect(Array.from(summary.statistics[key])).toEqual(Array.from(expected[key]));
    expect(summary.traceYears).toEqual(traceYears(flows, julianDay(274)));
    expect(summary).toMatchObject({ location: 'Fort Peck Dam', measure: 'cfs', minYear: 1971, maxYear: 2010 });
  });

  it("gives the domain engine's annual traces for the start-of-year day", async () => {
    const { service } = serviceWith();
    const traces = await service.run({ kind: 'traces', url: URL_A, startDay: 274, years: [1972, 1976, 2011] }, {});
    for (const year of [1972, 1976, 2011])
      expect(Array.from(traces.get(year) ?? [])).toEqual(Array.from(annualTrace(flows, year, julianDay(274))));
  });

  it('asks the server, in one request, for the summaries of the series it has not downloaded, and computes those of the series here', async () => {
    const { service, fetchSeries, fetchSummaries } = serviceWith();
    const fromServer = await service.run({ kind: 'summaries', urls: [URL_A, URL_B], startDay: 274 }, { token: 't' });
    expect(fetchSummaries).toHaveBeenCalledWith([URL_A, URL_B], 274, { token: 't' });
    expect(fetchSeries).not.toHaveBeenCalled();
    await service.run({ kind: 'traces', url: URL_A, startDay: 274, years: [1980] }, { token: 't' });
    expect(await service.run({ kind: 'summaries', urls: [URL_B, URL_A], startDay: 274 }, { token: 't' })).toEqual([
      fromServer[1],
      fromServer[0],
    ]);
    expect(fetchSummaries).toHaveBeenLastCalledWith([URL_B], 274, { token: 't' });
  });

  it('downloads each series once and passes the request headers', async () => {
    const { service, fetchSeries } = serviceWith();
    await service.run({ kind: 'traces', url: URL_A, startDay: 1, years: [1980] }, { token: 't' });
    await service.run({ kind: 'series', url: URL_A }, { token: 't' });
    expect(fetchSeries).toHaveBeenCalledTimes(1);
    expect(fetchSeries).toHaveBeenCalledWith(URL_A, { token: 't' });
  });

  it('computes measures with the domain engine on the series here, downloading each series once', async () => {
    const { service, fetchSeries } = serviceWith();
    const spring = { ...HIGH_FLOWS, startDay: 60, endDay: 151 };
    const outcomes = await service.run(
      {
        kind: 'measures',
        items: [
          { url: URL_A, data: HIGH_FLOWS },
          { url: URL_A, data: spring },
        ],
      },
      {},
    );
    expect(outcomes).toEqual([computePerformanceMeasure(HIGH_FLOWS, flows), computePerformanceMeasure(spring, flows)]);
    expect(fetchSeries).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next request', async () => {
    const fetchSeries = vi
      .fn<(url: string) => Promise<EncodedSeries>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(encoded);
    const { service } = serviceWith(fetchSeries);
    await expect(service.run({ kind: 'series', url: URL_A }, {})).rejects.toThrow('offline');
    await expect(service.run({ kind: 'series', url: URL_A }, {})).resolves.toMatchObject({ minYear: 1971 });
  });
});

describe('the series and summary downloads', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn(async (_url: string | URL | Request) => new Response(JSON.stringify(body), { status }));

  it('read an encoded series and refuse anything else with a clear message', async () => {
    await expect(httpSeriesFetchers(answer(200, encoded)).series(URL_A, {})).resolves.toEqual(encoded);
    await expect(httpSeriesFetchers(answer(403, { success: false })).series(URL_A, {})).rejects.toThrow(
      'Unable to load data (403)',
    );
    await expect(httpSeriesFetchers(answer(200, { hello: 1 })).series(URL_A, {})).rejects.toThrow(
      'the answer is not a series',
    );
  });

  it("ask for several series' summaries for the start day in one request, and refuse an answer that is not them", async () => {
    const summary = seriesSummary(flows, julianDay(274));
    const fetchFn = answer(200, { summaries: [encodeSeriesSummary(summary), encodeSeriesSummary(summary)] });
    await expect(httpSeriesFetchers(fetchFn).summaries([URL_A, URL_B], 274, {})).resolves.toEqual([summary, summary]);
    expect(fetchFn).toHaveBeenCalledWith(
      `/api/project/p/summaries?startDay=274&series=${'a'.repeat(64)}.0&series=${'b'.repeat(64)}.3`,
      { headers: {} },
    );
    await expect(httpSeriesFetchers(fetchFn).summaries([URL_A], 274, {})).rejects.toThrow(
      'the answer is not the summaries asked for',
    );
    await expect(
      httpSeriesFetchers(answer(200, { summaries: [{ hello: 1 }] })).summaries([URL_A], 1, {}),
    ).rejects.toThrow('the answer is not the summaries asked for');
    await expect(
      httpSeriesFetchers(fetchFn).summaries([URL_A, '/api/project/q/series/' + 'c'.repeat(64) + '/0'], 1, {}),
    ).rejects.toThrow('not series of one project');
  });
});

describe('the worker protocol', () => {
  it('answers over a message port with the same numbers as the domain engine', async () => {
    const { port1, port2 } = new MessageChannel();
    serveAnalysis(port1 as unknown as AnalysisPort, new SeriesAnalysisService(fetchersOf()));
    const client = new PortAnalysisBackend(port2 as unknown as RequestPort);
    try {
      const [[summary], traces, series, outcomes] = (await Promise.all([
        client.run({ kind: 'summaries', urls: [URL_A], startDay: 1 }, {}),
        client.run({ kind: 'traces', url: URL_A, startDay: 1, years: [1990] }, {}),
        client.run({ kind: 'series', url: URL_A }, {}),
        client.run({ kind: 'measures', items: [{ url: URL_A, data: HIGH_FLOWS }] }, {}),
      ])) as [[SeriesSummary], YearTraces, typeof flows, unknown[]];
      expect(outcomes).toEqual([computePerformanceMeasure(HIGH_FLOWS, flows)]);
      expect(Array.from(summary.statistics.median)).toEqual(Array.from(dailyStatistics(flows).median));
      expect(Array.from(traces.get(1990) ?? [])).toEqual(Array.from(annualTrace(flows, 1990)));
      expect(Array.from(series.values)).toEqual(Array.from(flows.values));
    } finally {
      port1.close();
      port2.close();
    }
  });

  it('turns a failure into a rejected request', async () => {
    const { port1, port2 } = new MessageChannel();
    serveAnalysis(
      port1 as unknown as AnalysisPort,
      new SeriesAnalysisService(httpSeriesFetchers(async () => new Response('{}', { status: 404 }))),
    );
    const client = new PortAnalysisBackend(port2 as unknown as RequestPort);
    try {
      await expect(client.run({ kind: 'summaries', urls: [URL_A], startDay: 1 }, {})).rejects.toThrow(
        'Unable to load data (404)',
      );
    } finally {
      port1.close();
      port2.close();
    }
  });
});
