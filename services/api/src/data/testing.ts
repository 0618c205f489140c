import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { LocalBlobStore } from '../blobs/local-blob-store.ts';
import { DataFiles } from './data-files.ts';
import { errorHandler } from '../http/errors.ts';
import { createAppServer } from '../http/app-server.ts';
import { VisitorAnswers } from '../http/visitor-answers.ts';
import { processLogger } from '../logger.ts';
import { dataRefusal } from './data-failures.ts';
import { dataRoutes, streamedDataRoutes } from './data-routes.ts';
import { defaultImportMemoryMb } from '../config.ts';
import { ImportWorkers } from './import-workers.ts';
import type { Alternative } from '@waterline/domain/projects/configuration';
import type { ProjectAccessChecks, SignedInUser } from '../auth/project-access-checks.ts';
import type { DataDeps } from './data-access.ts';

/** Test users by `token` header: 'admin-token' administers project 'demo' (also the pump project), 'reader-token' may read it; project 'open' is public. */
const usersByToken: Record<string, SignedInUser> = { 'admin-token': { id: 'admin' }, 'reader-token': { id: 'reader' } };

export interface DataTestServer {
  baseUrl: string;
  dataDir: string;
  blobs: LocalBlobStore;
  /** Makes a user an admin of a project, or no longer one. */
  setAdmin(userId: string, projectKey: string, isAdmin: boolean): void;
  /** Gives a project's configuration these alternatives. */
  setAlternatives(projectKey: string, alternatives: Alternative[]): void;
  /** Moves the server's clock forward. */
  advance(seconds: number): void;
  /** Every file under the data folder, relative to it. */
  files(): Promise<string[]>;
  close(): Promise<void>;
}

/** Starts a small Express app on a free loopback port with only the data routes, over a fresh temporary data folder. */
export interface DataTestServerOptions {
  maxUploadBytes?: number;
  signedUrlTtlSeconds?: number;
  /** The import processes' heap limit (a low one lets a test reach it). */
  importMemoryMb?: number;
  importQuotaBytes?: number;
  /** The alternatives of each project's configuration; none unless given. */
  alternatives?: Record<string, Alternative[]>;
}

export async function startDataTestServer(options: DataTestServerOptions = {}): Promise<DataTestServer> {
  const { importMemoryMb, alternatives = {}, ...limits } = options;
  const dataDir = await mkdtemp(join(tmpdir(), 'waterline-data-'));
  const blobs = LocalBlobStore.inDataDir(dataDir);
  let now = new Date('2026-03-01T12:00:00Z').getTime();
  const admins = new Set(['admin:demo']);
  const importWorkers = new ImportWorkers({ maxMemoryMb: importMemoryMb ?? defaultImportMemoryMb });
  const app = express();
  const router = express.Router();
  const deps: DataDeps = {
    blobs,
    dataFiles: new DataFiles(blobs, importWorkers),
    importWorkers,
    signingSecret: 'test-signing-secret',
    now: () => new Date(now),
    pump: { projectKey: 'demo', intakeTransect: 'Intake' },
    alternativesOf: async (projectKey) => alternatives[projectKey] ?? [],
    // As `opensToAnyone` below: no project here opens to anyone.
    alternativesOpenToAnyone: async () => null,
    ...limits,
  };
  const checks: ProjectAccessChecks = {
    authenticate: async (req) => usersByToken[String(req.headers.token)],
    canAdmin: async (user, projectKey) => admins.has(`${user.id}:${projectKey}`),
    canRead: async (req, projectKey) =>
      projectKey === 'open' || (projectKey === 'demo' && usersByToken[String(req.headers.token)] !== undefined),
    // Every answer here is private: shared caching is tested through the app (http/caching.int.test.ts).
    opensToAnyone: async () => false,
  };
  // As the app registers them: the signed upload before the JSON body parser, the refusals answered by its handler.
  streamedDataRoutes(router, deps, checks);
  router.use(express.json());
  // Their answers are kept here but never answered from: nothing in front asks the kept answers.
  const visitorAnswers = new VisitorAnswers({ securityHeaders: [], deadlineMs: 10_000, logger: processLogger });
  dataRoutes(router, deps, checks, visitorAnswers);
  app.use(router, errorHandler(processLogger, dataRefusal));
  const server = createAppServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir,
    blobs,
    setAdmin: (userId, projectKey, isAdmin) => {
      if (isAdmin) admins.add(`${userId}:${projectKey}`);
      else admins.delete(`${userId}:${projectKey}`);
    },
    setAlternatives: (projectKey, given) => {
      alternatives[projectKey] = given;
    },
    advance: (seconds) => {
      now += seconds * 1000;
    },
    files: async () => {
      const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(dataDir.length + 1))
        .sort();
    },
    close: async () => {
      server.closeAllConnections();
      importWorkers.stop();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
