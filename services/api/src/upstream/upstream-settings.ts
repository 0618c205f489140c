// Where the third-party services are and how patiently they are asked (README Settings).

export interface UpstreamSettings {
  /** Base URLs; the proxy only ever requests paths under these. */
  usgsUrl: string;
  nwsUrl: string;
  mapsUrl: string;
  /** The bucket of median and yearly files; unset: the bucket charts say they are not configured. */
  bucketUrl: string | null;
  /** Total time one upstream answer may take, retries included. */
  timeoutMs: number;
  retries: number;
  backoffMs: number;
  /** How long a failure is remembered before upstream is asked again. */
  failureHoldMs: number;
  /** The embedded chat frame's address; unset: no frame. */
  chatUrl: string | null;
  /** The river pages' configuration file. */
  configFile: string | undefined;
  /** How often observed alternatives' records are fetched again (and once at start); 0: only on an admin's request. */
  observedRefreshHours: number;
}

export function loadUpstreamSettings(env: NodeJS.ProcessEnv): UpstreamSettings {
  return {
    usgsUrl: baseUrl(env.WATERLINE_USGS_URL ?? 'https://waterservices.usgs.gov/nwis', 'WATERLINE_USGS_URL'),
    nwsUrl: baseUrl(env.WATERLINE_NWS_URL ?? 'https://api.weather.gov', 'WATERLINE_NWS_URL'),
    mapsUrl: baseUrl(env.WATERLINE_PRECIP_MAPS_URL ?? 'https://www.wpc.ncep.noaa.gov', 'WATERLINE_PRECIP_MAPS_URL'),
    bucketUrl: env.WATERLINE_RIVER_BUCKET_URL
      ? baseUrl(env.WATERLINE_RIVER_BUCKET_URL, 'WATERLINE_RIVER_BUCKET_URL')
      : null,
    timeoutMs: whole(env.WATERLINE_UPSTREAM_TIMEOUT_MS, 8000, 'WATERLINE_UPSTREAM_TIMEOUT_MS'),
    retries: whole(env.WATERLINE_UPSTREAM_RETRIES, 2, 'WATERLINE_UPSTREAM_RETRIES'),
    backoffMs: whole(env.WATERLINE_UPSTREAM_BACKOFF_MS, 250, 'WATERLINE_UPSTREAM_BACKOFF_MS'),
    failureHoldMs: whole(env.WATERLINE_UPSTREAM_FAILURE_HOLD_MS, 30_000, 'WATERLINE_UPSTREAM_FAILURE_HOLD_MS'),
    chatUrl: env.WATERLINE_RIVER_CHAT_URL ? baseUrl(env.WATERLINE_RIVER_CHAT_URL, 'WATERLINE_RIVER_CHAT_URL') : null,
    configFile: env.WATERLINE_RIVER_CONFIG || undefined,
    observedRefreshHours: whole(env.WATERLINE_OBSERVED_REFRESH_HOURS, 24, 'WATERLINE_OBSERVED_REFRESH_HOURS'),
  };
}

function baseUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL`);
  return url.href.replace(/\/+$/, '');
}

function whole(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
}
