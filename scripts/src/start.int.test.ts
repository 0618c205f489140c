import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';

const run = promisify(execFile);
const STARTUP_LIMIT_MS = 120_000;

// `npm start` on a port another program holds: it says so and exits non-zero, whatever its role.
describe('starting on a port that is taken', () => {
  let db: TestDatabase;
  let dataDir: string;
  let holder: Server;
  let port: number;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    dataDir = await mkdtemp(join(tmpdir(), 'wl-start-'));
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, resolve));
    port = (holder.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => holder.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
    await db?.dispose();
  });

  // A process that starts, composes and seeds takes a while on a busy machine; one that never ends is killed and fails.
  it.each(['api', 'projector'])(
    'exits non-zero with a clear message in role %s',
    async (role) => {
      const started = run(process.execPath, ['--import', 'tsx', 'scripts/src/start.ts'], {
        env: {
          ...process.env,
          DATABASE_URL: db.url,
          WATERLINE_DATA_DIR: dataDir,
          WATERLINE_ROLE: role,
          PORT: String(port),
        },
        timeout: STARTUP_LIMIT_MS,
      });
      const failure = await started.then(
        (ran) => ({ code: 0, killed: false, ...ran }),
        (error: { code: number | null; killed: boolean; stdout: string; stderr: string }) => error,
      );
      expect(failure.killed).toBe(false);
      expect(failure.code).not.toBe(0);
      expect(failure.stderr).toContain(`Waterline could not listen on port ${port}: it is already in use`);
      expect(failure.stdout).not.toContain('running');
    },
    STARTUP_LIMIT_MS + 30_000,
  );
});

/** Starts the app on a free port until it has printed `lines` lines of its first screen, then stops it. */
async function firstScreen(env: NodeJS.ProcessEnv, lines: number): Promise<string[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/start.ts'], {
    env: { ...process.env, ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const printed: string[] = [];
  try {
    return await new Promise<string[]>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        printed.push(line);
        if (printed.length === lines) resolve(printed);
      });
      child.once('exit', (code) => reject(new Error(`The app ended (${code}) after printing: ${printed.join('\n')}`)));
    });
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)));
  }
}

describe('the first screen of a start', () => {
  let db: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    dataDir = await mkdtemp(join(tmpdir(), 'wl-start-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await db?.dispose();
  });

  it(
    'names the address, the admin and a license key, at the first start and at the next',
    async () => {
      const env = { DATABASE_URL: db.url, WATERLINE_DATA_DIR: dataDir, WATERLINE_ADMIN_EMAIL: 'Owner@Example.test' };
      const first = await firstScreen(env, 5);
      expect(first[0]).toMatch(/^Waterline is running at http:\/\/localhost:[1-9]\d* /);
      expect(first[2]).toBe('Admin account: owner@example.test');
      expect(first[3]).toMatch(/^Admin password: \S{16}/);
      expect(first[4]).toMatch(/^License key for one sign-up: WL-/);

      const next = await firstScreen(env, 4);
      expect(next[0]).toMatch(/^Waterline is running at http:\/\/localhost:[1-9]\d* /);
      expect(next[2]).toBe('Admin account: owner@example.test   (its password was shown at the first start)');
      expect(next[3]).toBe('License key for one sign-up: npx tsx scripts/src/issue-license-key.ts');
    },
    STARTUP_LIMIT_MS * 2,
  );
});
