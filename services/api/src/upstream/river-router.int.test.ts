import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  BucketAnswer,
  ForecastAnswer,
  GaugeAnswer,
  RiverFailure,
  RiverPublicConfig,
} from '@waterline/contract/river';
import { VisitorAnswers } from '../http/visitor-answers.ts';
import { memoryLogger } from '../logger.ts';
import { loadRiverConfig } from './river-config.ts';
import { createRiverRouter } from './river-router.ts';
import {
  hasRecordedAnswers,
  SHARED_DATA,
  startReplayUpstream,
  type ReplayUpstream,
} from './testing/replay-upstream.ts';
import { loadUpstreamSettings, type UpstreamSettings } from './upstream-settings.ts';

interface Proxy {
  url: string;
  get<T>(path: string): Promise<{ status: number; body: T; type: string }>;
  close(): Promise<void>;
}

/** The river router as the app mounts it: its answers kept for the next anonymous visitor, answered in front. */
async function startProxy(settings: UpstreamSettings, now?: () => number): Promise<Proxy> {
  const visitorAnswers = new VisitorAnswers({ securityHeaders: [], deadlineMs: 10_000, logger: memoryLogger() });
  const app = express()
    .use(visitorAnswers.answer)
    .use(createRiverRouter({ settings, visitorAnswers, ...(now ? { now } : {}) }));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async get<T>(path: string) {
      const response = await fetch(url + path);
      const type = response.headers.get('content-type') ?? '';
      const body = (type.includes('json') ? await response.json() : await response.arrayBuffer()) as T;
      return { status: response.status, body, type };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const settingsFor = (upstream: string, extra: Record<string, string> = {}) =>
  loadUpstreamSettings({
    WATERLINE_USGS_URL: `${upstream}/nwis`,
    WATERLINE_NWS_URL: upstream,
    WATERLINE_PRECIP_MAPS_URL: upstream,
    WATERLINE_RIVER_BUCKET_URL: `${upstream}/bucket`,
    WATERLINE_UPSTREAM_BACKOFF_MS: '1',
    ...extra,
  });

const values = (answer: GaugeAnswer) => answer.points.map(([, value]) => value);

describe.skipIf(!hasRecordedAnswers())('the river proxy on the recorded answers', () => {
  if (!hasRecordedAnswers()) it.skip(`skipped: ${SHARED_DATA} is absent`, () => {});
  let upstream: ReplayUpstream;
  let proxy: Proxy;
  beforeAll(async () => {
    upstream = await startReplayUpstream();
    proxy = await startProxy(settingsFor(upstream.url));
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });
  afterEach(() => {
    upstream.setMode('replay');
  });

  it('serves the configuration with the flood bands and reference lines, without upstream addresses', async () => {
    const { body } = await proxy.get<RiverPublicConfig>('/api/river/config');
    expect(body.dashboard.gauges.find((gauge) => gauge.site === '06185500')?.floodStage).toEqual({
      action: 17,
      minor: 19,
      moderate: 21,
      major: 24,
    });
    expect(body.dashboard.reservoir.referenceLines.map((line) => line.elevationFt)).toEqual([2227, 2234]);
    expect(JSON.stringify(body)).not.toContain('/qpf/');
    expect(body.chatUrl).toBeNull();
  });

  it('ice readings are gaps and -999999 never appears (Wolf Point replays the ice file)', async () => {
    const { body } = await proxy.get<GaugeAnswer>('/api/river/gauges/06177000/00060/recent');
    expect(body.points).toHaveLength(438);
    expect(values(body).filter((value) => value === null)).toHaveLength(39);
    expect(values(body)).not.toContain(-999999);
    const stage = await proxy.get<GaugeAnswer>('/api/river/gauges/06177000/00065/recent');
    expect(stage.body.points).toEqual([]);
  });

  it('the DST change sits at 07:00 UTC on 2018-03-11, 15 minutes after the reading before it', async () => {
    const { body } = await proxy.get<GaugeAnswer>('/api/river/gauges/06185500/00060/recent');
    const times = body.points.map(([t]) => t);
    const index = times.indexOf(Date.parse('2018-03-11T07:00:00Z'));
    expect(index).toBeGreaterThan(0);
    expect(times[index - 1]).toBe(Date.parse('2018-03-11T06:45:00Z'));
  });

  it('a burst of visitors makes one upstream request per source', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => proxy.get<GaugeAnswer>('/api/river/gauges/06329500/00060/recent')),
    );
    await Promise.all(Array.from({ length: 10 }, () => proxy.get<ForecastAnswer>('/api/river/forecast')));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    const ivRequests = [...upstream.requests].filter(([path]) => path.includes('sites=06329500'));
    expect(ivRequests).toEqual([
      ['/nwis/iv/?format=json&sites=06329500&parameterCd=00060&period=P7D&siteStatus=all', 1],
    ]);
    expect(
      [...upstream.requests].filter(([path]) => path.startsWith('/gridpoints/')).map(([, count]) => count),
    ).toEqual([1]);
  });

  it('forecast: the first 14 periods; maps: an image; bucket: median and 2024 rows', async () => {
    const forecast = await proxy.get<ForecastAnswer>('/api/river/forecast');
    expect(forecast.body.periods).toHaveLength(14);
    const map = await proxy.get<ArrayBuffer>('/api/river/maps/day1');
    expect(map.type).toBe('image/png');
    expect([...upstream.requests.keys()].some((path) => /^\/qpf\/fill_94qwbg\.gif\?t=\d+$/.test(path))).toBe(true);
    const bucket = await proxy.get<BucketAnswer>('/api/river/bucket/inflow');
    expect(bucket.body.year).toHaveLength(366);
  });

  it('reaches only configured sites, parameters, windows, maps and charts', async () => {
    const before = [...upstream.requests.values()].reduce((sum, count) => sum + count, 0);
    for (const path of [
      '/api/river/gauges/01234567/00060/recent',
      '/api/river/gauges/06177000/00010/recent',
      '/api/river/gauges/06177000/00060/P999D',
      '/api/river/gauges/..%2F..%2Fevil/00060/recent',
      '/api/river/maps/http%3A%2F%2Fevil.example',
      '/api/river/bucket/..%2Fsecret',
    ]) {
      expect((await proxy.get(path)).status, path).toBe(404);
    }
    expect([...upstream.requests.values()].reduce((sum, count) => sum + count, 0)).toBe(before);
  });

  it('with the service down: a clear unavailable answer, and the last good answer is served as stale', async () => {
    upstream.setMode('down');
    const fresh = await proxy.get<RiverFailure>('/api/river/gauges/06174500/00065/recent');
    expect(fresh.status).toBe(502);
    expect(fresh.body.message).toMatch(/Gauge data is unavailable/);
    const cached = await proxy.get<GaugeAnswer>('/api/river/gauges/06177000/00060/recent');
    expect(cached.status).toBe(200);
  });
});

