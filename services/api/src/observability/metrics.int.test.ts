import { expect, it } from 'vitest';
import { ConcurrencyError } from '@waterline/domain/events/event-store';
import { LOG_START } from '@waterline/domain/events/envelope';
import { createTestDatabase } from '@waterline/read-models/db/testing';
import { buildEvent, uniqueStreamId } from '@waterline/read-models/runner/testing';
import { createPostgresEventStore } from '../event-store/postgres-event-store.ts';
import { countingEventStore, createMetrics } from './metrics.ts';

it('counts failed event-store calls by operation, but not version conflicts', async () => {
  const db = await createTestDatabase('postgres');
  const metrics = createMetrics();
  const store = countingEventStore(createPostgresEventStore(db.sql), metrics);
  const errors = async () =>
    (await metrics.registry.getSingleMetric('waterline_event_store_errors_total')!.get()).values.map(
      ({ labels, value }) => [labels.operation, value],
    );
  try {
    await store.init();
    const stream = uniqueStreamId();
    await store.append(stream, [buildEvent()], { expectedVersion: 'no_stream' });
    await expect(store.append(stream, [buildEvent()], { expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
    expect(await errors()).toEqual([]);
    await db.sql.exec('DROP TABLE events');
    await expect(store.readAll(LOG_START, 10)).rejects.toThrow();
    await expect(store.readAll(LOG_START, 10)).rejects.toThrow();
    await expect(store.readStream(stream)).rejects.toThrow();
    expect(await errors()).toEqual([
      ['readAll', 2],
      ['readStream', 1],
    ]);
  } finally {
    await store.close();
    await db.dispose();
  }
});
