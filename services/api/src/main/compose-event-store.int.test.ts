import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { afterEach, describe, expect, it } from 'vitest';
import { createProject } from '../commands/projects.ts';
import { createUser } from '../commands/users.ts';
import { composeWaterline } from './compose.ts';

const silent = { info: () => undefined, error: () => undefined };
const folders: string[] = [];
async function dataDir(): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'waterline-event-store-'));
  folders.push(folder);
  return folder;
}
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('choosing the event store at start', () => {
  it('refuses EVENT_STORE=kurrentdb without KURRENTDB_URL, and a KurrentDB it cannot reach, before serving anything', async () => {
    const env = { WATERLINE_DATA_DIR: await dataDir(), WATERLINE_JWT_SECRET: 'x'.repeat(64), EVENT_STORE: 'kurrentdb' };
    await expect(composeWaterline(env, { logger: silent })).rejects.toThrow(
      'EVENT_STORE=kurrentdb needs KURRENTDB_URL',
    );
    // Nothing listens on port 1.
    await expect(
      composeWaterline({ ...env, KURRENTDB_URL: 'kurrentdb://127.0.0.1:1?tls=false' }, { logger: silent }),
    ).rejects.toThrow('Cannot reach KurrentDB at kurrentdb://127.0.0.1:1?tls=false');
  });

  const url = process.env.KURRENTDB_URL;
  if (url) {
    it('keeps the log in KurrentDB: commands append there, the read models follow, keys and emails stay unique', async () => {
      const waterline = await composeWaterline(
        {
          WATERLINE_DATA_DIR: await dataDir(),
          WATERLINE_JWT_SECRET: 'x'.repeat(64),
          EVENT_STORE: 'kurrentdb',
          KURRENTDB_URL: url,
        },
        { logger: silent },
      );
      try {
        const env = { ...waterline.commands, bcryptCost: 4 };
        const origin = { actorId: 'system', correlationId: randomUUID() };
        const email = `k${randomUUID()}@example.org`;
        const { userId } = await createUser(env, origin, { first: 'K', last: 'D', email, password: 'a long password' });
        await expect(
          createUser(env, origin, { first: 'K', last: 'D', email, password: 'a long password' }),
        ).rejects.toThrow();
        const key = `k-${randomUUID().slice(0, 8)}`;
        const created = await createProject(env, { actorId: userId, correlationId: randomUUID() }, { projectKey: key });
        await expect(
          createProject(env, { actorId: userId, correlationId: randomUUID() }, { projectKey: key }),
        ).rejects.toThrow('A project with this key already exists');
        expect(
          (await waterline.eventStore.readStream(streamIds.project(created.projectId))).map((event) => event.type),
        ).toEqual(['ProjectCreated', 'MemberAdded']);
        expect(await waterline.runner.waitForPosition(created.position, 20_000)).toBe(true);
        const { rows } = await waterline.sql.query<{ project_key: string }>(
          'SELECT project_key FROM projects_v4 WHERE project_id = $1',
          [created.projectId],
        );
        expect(rows).toEqual([{ project_key: key }]);
      } finally {
        await waterline.close();
      }
    });
  } else {
    it.skip('NOT VERIFIED: KURRENTDB_URL is not set (the app over KurrentDB)', () => undefined);
  }
});
