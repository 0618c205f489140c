import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
