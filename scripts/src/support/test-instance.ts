/**
 * For integration tests: a whole Waterline (database, projectors, blob store, app) on a fresh
 * PostgreSQL database or a fresh embedded one, and the demo project seeded through the app's own
 * commands, with a member, a configuration change, a threshold and a saved performance measure.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  addMember,
  addThreshold,
  type CommandOrigin,
  composeWaterline,
  createAppServer,
  createUser,
  projectHistoryEntries,
  savePerformanceMeasure,
  updateProject,
  type Waterline,
} from '@waterline/api';
import { aFrequencyMeasure } from '@waterline/domain/performance-measures/examples';
import { aThreshold, aWindowedRange } from '@waterline/domain/thresholds/examples';
import { createTestDatabase, type DatabaseKind } from '@waterline/read-models/db/testing';
import { listPerformanceMeasures } from '@waterline/read-models/performance-measures/queries';
import { listProjectMembers } from '@waterline/read-models/project-members/queries';
import { findProjectByKey } from '@waterline/read-models/projects/queries';
import { listSurveyResponses } from '@waterline/read-models/survey-responses/queries';
import { listThresholds } from '@waterline/read-models/thresholds/queries';
import { findUserByEmail } from '@waterline/read-models/users/queries';
import { apiClient, fetchTransport, type ApiClient } from '@waterline/contract/api-client';
import { DEMO_PROJECT_KEY, seedFirstStart } from '../demo/seed-first-start.ts';

const silent = { info: () => undefined, error: () => undefined };

/** A running instance: its environment (what a script would be given), the composed app and a base URL. */
export interface TestInstance {
  kind: DatabaseKind;
  env: NodeJS.ProcessEnv;
  waterline: Waterline;
  baseUrl: string;
  /** Opens the database and data folder and starts the server (the embedded database admits one process: scripts run on it while stopped). */
  start(): Promise<void>;
  /** Stops the server and the projectors and closes the database; the data stays until `dispose`. */
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

/** An empty running instance on a fresh database of `kind`, with its own data folder; `settings` add to its environment (e.g. S3_*). */
export async function startTestInstance(kind: DatabaseKind, settings: NodeJS.ProcessEnv = {}): Promise<TestInstance> {
  const instance = await createTestInstance(kind, settings);
  await instance.start();
  return instance;
}

/** A fresh database of `kind` and data folder, not started yet; `settings` add to its environment. */
export async function createTestInstance(kind: DatabaseKind, settings: NodeJS.ProcessEnv = {}): Promise<TestInstance> {
  const folder = await mkdtemp(join(tmpdir(), `wl-ops-${kind}-`));
  const database = kind === 'postgres' ? await createTestDatabase('postgres') : undefined;
  const env: NodeJS.ProcessEnv = {
    WATERLINE_DATA_DIR: join(folder, 'data'),
    ...(database?.url ? { DATABASE_URL: database.url } : {}),
    ...settings,
  };
  return testInstanceOn(kind, env, async () => {
    await database?.dispose();
    await rm(folder, { recursive: true, force: true });
  });
}

/** An instance (not started) on the database and data folder `env` names; `cleanUp` runs on dispose. */
export function testInstanceOn(kind: DatabaseKind, env: NodeJS.ProcessEnv, cleanUp: () => Promise<void>): TestInstance {
  const settings = { WATERLINE_JWT_SECRET: 'x'.repeat(64), ...env };
  let running: { waterline: Waterline; close(): Promise<void>; baseUrl: string } | undefined;
  const instance: TestInstance = {
    kind,
    env,
    get waterline() {
      return running!.waterline;
    },
    get baseUrl() {
      return running!.baseUrl;
    },
    async start() {
      const waterline = await composeWaterline(settings, { logger: silent });
      const server = createAppServer(waterline.app).listen(0, '127.0.0.1');
      await new Promise<void>((resolve) => server.once('listening', resolve));
      running = {
        waterline,
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        async close() {
          server.closeAllConnections();
          await new Promise<void>((resolve) => server.close(() => resolve()));
          await waterline.close();
        },
      };
    },
    async stop() {
      await running?.close();
      running = undefined;
    },
    async dispose() {
      await instance.stop();
      await cleanUp();
    },
  };
  return instance;
}

export interface SeededProject {
  projectKey: string;
  projectId: string;
  adminId: string;
  adminEmail: string;
  adminPassword: string;
  memberId: string;
  thresholdIds: string[];
  pmId: string;
}

export const SEEDED_ADMIN_PASSWORD = 'operator test password';

/** Seeds the demo project (data files, map and layer, survey with a private response) and a member, a title change, two thresholds and a measure. */
export async function seedProject(instance: TestInstance): Promise<SeededProject> {
  const { waterline } = instance;
  await seedFirstStart(waterline, {
    WATERLINE_ADMIN_EMAIL: 'admin@waterline.test',
    WATERLINE_ADMIN_PASSWORD: SEEDED_ADMIN_PASSWORD,
  });
  const project = await findOrWait(() => findProjectByKey(waterline.sql, DEMO_PROJECT_KEY));
  const adminId = project.createdBy;
  const admin: CommandOrigin = { actorId: adminId, correlationId: randomUUID() };
  const { userId: memberId } = await createUser(waterline.commands, admin, {
    first: '=Reed',
    last: 'Reader',
    email: 'reader@waterline.test',
    password: 'reader password 1',
  });
  await addMember(waterline.commands, admin, project.id, memberId, 3);
  await updateProject(waterline.commands, admin, {
    projectId: project.id,
    data: { title: 'Pine River: operations review' },
  });
  const thresholdIds: string[] = [];
  for (const data of [
    aThreshold({ location: 'Pine River at Bend', name: 'Flood stage', value: 15000 }),
    aWindowedRange({ location: 'Lake Alder', name: 'Winter band' }),
  ]) {
    thresholdIds.push(
      (
        await addThreshold(waterline.commands, admin, {
          projectId: project.id,
          data,
          actor: { userId: adminId, role: 1 },
        })
      ).thresholdId,
    );
  }
  const { pmId, position } = await savePerformanceMeasure(waterline.commands, admin, {
    projectId: project.id,
    data: aFrequencyMeasure({ name: 'High flow week', location: 'Pine River at Bend', value: 15000, daysInRow: 7 }),
    stepUp: { role: 1, passwordVerified: true },
  });
  await waterline.runner.waitForPosition(position, 20_000);
  await findOrWait(() => findUserByEmail(waterline.sql, 'reader@waterline.test'));
  return {
    projectKey: DEMO_PROJECT_KEY,
    projectId: project.id,
    adminId,
    adminEmail: 'admin@waterline.test',
    adminPassword: SEEDED_ADMIN_PASSWORD,
    memberId,
    thresholdIds,
    pmId,
  };
}

async function findOrWait<T>(find: () => Promise<T | null>): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const found = await find();
    if (found !== null) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The read model did not catch up');
}

