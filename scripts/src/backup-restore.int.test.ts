import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgresPool } from '@waterline/read-models/db/postgres-pool';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';
import {
  projectSnapshot,
  runScript,
  seedProject,
  startTestInstance,
  testInstanceOn,
  type TestInstance,
} from './support/test-instance.ts';

const run = promisify(execFile);
const docs = new URL('../../docs/operations-scripts.md', import.meta.url);

/** The shell block that follows `<!-- recipe: name -->` in the operations doc: what an operator would type. */
async function recipe(name: string): Promise<string> {
  const text = await readFile(docs, 'utf8');
  const found = new RegExp(`<!-- recipe: ${name} -->\\n\`\`\`sh\\n([\\s\\S]*?)\`\`\``).exec(text);
  if (!found?.[1]) throw new Error(`The recipe "${name}" is not in docs/operations-scripts.md`);
  return found[1];
}

let source: TestInstance;
let restored: TestInstance;
let target: TestDatabase;
let folder = '';

beforeAll(async () => {
  source = await startTestInstance('postgres');
  await seedProject(source);
  folder = await mkdtemp(join(tmpdir(), 'wl-backup-'));
  // An empty database: the restore's target.
  target = await createTestDatabase('postgres');
  restored = testInstanceOn(
    'postgres',
    { DATABASE_URL: target.url, WATERLINE_DATA_DIR: join(folder, 'restored') },
    async () => undefined,
  );
}, 180_000);
afterAll(async () => {
  await restored?.stop();
  await target?.dispose();
  await source?.dispose();
  await rm(folder, { recursive: true, force: true });
});

it('the pg_dump backup and pg_restore recipe of the docs gives back the same project, with the server running during the backup', async () => {
  const env = {
    ...process.env,
    DATABASE_URL: source.env.DATABASE_URL,
    WATERLINE_DATA_DIR: source.env.WATERLINE_DATA_DIR,
    BACKUP_DIR: join(folder, 'backup'),
    RESTORE_URL: target.url,
    RESTORE_DATA_DIR: join(folder, 'restored'),
  };
  await run('bash', ['-euo', 'pipefail', '-c', await recipe('backup')], { env });
  await run('bash', ['-euo', 'pipefail', '-c', await recipe('restore')], { env });

  // The restored events are visible to the event store's readers.
  const check = await openPostgresPool(target.url!, { maxConnections: 1 });
  try {
    const { rows } = await check.query<{ visible: boolean }>(
      'SELECT (SELECT coalesce(max(transaction_id::text::numeric), 0) FROM events) < pg_current_xact_id()::text::numeric AS visible',
    );
    expect(rows[0]?.visible).toBe(true);
  } finally {
    await check.close();
  }

  await restored.start();
  expect(await projectSnapshot(restored)).toEqual(await projectSnapshot(source));
  const { stdout } = await runScript(restored, 'rebuild-read-models.ts', ['--check']);
  expect(stdout).toMatch(/All \d+ read models equal their rebuild\.\n$/);
}, 180_000);
