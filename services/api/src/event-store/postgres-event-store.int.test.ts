import { buildEvent, buildEvents, uniqueStreamId } from '@waterline/read-models/runner/testing';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { expect, it } from 'vitest';
import { eventStoreContract } from './contract.ts';
import { DuplicateEventIdError } from './errors.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';
import { holdAppendOpen, holdTransactionOpen } from './testing.ts';

describeEachDatabase('Postgres event store', (db) => {
  eventStoreContract({
    async openStore() {
      const store = createPostgresEventStore(db.sql, { pollIntervalMs: 100 });
      await store.init();
      return store;
    },
    holdAppendOpen: db.kind === 'postgres' ? (streamId, events) => holdAppendOpen(db.sql, streamId, events) : undefined,
    holdTransactionOpen: db.kind === 'postgres' ? () => holdTransactionOpen(db.sql) : undefined,
  });

  it('keeps event ids unique across streams: reusing one stores nothing and names the id', async () => {
    const store = createPostgresEventStore(db.sql);
    await store.init();
    const used = buildEvent();
    await store.append(uniqueStreamId(), [used]);
    const other = uniqueStreamId();
    const reuse = store.append(other, [buildEvent(), used]);
    await expect(reuse).rejects.toBeInstanceOf(DuplicateEventIdError);
    await expect(reuse).rejects.toThrow(used.eventId);
    expect(await store.readStream(other)).toEqual([]);
  });

  it('refuses a retry that overlaps an earlier append only in part', async () => {
    const store = createPostgresEventStore(db.sql);
    const streamId = uniqueStreamId();
    const [first, second] = buildEvents(2);
    await store.append(streamId, [first!]);
    await expect(store.append(streamId, [first!, second!], { expectedVersion: 0 })).rejects.toBeInstanceOf(
      DuplicateEventIdError,
    );
    await expect(store.append(streamId, [first!, second!])).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect(await store.readStream(streamId)).toHaveLength(1);
  });

  it('orders positions as numbers where their digit count changes', async () => {
    const store = createPostgresEventStore(db.sql);
    const before = (await store.append(uniqueStreamId(), [buildEvent()])).position;
    await db.sql.exec('ALTER TABLE events ALTER COLUMN global_position RESTART WITH 99998');
    const streamId = uniqueStreamId();
    await store.append(streamId, buildEvents(4));
    await expect.poll(async () => (await store.readAll(before, 10)).length, { timeout: 15_000 }).toBe(4);
    const read = await store.readAll(before, 10);
    expect(read.map((event) => [event.version, event.position.globalPosition])).toEqual([
      [1, '99998'],
      [2, '99999'],
      [3, '100000'],
      [4, '100001'],
    ]);
  });

  it('creates its tables idempotently', async () => {
    const store = createPostgresEventStore(db.sql);
    await store.init();
    await store.init();
    const { rows } = await db.sql.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('streams', 'events') ORDER BY 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(['events', 'streams']);
  });
});
