// GET /api/river/*: the river pages' configuration and the third-party answers they draw, through the cache.
import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { endpoints } from '@waterline/contract/endpoints';
import { parseDailyCsv } from '@waterline/domain/river/daily-csv';
import { parseForecast, type Forecast } from '@waterline/domain/river/forecast';
import { parseGaugeJson, type GaugePoint } from '@waterline/domain/river/gauge-json';
import type { RiverConfig, SourceName } from '@waterline/contract/river';
import { loadRiverConfig } from './river-config.ts';
import { riverPaths } from './river-paths.ts';
import { UpstreamCache, type Cached } from './upstream-cache.ts';
import { fetchUpstream, UpstreamError, type UpstreamAnswer } from './upstream-fetch.ts';
import type { UpstreamSettings } from './upstream-settings.ts';
import { isNotModified, serialiseAnswer, sharedCaching, type SerialisedAnswer } from '../http/caching.ts';
import { sharedQuery } from '../http/route.ts';
import type { VisitorAnswers } from '../http/visitor-answers.ts';
import type { PackedPoint, RiverFailure, RiverPublicConfig } from '@waterline/contract/river';

export interface RiverRouterDeps {
  settings: UpstreamSettings;
  /** Where the JSON answers are kept for the next anonymous visitor at the same address. */
  visitorAnswers: VisitorAnswers;
  config?: RiverConfig;
  now?: () => number;
  fetchFn?: typeof fetch;
}

const SOURCE_LABEL: Record<SourceName, string> = {
  gauges: 'Gauge data',
  daily: 'Daily gauge data',
  forecast: 'The forecast',
  maps: 'The precipitation map',
  bucket: 'Reservoir file data',
};

/** An image's ETag, its digest, worked out once per upstream answer. */
const imageTags = new WeakMap<UpstreamAnswer, string>();
function etagOf(image: UpstreamAnswer): string {
  let etag = imageTags.get(image);
  if (etag === undefined) {
    etag = `"${createHash('sha256').update(image.body).digest('base64url')}"`;
    imageTags.set(image, etag);
  }
  return etag;
}

const pack = (points: GaugePoint[]): PackedPoint[] => points.map((point) => [point.t, point.value]);

function failureOf(source: SourceName, error: unknown): RiverFailure {
  const reason = error instanceof UpstreamError ? error.message : 'its answer could not be read';
  return { success: false, source, message: `${SOURCE_LABEL[source]} is unavailable: ${reason}` };
}

/** An upstream service's failure: 502, kept by no cache. */
function refuse(res: Response, failure: RiverFailure): void {
  res.status(502).set('cache-control', 'no-store').json(failure);
}

