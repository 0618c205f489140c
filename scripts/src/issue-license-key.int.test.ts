import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { createPostgresEventStore, hashLicenseKey, type PostgresEventStore } from '@waterline/api';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';

const run = promisify(execFile);
let db: TestDatabase;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase('postgres');
  store = createPostgresEventStore(db.sql);
});
afterAll(async () => {
  await store.close();
  await db.dispose();
});

it('prints new license keys and records only their hashes', async () => {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/src/issue-license-key.ts', '2'], {
    env: { ...process.env, DATABASE_URL: db.url },
  });
  const keys = stdout.trim().split('\n');
  expect(keys).toHaveLength(2);
  for (const key of keys) {
    expect(key).toMatch(/^WL-[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    const events = await store.readStream(streamIds.licenseKey(hashLicenseKey(key)));
    expect(events.map((event) => [event.type, event.metadata.actorId])).toEqual([['LicenseKeyIssued', 'operator']]);
    expect(JSON.stringify(events)).not.toContain(key);
  }
});

it('refuses a count that is not a small whole number', async () => {
  await expect(
    run(process.execPath, ['--import', 'tsx', 'scripts/src/issue-license-key.ts', 'many'], {
      env: { ...process.env, DATABASE_URL: db.url },
    }),
  ).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('Usage'),
  });
});
