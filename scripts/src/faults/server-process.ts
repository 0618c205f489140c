import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createPostgresEventStore, createProject, createUser, signUserToken } from '@waterline/api';
import type { Sql } from '@waterline/read-models/db/sql';

const startScript = fileURLToPath(new URL('../start.ts', import.meta.url));
const STARTUP_TIMEOUT_MS = 40_000;

/** The server as `npm start` runs it, in a child process of its own. */
export interface ServerProcess {
  baseUrl: string;
  /** Resolves with the signal that ended the process (null when it exited by itself). */
  exited: Promise<NodeJS.Signals | null>;
  kill(signal: NodeJS.Signals): void;
  /** True until the process has ended. */
  running(): boolean;
  /** What the process wrote to stderr so far. */
  errorOutput(): string;
}

/** What one process runs (WATERLINE_ROLE, default both), in which data folder (default the settings'), with what more in its environment. */
export interface ServerProcessOptions {
  role?: 'api' | 'projector' | 'both';
  dataDir?: string;
  env?: NodeJS.ProcessEnv;
}

/** The settings a test server runs with: a fixed JWT secret (so the test can sign tokens) and its own data folder. */
export interface ServerSettings {
  databaseUrl: string;
  jwtSecret: string;
  dataDir: string;
}

export async function serverSettings(databaseUrl: string): Promise<ServerSettings> {
  return {
    databaseUrl,
    jwtSecret: randomBytes(32).toString('hex'),
    dataDir: await mkdtemp(join(tmpdir(), 'wl-fault-')),
  };
}

/**
 * Starts scripts/src/start.ts on a free port; resolves once it says it is running. The process leads a process group
 * of its own, and `kill` signals the whole group.
 */
export async function startServerProcess(
  settings: ServerSettings,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const role = options.role ?? 'both';
  const child = spawn(process.execPath, ['--import', 'tsx', startScript], {
    env: {
      ...process.env,
      DATABASE_URL: settings.databaseUrl,
      WATERLINE_JWT_SECRET: settings.jwtSecret,
      WATERLINE_DATA_DIR: options.dataDir ?? settings.dataDir,
      WATERLINE_ROLE: role,
      PORT: String(port),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group has already ended.
    }
  };
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const errors: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const running = new Promise<void>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith(role === 'projector' ? 'Waterline projectors are running' : 'Waterline is running'))
        resolve();
    });
    void exited.then(() => reject(new Error(`The server ended before it was running: ${errors.join('')}`)));
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The server did not start within ${STARTUP_TIMEOUT_MS} ms: ${errors.join('')}`)),
      STARTUP_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([running, timeout]);
  } catch (error) {
    kill('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    exited,
    kill,
    running: () => child.exitCode === null && child.signalCode === null,
    errorOutput: () => errors.join(''),
  };
}

/** The admin account (so the server skips the demo) and projects it administers, written to the log before the server starts. */
export async function seedAdminProjects(
  sql: Sql,
  settings: ServerSettings,
  projectCount: number,
): Promise<{ token: string; projects: { id: string; key: string }[] }> {
  const store = createPostgresEventStore(sql);
  await store.init();
  const env = { eventStore: store, clock: () => new Date(), bcryptCost: 4 };
  const origin = { actorId: 'system', correlationId: randomUUID() };
  const { userId } = await createUser(env, origin, {
    first: 'Admin',
    last: 'User',
    email: 'admin@waterline.local',
    password: 'admin password',
  });
  const projects: { id: string; key: string }[] = [];
  for (let index = 0; index < projectCount; index += 1) {
    const created = await createProject(
      env,
      { actorId: userId, correlationId: randomUUID() },
      { projectKey: `fault-${index}`, data: { title: 'Start' } },
    );
    projects.push({ id: created.projectId, key: created.projectKey });
  }
  await store.close();
  return { token: signUserToken(settings.jwtSecret, userId, 0, 3600), projects };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