/** The instance's API by endpoint name (contract/src/api-client.ts), signed in when `token` is given. */
export function apiOf(instance: TestInstance, token?: string): ApiClient {
  return apiClient(fetchTransport(instance.baseUrl), token ? { token } : {});
}

/** Signs in through the API and answers the token. */
export async function signIn(instance: TestInstance, email: string, password: string): Promise<string> {
  const response = await apiOf(instance).call('signIn', { body: { email, password } });
  const token = response.headers['token'];
  if (response.status !== 200 || !token) throw new Error(`Sign-in failed: ${response.status}`);
  return token;
}

const runFile = promisify(execFile);

/** Runs an operator script (`scripts/src/<script>`) on the instance, as an operator would with its settings. */
export function runScript(
  instance: TestInstance,
  script: string,
  args: readonly string[],
): Promise<{ stdout: string; stderr: string }> {
  const env = { ...process.env, ...instance.env, DATABASE_URL: instance.env.DATABASE_URL ?? '' };
  return runFile(process.execPath, ['--import', 'tsx', `scripts/src/${script}`, ...args], {
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** What a visitor and the read models see of the demo project: configuration, history, members, thresholds, measures, responses, blobs and the charts' answers. */
export async function projectSnapshot(instance: TestInstance) {
  const { sql, blobs } = instance.waterline;
  const project = (await findProjectByKey(sql, 'demo'))!;
  const api = apiOf(instance);
  const view = await api.answer('openProject', { path: { project_key: 'demo' } });
  const charts = [];
  for (const { dataSource } of view.data!.alternatives) {
    const manifest = await api.answer('dataManifest', { path: { project_key: 'demo', filename: dataSource } });
    const summaries = [];
    for (const { index } of manifest.locations)
      summaries.push(
        await api.answer('seriesSummary', {
          path: { project_key: 'demo', import_key: manifest.importKey, index },
          query: { startDay: 1 },
        }),
      );
    charts.push({ manifest, summaries });
  }
  const stored = [];
  for (const { key } of await blobs.list('demo/')) stored.push({ key, ...(await blobs.head(key)) });
  return {
    project: { id: project.id, version: project.version, configuration: project.configuration },
    view,
    history: await projectHistoryEntries(sql, project.id),
    members: await listProjectMembers(sql, project.id),
    thresholds: await listThresholds(sql, project.id),
    measures: await listPerformanceMeasures(sql, project.id),
    responses: await listSurveyResponses(sql, project.id, { includePrivate: true }),
    blobs: stored,
    charts,
  };
}
