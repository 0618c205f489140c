import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hashLicenseKey } from './auth/license-keys.ts';
import { addressAllowList, type AddressAllowList } from './observability/address-allow-list.ts';
import type { ReadinessSettings } from './observability/health.ts';

/** Stored imports a project may hold before it gets no new one (WATERLINE_IMPORT_QUOTA_MB). */
export const defaultImportQuotaBytes = 1024 * 1024 * 1024;

/** Heap of each import process unless configured (WATERLINE_IMPORT_MEMORY_MB). */
export const defaultImportMemoryMb = 1024;

/** What each project's photos (with their thumbnails) may take by default (WATERLINE_PHOTO_QUOTA_MB). */
export const defaultPhotoQuotaMb = 1024;
/** Default of WATERLINE_DATA_SWEEP_GRACE_MINUTES: longer than any import or upload, and than an admin adding the alternative of a file just uploaded. */
export const defaultDataSweepGraceMinutes = 24 * 60;

/** Hosts outside our own origin that pages may reach: map tiles, images, and framed pages (the chat frame). */
export interface AllowedOrigins {
  /** Fetched by the page's code, e.g. map tile servers. */
  connect: readonly string[];
  images: readonly string[];
  frames: readonly string[];
}

/** The origin (scheme, host and port) of each URL; text that is not an absolute http(s) URL is left out. */
export function originsOf(urls: readonly (string | undefined)[]): string[] {
  const origins = urls.flatMap((url) => {
    try {
      const { protocol, origin } = new URL(url ?? '');
      return protocol === 'https:' || protocol === 'http:' ? [origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)];
}

export interface RateLimitConfig {
  windowMs: number;
  /** Attempts per client address and window. */
  signIn: number;
  passwordReset: number;
  accessCode: number;
  /** Writes by visitors who are not signed in (thresholds added). */
  anonymousWrite: number;
  /** Map survey submissions (each may carry a few photo uploads); 20 when not given. */
  surveySubmissions?: number;
  /** Sign-ups; 20 when not given. */
  signUp?: number;
  /** Members added by email (each answer tells whether the email has an account); 30 when not given. */
  addMember?: number;
}

/** The live streams of project pages (docs/operations.md#live-pages). */
export interface LiveSettings {
  /** Streams one process holds at most (WATERLINE_LIVE_MAX_STREAMS); past it, 503. */
  maxStreams: number;
  /** Streams one client address holds at most in one process (WATERLINE_LIVE_MAX_STREAMS_PER_ADDRESS); past it, 429. */
  maxStreamsPerAddress: number;
  /** Seconds between heartbeat comments (WATERLINE_LIVE_HEARTBEAT_SECONDS), below proxies' idle timeouts. */
  heartbeatSeconds: number;
}

export interface ApiConfig {
  /** HS256 key for user and remember-me tokens. */
  jwtSecret: string;
  tokenTtlSeconds: number;
  rememberMeTtlSeconds: number;
  resetTokenTtlMs: number;
  /** Hashes of the keys in WATERLINE_LICENSE_KEYS (the keys themselves are not kept). */
  licenseKeyHashes: ReadonlySet<string>;
  /** Where the web app is reached, for links in mails. */
  publicUrl: string;
  bcryptCost: number;
  /** How long a command waits for the read models before answering 202. */
  projectionWaitMs: number;
  /** An API request with no answer by then is answered 503 with Retry-After (uploads excepted). */
  requestDeadlineMs: number;
  rateLimit: RateLimitConfig;
  /** Express's `trust proxy` setting, so rate limits see the client's address behind a proxy. */
  trustProxy: boolean | number | string;
  /** Origins besides our own that pages may reach (the content security policy). */
  allowedOrigins: AllowedOrigins;
  /** Raster tile URL templates of the Satellite and Terrain map styles (unset: the offline basemap is drawn). */
  mapTiles: MapTilesConfig;
  /** The pump page's file: the project whose admins upload it, and the transect the page opens on. */
  pump: { projectKey: string; intakeTransect: string };
  /** Heap limit of each thread that reads uploaded files (CSV imports, GeoJSON layers); a file that needs more is refused with 422. */
  importMemoryMb: number;
  /** Megabytes of stored imports past which a project gets no import with new settings (see docs/data-files.md). */
  importQuotaMb: number;
  /** Megabytes of survey photos (with their thumbnails) a project may hold; past it, uploads are refused (docs/map-survey.md). */
  photoQuotaMb: number;
  /** Minutes a data leftover (an unnamed upload, an import of no kept file, an unfinished write) is kept before the sweep removes it (docs/data-files.md). */
  dataSweepGraceMinutes: number;
  live: LiveSettings;
}

export interface MapTileSetting {
  url: string | null;
  attribution: string;
}

export interface MapTilesConfig {
  satellite: MapTileSetting;
  terrain: MapTileSetting;
}

const MIN_SECRET_LENGTH = 32;

/** Reads the API's settings from the environment; `jwtSecret` comes from `resolveJwtSecret`. */
export function loadApiConfig(env: NodeJS.ProcessEnv, jwtSecret: string): ApiConfig {
  return {
    jwtSecret,
    tokenTtlSeconds: positiveInteger(env.WATERLINE_TOKEN_TTL_SECONDS, 12 * 3600, 'WATERLINE_TOKEN_TTL_SECONDS'),
    rememberMeTtlSeconds: positiveInteger(
      env.WATERLINE_REMEMBER_ME_TTL_SECONDS,
      30 * 24 * 3600,
      'WATERLINE_REMEMBER_ME_TTL_SECONDS',
    ),
    resetTokenTtlMs: 3600_000,
    licenseKeyHashes: licenseKeyHashesFrom(env.WATERLINE_LICENSE_KEYS),
    publicUrl: (env.WATERLINE_PUBLIC_URL ?? `http://localhost:${env.PORT ?? '3000'}`).replace(/\/+$/, ''),
    bcryptCost: Math.max(10, positiveInteger(env.WATERLINE_BCRYPT_COST, 10, 'WATERLINE_BCRYPT_COST')),
    projectionWaitMs: 2000,
    requestDeadlineMs: positiveInteger(env.WATERLINE_REQUEST_DEADLINE_MS, 10_000, 'WATERLINE_REQUEST_DEADLINE_MS'),
    rateLimit: rateLimitsFrom(env.WATERLINE_RATE_LIMIT_MAX),
    trustProxy: env.WATERLINE_TRUST_PROXY ? trustProxyFrom(env.WATERLINE_TRUST_PROXY) : false,
    allowedOrigins: {
      // The map styles' tile servers are reached by the page too.
      connect: originsOf([
        ...listFrom(env.WATERLINE_CSP_CONNECT_ORIGINS),
        env.WATERLINE_SATELLITE_TILES,
        env.WATERLINE_TERRAIN_TILES,
      ]),
      images: originsOf(listFrom(env.WATERLINE_CSP_IMAGE_ORIGINS)),
      // The river dashboard frames its chat page.
      frames: originsOf([...listFrom(env.WATERLINE_CSP_FRAME_ORIGINS), env.WATERLINE_RIVER_CHAT_URL]),
    },
    mapTiles: {
      satellite: mapTileSetting(
        env.WATERLINE_SATELLITE_TILES,
        env.WATERLINE_SATELLITE_ATTRIBUTION,
        'WATERLINE_SATELLITE_TILES',
      ),
      terrain: mapTileSetting(
        env.WATERLINE_TERRAIN_TILES,
        env.WATERLINE_TERRAIN_ATTRIBUTION,
        'WATERLINE_TERRAIN_TILES',
      ),
    },
    pump: {
      projectKey: (env.WATERLINE_PUMP_PROJECT ?? 'demo').trim().toLowerCase(),
      intakeTransect: (env.WATERLINE_PUMP_INTAKE_TRANSECT ?? 'Intake').trim(),
    },
    importMemoryMb: positiveInteger(
      env.WATERLINE_IMPORT_MEMORY_MB,
      defaultImportMemoryMb,
      'WATERLINE_IMPORT_MEMORY_MB',
    ),
    importQuotaMb: positiveInteger(
      env.WATERLINE_IMPORT_QUOTA_MB,
      defaultImportQuotaBytes / (1024 * 1024),
      'WATERLINE_IMPORT_QUOTA_MB',
    ),
    photoQuotaMb: positiveInteger(env.WATERLINE_PHOTO_QUOTA_MB, defaultPhotoQuotaMb, 'WATERLINE_PHOTO_QUOTA_MB'),
    dataSweepGraceMinutes: positiveInteger(
      env.WATERLINE_DATA_SWEEP_GRACE_MINUTES,
      defaultDataSweepGraceMinutes,
      'WATERLINE_DATA_SWEEP_GRACE_MINUTES',
    ),
    live: {
      maxStreams: positiveInteger(env.WATERLINE_LIVE_MAX_STREAMS, 2000, 'WATERLINE_LIVE_MAX_STREAMS'),
      maxStreamsPerAddress: positiveInteger(
        env.WATERLINE_LIVE_MAX_STREAMS_PER_ADDRESS,
        20,
        'WATERLINE_LIVE_MAX_STREAMS_PER_ADDRESS',
      ),
      heartbeatSeconds: positiveInteger(env.WATERLINE_LIVE_HEARTBEAT_SECONDS, 25, 'WATERLINE_LIVE_HEARTBEAT_SECONDS'),
    },
  };
}

/** A tile URL template must be http(s) and hold {z}, {x} and {y}; blank means unset. */
export function mapTileSetting(url: string | undefined, attribution: string | undefined, name: string): MapTileSetting {
  const template = url?.trim() ?? '';
  if (template === '') return { url: null, attribution: '' };
  if (!/^https?:\/\//.test(template) || !['{z}', '{x}', '{y}'].every((part) => template.includes(part))) {
    throw new Error(`${name} must be an http(s) URL template with {z}, {x} and {y}`);
  }
  return { url: template, attribution: attribution?.trim() ?? '' };
}

/** Comma-separated keys, trimmed, empty entries ignored, kept only as hashes. */
export function licenseKeyHashesFrom(list: string | undefined): ReadonlySet<string> {
  return new Set(listFrom(list).map(hashLicenseKey));
}

/** A comma-separated list, trimmed, empty entries left out. */
function listFrom(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

/**
 * WATERLINE_JWT_SECRET when set; else a secret generated once and kept in `<dataDir>/jwt-secret`. Refused with S3:
 * processes that share a bucket need not share a data folder, and each would sign with a secret of its own.
 */
export async function resolveJwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Promise<string> {
  const fromEnv = env.WATERLINE_JWT_SECRET;
  if (fromEnv !== undefined) {
    if (fromEnv.length < MIN_SECRET_LENGTH)
      throw new Error(`WATERLINE_JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return fromEnv;
  }
  if (env.S3_BUCKET)
    throw new Error(
      'WATERLINE_JWT_SECRET must be set when S3_BUCKET is: every process that serves the same bucket must sign with the same secret',
    );
  const file = join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * 20 sign-in, 10 reset, 20 access-code attempts, 30 visitor writes, 20 survey submissions and 30 member additions
 * per address and 15 minutes; WATERLINE_RATE_LIMIT_MAX sets them all (e.g. for browser tests from one address).
 */
function rateLimitsFrom(max: string | undefined): RateLimitConfig {
  const ceiling = max === undefined ? undefined : positiveInteger(max, 20, 'WATERLINE_RATE_LIMIT_MAX');
  return {
    windowMs: 15 * 60_000,
    signIn: ceiling ?? 20,
    passwordReset: ceiling ?? 10,
    accessCode: ceiling ?? 20,
    anonymousWrite: ceiling ?? 30,
    ...(ceiling === undefined ? {} : { surveySubmissions: ceiling, signUp: ceiling, addMember: ceiling }),
  };
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number`);
  return parsed;
}

function trustProxyFrom(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** What one process runs: the HTTP API, the projectors, or both (one process, the default). */
export type ProcessRole = 'api' | 'projector' | 'both';

const PROCESS_ROLES: readonly ProcessRole[] = ['api', 'projector', 'both'];

export interface OperationsConfig {
  role: ProcessRole;
  /** Client addresses (IPs and CIDR ranges) that may read /metrics. */
  metricsAllow: AddressAllowList;
  readiness: ReadinessSettings;
  database: DatabaseTimeouts;
}

/** How long the database may take (PostgreSQL only; embedded PGlite runs in the process). */
export interface DatabaseTimeouts {
  /** The server cancels a statement running longer (PostgreSQL's statement_timeout). */
  statementTimeoutMs: number;
  /** The app gives up on a statement unanswered this long, e.g. a silent network, and drops its connection. */
  queryTimeoutMs: number;
}

/** The process role, readiness limits and who may read metrics, from the environment. */
export function loadOperationsConfig(env: NodeJS.ProcessEnv): OperationsConfig {
  const role = (env.WATERLINE_ROLE ?? '').trim() || 'both';
  if (!PROCESS_ROLES.includes(role as ProcessRole))
    throw new Error(`WATERLINE_ROLE must be one of ${PROCESS_ROLES.join(', ')}, got "${role}"`);
  const metricsAllow =
    env.WATERLINE_METRICS_ALLOW === undefined ? ['127.0.0.1', '::1'] : listFrom(env.WATERLINE_METRICS_ALLOW);
  return {
    role: role as ProcessRole,
    metricsAllow: addressAllowList(metricsAllow, 'WATERLINE_METRICS_ALLOW'),
    readiness: {
      maxLagEvents: positiveInteger(env.WATERLINE_READY_MAX_LAG, 1000, 'WATERLINE_READY_MAX_LAG'),
      checkTimeoutMs: positiveInteger(env.WATERLINE_READY_TIMEOUT_MS, 2000, 'WATERLINE_READY_TIMEOUT_MS'),
    },
    database: {
      statementTimeoutMs: positiveInteger(
        env.WATERLINE_DB_STATEMENT_TIMEOUT_MS,
        30_000,
        'WATERLINE_DB_STATEMENT_TIMEOUT_MS',
      ),
      queryTimeoutMs: positiveInteger(env.WATERLINE_DB_QUERY_TIMEOUT_MS, 35_000, 'WATERLINE_DB_QUERY_TIMEOUT_MS'),
    },
  };
}
