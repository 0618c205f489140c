/**
 * A projector process for the crash test: runs the test projection over DATABASE_URL in batches of
 * 10, prints "applied <version>" after each event and pauses, so the test can SIGKILL it mid-batch.
 */
import type { RecordedEvent } from '@waterline/domain/events/envelope';
import { openPostgresPool } from '@waterline/read-models/db/postgres-pool';
import type { Sql } from '@waterline/read-models/db/sql';
import type { Projection } from '@waterline/read-models/projection';
import { startProjectionRunner } from '@waterline/read-models/runner/projection-runner';
import { eventCountProjection } from '@waterline/read-models/runner/testing';
import { createPostgresEventStore } from '../postgres-event-store.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');

const slowProjection: Projection = {
  ...eventCountProjection,
  async apply(tx: Sql, events: readonly RecordedEvent[]) {
    for (const event of events) {
      await eventCountProjection.apply(tx, [event]);
      process.stdout.write(`applied ${event.version}\n`);
      await tx.query('SELECT pg_sleep(0.05)');
    }
  },
};

const sql = await openPostgresPool(databaseUrl);
await startProjectionRunner({
  sql,
  store: createPostgresEventStore(sql),
  projections: [slowProjection],
  batchSize: 10,
  pollIntervalMs: 50,
});
