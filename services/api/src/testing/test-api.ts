import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sql } from '@waterline/read-models/db/sql';
import type { ProjectionRunner } from '@waterline/read-models/runner/projection-runner';
import type { ProjectionWaiter } from '../http/command-answer.ts';
import { createAppServer } from '../http/app-server.ts';
import { blobStoreFromEnv } from '../blobs/blob-store-from-env.ts';
import type { BlobStore } from '../blobs/blob-store.ts';
import type { DataFiles } from '../data/data-files.ts';
import { issueLicenseKey } from '../commands/licenses.ts';
import { loadApiConfig, loadOperationsConfig, type ApiConfig } from '../config.ts';
import { createPostgresEventStore, type PostgresEventStore } from '../event-store/postgres-event-store.ts';
import { memoryLogger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { assembleWaterline, type WaterlineParts } from '../main/assemble.ts';
import { loadUpstreamSettings } from '../upstream/upstream-settings.ts';

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';
/** Keys listed in the test configuration, as WATERLINE_LICENSE_KEYS would list them. */
export const configuredLicenseKeys = ['CONFIGURED-KEY-1', 'CONFIGURED-KEY-2'];

export interface TestResponse<Body = Record<string, unknown>> {
  status: number;
  body: Body;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as the `token` header. */
  token?: string;
  headers?: Record<string, string>;
  /** Sent as is, instead of JSON from `body`. */
  rawBody?: string;
}

export interface TestApi {
  baseUrl: string;
  store: PostgresEventStore;
  runner: ProjectionRunner;
  config: ApiConfig;
  logger: ReturnType<typeof memoryLogger>;
  /** Where the app keeps its files: a temporary folder of its own, removed on close. */
  dataDir: string;
  /** In `<dataDir>/blobs`, or in the S3 bucket the `blobStore` option names. */
  blobs: BlobStore;
  /** The app's one data-files service over `blobs`. */
  dataFiles: DataFiles;
  /** Moves the app's clock (what deciders see as now). */
  advanceClock(ms: number): void;
  request<Body = Record<string, unknown>>(
    method: string,
    path: string,
    options?: RequestOptions,
  ): Promise<TestResponse<Body>>;
  /** A license key issued as the operator script does. */
  newLicenseKey(): Promise<string>;
  /** Signs up a user through the API and returns its id and token. */
  signUp(
    fields?: Partial<{ first: string; last: string; email: string; password: string }>,
  ): Promise<{ id: string; token: string; email: string; password: string }>;
  close(): Promise<void>;
}

let userCounter = 0;

/** The API on a free loopback port over `sql`, composed by the production root with the real event store and projectors. */
export interface TestApiOptions {
  config?: Partial<ApiConfig>;
  mailer?: Mailer;
  /** Stands in for the runner's wait, e.g. to see the 202 answer. */
  projections?: ProjectionWaiter;
  extraRouters?: WaterlineParts['extraRouters'];
  jsonRouters?: WaterlineParts['jsonRouters'];
  /** The locations each project's data holds; read from its data files unless given. */
  dataLocations?: WaterlineParts['dataLocations'];
  /** Largest survey photo accepted. */
  maxPhotoBytes?: number;
  /** Stands between the app and its blob store, e.g. to fail a write as a dying process would. */
  wrapBlobs?: (blobs: BlobStore) => BlobStore;
  /** S3_* settings (see s3ConfigFromEnv), to keep blobs in that bucket rather than the data folder. */
  blobStore?: NodeJS.ProcessEnv;
  /** WATERLINE_* settings of the third-party services (e.g. a replay server's address); no scheduled refresh unless given. */
  upstream?: NodeJS.ProcessEnv;
}

export async function startTestApi(sql: Sql, options: TestApiOptions = {}): Promise<TestApi> {
  const store = createPostgresEventStore(sql, { pollIntervalMs: 50 });
  await store.init();
  const config: ApiConfig = {
    ...loadApiConfig(
      { WATERLINE_LICENSE_KEYS: configuredLicenseKeys.join(','), WATERLINE_PUBLIC_URL: 'http://waterline.test' },
      testJwtSecret,
    ),
    ...options.config,
  };
  const logger = memoryLogger();
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const unusedMailer: Mailer = {
    send: async () => {
      throw new Error('This test app has no mailer');
    },
  };
  const dataDir = await mkdtemp(join(tmpdir(), 'wl-test-api-'));
  const blobs = blobStoreFromEnv(options.blobStore ?? {}, dataDir);
  const waterline = await assembleWaterline({
    sql,
    eventStore: store,
    config,
    operations: loadOperationsConfig({}),
    upstream: loadUpstreamSettings({ WATERLINE_OBSERVED_REFRESH_HOURS: '0', ...options.upstream }),
    clock,
    mailer: options.mailer ?? unusedMailer,
    blobs: options.wrapBlobs?.(blobs) ?? blobs,
    logger,
    idlePollIntervalMs: 250,
    ...(options.projections ? { projectionWaiter: options.projections } : {}),
    ...(options.dataLocations ? { dataLocations: options.dataLocations } : {}),
    ...(options.extraRouters ? { extraRouters: options.extraRouters } : {}),
    ...(options.jsonRouters ? { jsonRouters: options.jsonRouters } : {}),
    ...(options.maxPhotoBytes ? { maxPhotoBytes: options.maxPhotoBytes } : {}),
    // Each test's app counts its own attempts, though the tests of a file share a database.
    rateLimitScope: `${randomUUID()}:`,
  });
  const server: Server = createAppServer(waterline.app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { runner, commands } = waterline;

  const api: TestApi = {
    baseUrl,
    store,
    runner,
    config,
    logger,
    dataDir,
    blobs,
    dataFiles: waterline.dataFiles,
    advanceClock(ms) {
      offsetMs += ms;
    },
    async request<Body>(method: string, path: string, requestOptions: RequestOptions = {}) {
      const headers: Record<string, string> = { ...requestOptions.headers };
      if (requestOptions.token) headers.token = requestOptions.token;
      let body: string | undefined = requestOptions.rawBody;
      if (body === undefined && requestOptions.body !== undefined) body = JSON.stringify(requestOptions.body);
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : {}) as Body };
    },
    async newLicenseKey() {
      const { key, position } = await issueLicenseKey(commands, { actorId: 'operator', correlationId: 'test' });
      await runner.waitForPosition(position, 5000);
      return key;
    },
    async signUp(fields = {}) {
      userCounter += 1;
      const email = fields.email ?? `user${userCounter}-${Date.now()}@example.org`;
      const password = fields.password ?? 'correct horse battery';
      const license = await api.newLicenseKey();
      const response = await api.request('POST', '/api/users/create', {
        body: {
          first: fields.first ?? 'Test',
          last: fields.last ?? `User${userCounter}`,
          email,
          password,
          confirmPassword: password,
          license,
        },
      });
      if (response.status !== 201)
        throw new Error(`Sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
      return { id: (response.body.user as { id: string }).id, token: response.headers.get('token')!, email, password };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await waterline.stop();
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return api;
}

/** The events of a stream, by type, to check what a request stored (or did not). */
export async function streamEventTypes(api: TestApi, streamId: string): Promise<string[]> {
  return (await api.store.readStream(streamId)).map((event) => event.type);
}
