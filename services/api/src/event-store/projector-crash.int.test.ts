import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { readCheckpoint } from '@waterline/read-models/runner/checkpoints';
import { startProjectionRunner } from '@waterline/read-models/runner/projection-runner';
import {
  buildEvents,
  countedEvents,
  eventCountProjection,
  uniqueStreamId,
} from '@waterline/read-models/runner/testing';
import { expect, it } from 'vitest';
import { createPostgresEventStore } from './postgres-event-store.ts';

const projectorProcess = fileURLToPath(new URL('./test-support/slow-projector-process.ts', import.meta.url));

describeEachDatabase(
  'projector process killed mid-batch',
  (db) => {
    it('rolls back the batch in progress and the next runner applies each event exactly once (real Postgres only: a second process)', async () => {
      const store = createPostgresEventStore(db.sql);
      await store.init();
      const streamId = uniqueStreamId();
      const { position: last } = await store.append(streamId, buildEvents(30));
      const tenth = (await store.readStream(streamId, { toVersion: 10 })).at(-1)!.position;

      const child = spawn(process.execPath, ['--import', 'tsx', projectorProcess], {
        env: { ...process.env, DATABASE_URL: db.url },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      let applied = 0;
      for await (const line of createInterface({ input: child.stdout })) {
        if (line.startsWith('applied ')) applied += 1;
        if (applied === 15) break;
      }
      child.kill('SIGKILL');
      expect(await exited).toBeNull();

      expect(await readCheckpoint(db.sql, eventCountProjection.name)).toEqual(tenth);
      expect(await countedEvents(db.sql, streamId)).toBe(10);

      const runner = await startProjectionRunner({
        sql: db.sql,
        store,
        projections: [eventCountProjection],
        pollIntervalMs: 50,
      });
      try {
        expect(await runner.waitForPosition(last, 20_000)).toBe(true);
        expect(await countedEvents(db.sql, streamId)).toBe(30);
        const { rows } = await db.sql.query('SELECT events FROM test_type_counts_v1');
        expect(rows).toEqual([{ events: 30 }]);
      } finally {
        await runner.stop();
        await store.close();
      }
    });
  },
  ['postgres'],
);