/** Public: the pages are open to everyone and the answers hold nothing private. */
export function createRiverRouter(deps: RiverRouterDeps): Router {
  const { settings } = deps;
  const config = deps.config ?? loadRiverConfig(settings.configFile);
  const now = deps.now ?? Date.now;
  const cache = new UpstreamCache(now);
  const paths = riverPaths(config);
  const policy = { timeoutMs: settings.timeoutMs, retries: settings.retries, backoffMs: settings.backoffMs };
  const freshMs = (source: SourceName) => config.sources[source].freshnessSeconds * 1000;
  const cached = <T>(
    source: SourceName,
    base: string,
    path: string,
    parse: (answer: UpstreamAnswer) => T,
  ): Promise<Cached<T>> =>
    cache.get(`${source} ${path}`, freshMs(source), settings.failureHoldMs, async () =>
      parse(await fetchUpstream(base, path, policy, deps.fetchFn)),
    );

  /**
   * Each answer as last made, with what it was made of (the upstream values, when fetched, whether stale): a crowd's
   * requests within a freshness window get the same bytes, serialised and gzipped once, with their digest as ETag.
   */
  const lastMade = new Map<string, { madeOf: readonly unknown[]; answer: SerialisedAnswer }>();
  const answerOnce = (key: string, madeOf: readonly unknown[], body: () => object): SerialisedAnswer => {
    const kept = lastMade.get(key);
    if (kept && kept.madeOf.length === madeOf.length && kept.madeOf.every((part, index) => part === madeOf[index]))
      return kept.answer;
    const answer = serialiseAnswer(body());
    lastMade.set(key, { madeOf, answer });
    return answer;
  };
  const publicCaching = (source: SourceName) =>
    `public, max-age=${Math.min(300, config.sources[source].freshnessSeconds)}`;

  /** A JSON answer, or the failure to answer with. */
  type Made = { answer: SerialisedAnswer } | { failure: RiverFailure };

  /**
   * The JSON answer of `load`'s result, made once per upstream answer (`madeOf`: what else it depends on); `key` names
   * the configured address it answers (never the request's path, which a visitor may spell in many ways).
   */
  async function made<T>(
    source: SourceName,
    key: string,
    load: () => Promise<Cached<T>>,
    madeOf: (result: Cached<T>) => readonly unknown[],
    body: (result: Cached<T>) => object,
  ): Promise<Made> {
    let result: Cached<T>;
    try {
      result = await load();
    } catch (error) {
      return { failure: failureOf(source, error) };
    }
    return { answer: answerOnce(key, [...madeOf(result), result.fetchedAt, result.stale], () => body(result)) };
  }

  /**
   * Sends what `make` made: a failure as 502, never kept; an answer shared, and kept for the next anonymous visitor
   * while `make` would make the same one (the upstream answer it was made of is still the cache's, fresh).
   */
  async function send(req: Request, res: Response, source: SourceName, make: () => Promise<Made>): Promise<void> {
    const first = await make();
    if ('failure' in first) return refuse(res, first.failure);
    const holds = async () => {
      const again = await make();
      return 'answer' in again && again.answer === first.answer;
    };
    deps.visitorAnswers.send(req, res, first.answer, publicCaching(source), holds);
  }

  // Read once, at the start: the same for every visitor until the process restarts.
  const configAnswer = serialiseAnswer({
    success: true as const,
    windows: config.windows,
    dashboard: {
      ...config.dashboard,
      precipitationMaps: config.dashboard.precipitationMaps.map(({ id, title }) => ({ id, title })),
    },
    testFlow: config.testFlow,
    chatUrl: settings.chatUrl,
    bucketConfigured: settings.bucketUrl !== null,
  } satisfies RiverPublicConfig);

  const router = Router();
  sharedQuery(router, endpoints.riverConfig, [], async ({ req, res }) =>
    deps.visitorAnswers.send(req, res, configAnswer, sharedCaching, async () => true),
  );

  sharedQuery(router, endpoints.riverGauge, [], async ({ params, req, res }) => {
    const request = paths.gauge(params.site, params.parameter, params.window);
    if (!request) {
      res.status(404).json({ success: false, message: 'Not a configured gauge, parameter and window' });
      return;
    }
    await send(req, res, request.source, () =>
      made(
        request.source,
        `${request.source} ${request.path}`,
        () =>
          cached(request.source, settings.usgsUrl, request.path, (raw) =>
            parseGaugeJson(JSON.parse(raw.body.toString('utf8')), request.parameter, {
              daily: request.source === 'daily',
            }),
          ),
        (result) => [result.value],
        (result) => {
          const series = result.value[0];
          return {
            success: true,
            siteName: series?.siteName ?? null,
            points: pack(series?.points ?? []),
            fetchedAt: result.fetchedAt,
            stale: result.stale,
          };
        },
      ),
    );
  });

  sharedQuery(router, endpoints.riverForecast, [], async ({ req, res }) => {
    await send(req, res, 'forecast', () =>
      made<Forecast>(
        'forecast',
        'forecast',
        () =>
          cached('forecast', settings.nwsUrl, paths.forecast, (raw) =>
            parseForecast(JSON.parse(raw.body.toString('utf8'))),
          ),
        (result) => [result.value],
        (result) => ({ success: true, ...result.value, fetchedAt: result.fetchedAt, stale: result.stale }),
      ),
    );
  });

  sharedQuery(router, endpoints.riverMap, [], async ({ params, req, res }) => {
    const path = paths.map(params.id);
    if (!path) {
      res.status(404).json({ success: false, message: 'Not a configured map' });
      return;
    }
    // The maps host serves the same address with new contents: a stamp per freshness period gets past its caches.
    const stamp = () => Math.floor(now() / freshMs('maps'));
    let result: Cached<UpstreamAnswer>;
    try {
      result = await cache.get(`maps ${path}`, freshMs('maps'), settings.failureHoldMs, async () => {
        const raw = await fetchUpstream(settings.mapsUrl, `${path}?t=${stamp()}`, policy, deps.fetchFn);
        // Raster images only: an SVG could carry script into the app's own origin.
        if (!/^image\/(png|gif|jpeg|webp)\b/.test(raw.contentType))
          throw new UpstreamError(`expected an image, got ${raw.contentType || 'no type'}`);
        return raw;
      });
    } catch (error) {
      return refuse(res, failureOf('maps', error));
    }
    const etag = etagOf(result.value);
    res.set({
      'cache-control': publicCaching('maps'),
      'last-modified': new Date(result.fetchedAt).toUTCString(),
      etag,
    });
    if (isNotModified(req, etag)) return void res.status(304).end();
    res.set('content-type', result.value.contentType).send(result.value.body);
  });

  sharedQuery(router, endpoints.riverBucket, [], async ({ params, req, res }) => {
    const chart = paths.bucketChart(params.id);
    if (!chart) {
      res.status(404).json({ success: false, message: 'Not a configured chart' });
      return;
    }
    const bucketUrl = settings.bucketUrl;
    await send(req, res, 'bucket', () =>
      made(
        'bucket',
        `bucket ${params.id}`,
        async () => {
          if (!bucketUrl) throw new UpstreamError('no bucket is configured (WATERLINE_RIVER_BUCKET_URL)');
          const readFile = (file: string) =>
            cached('bucket', bucketUrl, `/${file}`, (raw) => parseDailyCsv(raw.body.toString('utf8')));
          const [median, year] = await Promise.all([readFile(chart.median), readFile(chart.year)]);
          return {
            value: { median: median.value, year: year.value },
            fetchedAt: Math.min(median.fetchedAt, year.fetchedAt),
            stale: median.stale || year.stale,
          };
        },
        (result) => [result.value.median, result.value.year],
        (result) => ({
          success: true,
          median: pack(result.value.median),
          year: pack(result.value.year),
          fetchedAt: result.fetchedAt,
          stale: result.stale,
        }),
      ),
    );
  });
  return router;
}
