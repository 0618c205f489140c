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
import { isNotModified, sendSerialised, serialiseAnswer, type SerialisedAnswer } from '../http/caching.ts';
import { query, sharedQuery } from '../http/route.ts';
import type { PackedPoint, RiverFailure, RiverPublicConfig } from '@waterline/contract/river';

export interface RiverRouterDeps {
  settings: UpstreamSettings;
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
  const made = new Map<string, { madeOf: readonly unknown[]; answer: SerialisedAnswer }>();
  const answerOnce = (key: string, madeOf: readonly unknown[], body: () => object): SerialisedAnswer => {
    const kept = made.get(key);
    if (kept && kept.madeOf.length === madeOf.length && kept.madeOf.every((part, index) => part === madeOf[index]))
      return kept.answer;
    const answer = serialiseAnswer(body());
    made.set(key, { madeOf, answer });
    return answer;
  };
  const publicCaching = (source: SourceName) =>
    `public, max-age=${Math.min(300, config.sources[source].freshnessSeconds)}`;

  async function answer<T>(
    res: Response,
    source: SourceName,
    load: () => Promise<Cached<T>>,
    send: (result: Cached<T>) => void,
  ) {
    let result: Cached<T>;
    try {
      result = await load();
    } catch (error) {
      const reason = error instanceof UpstreamError ? error.message : 'its answer could not be read';
      const failure: RiverFailure = {
        success: false,
        source,
        message: `${SOURCE_LABEL[source]} is unavailable: ${reason}`,
      };
      res.status(502).set('cache-control', 'no-store').json(failure);
      return;
    }
    send(result);
  }

  /**
   * A JSON answer of `result`, made once per upstream answer (`madeOf`: what else it depends on); `key` names the
   * configured address it answers (never the request's path, which a visitor may spell in many ways).
   */
  const sendJson = <T>(
    req: Request,
    res: Response,
    key: string,
    source: SourceName,
    result: Cached<T>,
    madeOf: readonly unknown[],
    body: () => object,
  ) =>
    sendSerialised(req, res, answerOnce(key, [...madeOf, result.fetchedAt, result.stale], body), publicCaching(source));

  const router = Router();
  query(router, endpoints.riverConfig, [], async () => {
    const body = {
      success: true as const,
      windows: config.windows,
      dashboard: {
        ...config.dashboard,
        precipitationMaps: config.dashboard.precipitationMaps.map(({ id, title }) => ({ id, title })),
      },
      testFlow: config.testFlow,
      chatUrl: settings.chatUrl,
      bucketConfigured: settings.bucketUrl !== null,
    } satisfies RiverPublicConfig;
    return { body };
  });

  sharedQuery(router, endpoints.riverGauge, [], async ({ params, req, res }) => {
    const request = paths.gauge(params.site, params.parameter, params.window);
    if (!request) {
      res.status(404).json({ success: false, message: 'Not a configured gauge, parameter and window' });
      return;
    }
    await answer(
      res,
      request.source,
      () =>
        cached(request.source, settings.usgsUrl, request.path, (raw) =>
          parseGaugeJson(JSON.parse(raw.body.toString('utf8')), request.parameter, {
            daily: request.source === 'daily',
          }),
        ),
      (result) =>
        sendJson(req, res, `${request.source} ${request.path}`, request.source, result, [result.value], () => {
          const series = result.value[0];
          return {
            success: true,
            siteName: series?.siteName ?? null,
            points: pack(series?.points ?? []),
            fetchedAt: result.fetchedAt,
            stale: result.stale,
          };
        }),
    );
  });

  sharedQuery(router, endpoints.riverForecast, [], async ({ req, res }) => {
    await answer<Forecast>(
      res,
      'forecast',
      () =>
        cached('forecast', settings.nwsUrl, paths.forecast, (raw) =>
          parseForecast(JSON.parse(raw.body.toString('utf8'))),
        ),
      (result) =>
        sendJson(req, res, 'forecast', 'forecast', result, [result.value], () => ({
          success: true,
          ...result.value,
          fetchedAt: result.fetchedAt,
          stale: result.stale,
        })),
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
    await answer(
      res,
      'maps',
      () =>
        cache.get(`maps ${path}`, freshMs('maps'), settings.failureHoldMs, async () => {
          const raw = await fetchUpstream(settings.mapsUrl, `${path}?t=${stamp()}`, policy, deps.fetchFn);
          // Raster images only: an SVG could carry script into the app's own origin.
          if (!/^image\/(png|gif|jpeg|webp)\b/.test(raw.contentType))
            throw new UpstreamError(`expected an image, got ${raw.contentType || 'no type'}`);
          return raw;
        }),
      (result) => {
        const etag = etagOf(result.value);
        res.set({
          'cache-control': publicCaching('maps'),
          'last-modified': new Date(result.fetchedAt).toUTCString(),
          etag,
        });
        if (isNotModified(req, etag)) return void res.status(304).end();
        res.set('content-type', result.value.contentType).send(result.value.body);
      },
    );
  });

  sharedQuery(router, endpoints.riverBucket, [], async ({ params, req, res }) => {
    const chart = paths.bucketChart(params.id);
    if (!chart) {
      res.status(404).json({ success: false, message: 'Not a configured chart' });
      return;
    }
    const bucketUrl = settings.bucketUrl;
    await answer(
      res,
      'bucket',
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
      (result) =>
        sendJson(req, res, `bucket ${params.id}`, 'bucket', result, [result.value.median, result.value.year], () => ({
          success: true,
          median: pack(result.value.median),
          year: pack(result.value.year),
          fetchedAt: result.fetchedAt,
          stale: result.stale,
        })),
    );
  });
  return router;
}