describe('the river proxy against a slow or missing service', () => {
  it('a slow service does not hold the answer past the timeout', async () => {
    const upstream = await startReplayUpstream();
    upstream.setMode('slow');
    const proxy = await startProxy(
      settingsFor(upstream.url, { WATERLINE_UPSTREAM_TIMEOUT_MS: '300', WATERLINE_UPSTREAM_RETRIES: '3' }),
    );
    try {
      const answer = await proxy.get<RiverFailure>('/api/river/forecast');
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe('The forecast is unavailable: No answer within 300 ms');
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('an unreachable service: retried, then unavailable; a failure is remembered so a burst does not retry', async () => {
    const upstream = await startReplayUpstream();
    upstream.setMode('down');
    const proxy = await startProxy(settingsFor(upstream.url, { WATERLINE_UPSTREAM_RETRIES: '2' }));
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => proxy.get<RiverFailure>('/api/river/maps/day2')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(502));
      expect([...upstream.requests.values()]).toEqual([3]);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('a crowd asks each upstream address at most once per freshness window, however many visitors ask', async () => {
    const upstream = await startReplayUpstream();
    let now = Date.parse('2026-06-01T12:00:00Z');
    const proxy = await startProxy(settingsFor(upstream.url), () => now);
    const config = loadRiverConfig(loadUpstreamSettings({}).configFile);
    const paths = [
      '/api/river/maps/day1',
      '/api/river/maps/day7',
      '/api/river/bucket/inflow',
      '/api/river/bucket/outflow',
    ];
    const crowd = async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, visitor) => proxy.get(paths[visitor % paths.length] as string)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    };
    // The maps carry a stamp per freshness window in their query: count by address without it.
    const asked = () => {
      const counts = new Map<string, number>();
      for (const [path, count] of upstream.requests) {
        const address = path.split('?')[0] as string;
        counts.set(address, (counts.get(address) ?? 0) + count);
      }
      return counts;
    };
    const windowMs = (source: 'maps' | 'bucket') => config.sources[source].freshnessSeconds * 1000;
    const once = new Map(
      [
        '/qpf/fill_94qwbg.gif',
        '/qpf/p168i.gif',
        ...['inflow', 'outflow'].flatMap((flow) => [
          `/bucket/fort-peck/${flow}_median.csv`,
          `/bucket/fort-peck/${flow}_2024.csv`,
        ]),
      ].map((address) => [address, 1]),
    );
    try {
      await crowd();
      expect(asked()).toEqual(once);
      now += Math.min(windowMs('maps'), windowMs('bucket')) - 1000;
      await crowd();
      expect(asked()).toEqual(once);
      now += Math.max(windowMs('maps'), windowMs('bucket'));
      await crowd();
      expect(asked()).toEqual(new Map([...once].map(([address]) => [address, 2])));
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('one answer per upstream answer: the same ETag to every visitor (304 when held), a new one once fetched again or stale', async () => {
    const upstream = await startReplayUpstream();
    let now = Date.parse('2026-06-01T12:00:00Z');
    const settings = settingsFor(upstream.url);
    const proxy = await startProxy(settings, () => now);
    const windowMs = loadRiverConfig(settings.configFile).sources.forecast.freshnessSeconds * 1000;
    const forecast = async (headers: Record<string, string> = {}) => {
      const answer = await fetch(`${proxy.url}/api/river/forecast`, { headers });
      const etag = answer.headers.get('etag') ?? '';
      if (answer.status === 304) return { status: 304, etag, stale: undefined };
      const body = (await answer.json()) as ForecastAnswer;
      expect(answer.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      return { status: answer.status, etag, stale: body.stale };
    };
    try {
      const first = await forecast();
      expect(first).toMatchObject({ status: 200, stale: false, etag: expect.stringMatching(/^".+"$/) });
      expect((await forecast()).etag).toBe(first.etag);
      expect(await forecast({ 'if-none-match': first.etag })).toMatchObject({ status: 304, etag: first.etag });
      upstream.setMode('down');
      now += windowMs + 1000;
      const stale = await forecast({ 'if-none-match': first.etag });
      expect(stale).toMatchObject({ status: 200, stale: true });
      expect(stale.etag).not.toBe(first.etag);
      upstream.setMode('replay');
      now += windowMs + settings.failureHoldMs + 1000;
      const fetchedAgain = await forecast({ 'if-none-match': stale.etag });
      expect(fetchedAgain).toMatchObject({ status: 200, stale: false });
      expect([first.etag, stale.etag]).not.toContain(fetchedAgain.etag);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('no bucket configured: the bucket charts say so', async () => {
    const proxy = await startProxy(loadUpstreamSettings({}));
    try {
      const answer = await proxy.get<RiverFailure>('/api/river/bucket/outflow');
      expect(answer.status).toBe(502);
      expect(answer.body.message).toMatch(/no bucket is configured/);
    } finally {
      await proxy.close();
    }
  });
});
