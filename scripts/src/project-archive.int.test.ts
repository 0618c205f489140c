import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, createUser, LocalBlobStore } from '@waterline/api';
import { createTestDatabase } from '@waterline/read-models/db/testing';
import { describeImport } from './import-project.ts';
import { importProject } from './project-archive/import-archive.ts';
import {
  apiOf,
  createTestInstance,
  projectSnapshot,
  runScript,
  seedProject,
  startTestInstance,
  type SeededProject,
  type TestInstance,
} from './support/test-instance.ts';

let source: TestInstance;
let embedded: TestInstance;
let server: TestInstance;
let seeded: SeededProject;
let sourceSnapshot: unknown;

beforeAll(async () => {
  source = await startTestInstance('postgres');
  seeded = await seedProject(source);
  sourceSnapshot = await projectSnapshot(source);
  embedded = await createTestInstance('pglite');
  server = await createTestInstance('postgres');
}, 240_000);
afterAll(async () => {
  await Promise.all([source?.dispose(), embedded?.dispose(), server?.dispose()]);
});

describe('export-project and import-project', () => {
  const archive = () => join(source.env.WATERLINE_DATA_DIR!, '..', 'demo.jsonl.gz');

  it('exports a project from a running PostgreSQL instance into one archive, without password hashes', async () => {
    const { stdout } = await runScript(source, 'export-project.ts', ['--project', 'demo', '--out', archive()]);
    expect(stdout).toMatch(
      /^Exported demo to .*demo\.jsonl\.gz: \d+ events in \d+ streams, \d+ blobs, 2 member profiles\.\n$/,
    );
    const lines = gunzipSync(await readFile(archive()))
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { record: string; streamId?: string; key?: string });
    const streams = new Set(lines.filter((line) => line.record === 'event').map((line) => line.streamId));
    expect(streams).toEqual(
      new Set([
        `project-${seeded.projectId}`,
        'project-key-demo',
        `survey-${seeded.projectId}`,
        ...seeded.thresholdIds.map((id) => `threshold-${id}`),
        `performance-measure-${seeded.pmId}`,
      ]),
    );
    expect(lines.filter((line) => line.record === 'blob').map((line) => line.key)).toEqual(
      expect.arrayContaining([
        'demo/data/demo-baseline.csv',
        'demo/layers/pine-river.geojson',
        'demo/pump/transects.csv',
      ]),
    );
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/passwordHash|\$2[aby]\$/);
  });

  it('imports it into a fresh embedded instance (PGlite): same configuration, history, data files and charts', async () => {
    const { stdout } = await runScript(embedded, 'import-project.ts', ['--in', archive()]);
    expect(stdout).toContain('Imported demo: ');
    expect(stdout).toContain('Member accounts made here without a usable password');
    expect(stdout).toContain('The read models hold the project.');
    await embedded.start();
    expect(await projectSnapshot(embedded)).toEqual(sourceSnapshot);
    // The accounts came without their passwords: the old one does not sign in.
    const signIn = await apiOf(embedded).call('signIn', {
      body: { email: seeded.adminEmail, password: seeded.adminPassword },
    });
    expect(signIn.status).toBe(401);
  });

  it('and back from the embedded instance into a fresh PostgreSQL one', async () => {
    await embedded.stop();
    const again = join(embedded.env.WATERLINE_DATA_DIR!, '..', 'demo-again.jsonl.gz');
    await runScript(embedded, 'export-project.ts', ['--project', 'demo', '--out', again]);
    await runScript(server, 'import-project.ts', ['--in', again]);
    await server.start();
    expect(await projectSnapshot(server)).toEqual(sourceSnapshot);
  });

  it('refuses a project key that exists, and an archive that is not whole, changing nothing', async () => {
    const eventCount = async () =>
      (await server.waterline.sql.query<{ count: string }>('SELECT count(*) FROM events')).rows[0]!.count;
    const before = await eventCount();
    await expect(runScript(server, 'import-project.ts', ['--in', archive()])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(
        'A project with the key "demo" already exists in this instance: nothing was imported.',
      ),
    });
    const truncated = join(source.env.WATERLINE_DATA_DIR!, '..', 'truncated.jsonl.gz');
    const lines = gunzipSync(await readFile(archive()))
      .toString('utf8')
      .trim()
      .split('\n');
    await writeFile(truncated, gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
    await expect(runScript(server, 'import-project.ts', ['--in', truncated])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('its end record is missing'),
    });
    await expect(
      runScript(server, 'export-project.ts', ['--project', 'nowhere', '--out', truncated]),
    ).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Unknown project: nowhere') });
    expect(await eventCount()).toBe(before);
  }, 120_000);

  it('keeps the accounts the target has, and makes none for an email another account holds there', async () => {
    const database = await createTestDatabase('postgres');
    const store = createPostgresEventStore(database.sql);
    const blobFolder = await mkdtemp(join(tmpdir(), 'wl-import-users-'));
    try {
      await store.init();
      const commands = { eventStore: store, clock: () => new Date(), bcryptCost: 10 };
      const origin = { actorId: 'operator', correlationId: 'test' };
      await createUser(
        commands,
        origin,
        { first: 'Admin', last: 'User', email: seeded.adminEmail, password: 'the target password' },
        seeded.adminId,
      );
      const adminBefore = await store.readStream(`user-${seeded.adminId}`);
      const { userId: otherId } = await createUser(commands, origin, {
        first: 'Someone',
        last: 'Else',
        email: 'reader@waterline.test',
        password: 'another password',
      });
      const summary = await importProject({
        store,
        blobs: new LocalBlobStore(blobFolder),
        file: archive(),
        bcryptCost: 10,
      });
      expect(summary.users.kept.map((user) => user.id)).toEqual([seeded.adminId]);
      expect(summary.users.created).toEqual([]);
      expect(summary.users.emailTaken.map((user) => user.id)).toEqual([seeded.memberId]);
      expect(describeImport(summary)).toContain(
        `Not made, their email belongs to another account here (the membership keeps the archive's user id): reader@waterline.test (${seeded.memberId}).`,
      );
      // The account already here is left as it was.
      expect(await store.readStream(`user-${seeded.adminId}`)).toEqual(adminBefore);
      expect(await store.readStream(`user-${seeded.memberId}`)).toEqual([]);
      expect(
        (await store.readStream('user-email-reader@waterline.test')).map(
          (event) => (event.data as { ownerId: string }).ownerId,
        ),
      ).toEqual([otherId]);
    } finally {
      await store.close();
      await database.dispose();
      await rm(blobFolder, { recursive: true, force: true });
    }
  }, 60_000);
});
