import { ConcurrencyError, type EventStore } from '@waterline/domain/events/event-store';
import type { Sql } from '@waterline/read-models/db/sql';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { buildEvent, buildEvents, uniqueStreamId } from '@waterline/read-models/runner/testing';
import { expect, it } from 'vitest';
import { createPostgresEventStore } from './postgres-event-store.ts';

/** `sql`, counting the statements that insert events. */
function countingInserts(sql: Sql): { sql: Sql; inserts: () => number } {
  let inserts = 0;
  return {
    sql: {
      ...sql,
      query: (text, params) => {
        if (text.includes('INSERT INTO events')) inserts += 1;
        return sql.query(text, params);
      },
    },
    inserts: () => inserts,
  };
}

/** An append to a stream of its own: made first, it goes alone, and the appends made with it share the next statement. */
const inFlight = (store: EventStore) => store.append(uniqueStreamId('in-flight'), [buildEvent()]);

describeEachDatabase('Appends at the same time', (db) => {
  it('go to the database together, each answered with its own stream version and position', async () => {
    const counted = countingInserts(db.sql);
    const store = createPostgresEventStore(counted.sql);
    await store.init();
    const streams = Array.from({ length: 30 }, () => uniqueStreamId('grouped'));
    const results = await Promise.all(streams.map((streamId) => store.append(streamId, buildEvents(2))));
    // The first goes alone; the 29 that arrive while it is stored share the next statement.
    expect(counted.inserts()).toBe(2);
    for (const [index, streamId] of streams.entries()) {
      const stored = await store.readStream(streamId);
      expect(stored.map((event) => event.version)).toEqual([1, 2]);
      expect(results[index]).toEqual({ nextVersion: 2, position: stored[1]!.position });
    }
  });

  it('refuse a stale expected version in a group and store the others', async () => {
    const store = createPostgresEventStore(db.sql);
    const [stale, fresh, created] = [uniqueStreamId(), uniqueStreamId(), uniqueStreamId()];
    await store.append(stale, buildEvents(2));
    await store.append(fresh, buildEvents(1));
    const [, ...outcomes] = await Promise.allSettled([
      inFlight(store),
      store.append(stale, [buildEvent()], { expectedVersion: 1 }),
      store.append(fresh, [buildEvent()], { expectedVersion: 1 }),
      store.append(created, [buildEvent()], { expectedVersion: 'no_stream' }),
    ]);
    expect(outcomes[0]).toMatchObject({ status: 'rejected', reason: expect.any(ConcurrencyError) });
    expect(outcomes[1]).toMatchObject({ status: 'fulfilled', value: { nextVersion: 2 } });
    expect(outcomes[2]).toMatchObject({ status: 'fulfilled', value: { nextVersion: 1 } });
    expect(await store.readStream(stale)).toHaveLength(2);
  });

  it('answer a retry in a group with the original append and store nothing twice', async () => {
    const store = createPostgresEventStore(db.sql);
    const [retried, other] = [uniqueStreamId(), uniqueStreamId()];
    const events = buildEvents(2);
    const original = await store.append(retried, events);
    const [, again, stored] = await Promise.all([
      inFlight(store),
      store.append(retried, events),
      store.append(other, buildEvents(3)),
    ]);
    expect(again).toEqual(original);
    expect(stored.nextVersion).toBe(3);
    expect(await store.readStream(retried)).toHaveLength(2);
    expect(await store.readStream(other)).toHaveLength(3);
  });

  it('fail alone on data the database refuses, and the others in its group are stored', async () => {
    const store = createPostgresEventStore(db.sql);
    const [refused, other] = [uniqueStreamId(), uniqueStreamId()];
    const [, ...outcomes] = await Promise.allSettled([
      inFlight(store),
      store.append(refused, [buildEvent('SomethingHappened', { note: 'nul \u0000 inside' })]),
      store.append(other, buildEvents(2)),
    ]);
    expect(outcomes[0]).toMatchObject({
      status: 'rejected',
      reason: { message: 'unsupported Unicode escape sequence' },
    });
    expect(outcomes[1]).toMatchObject({ status: 'fulfilled', value: { nextVersion: 2 } });
    expect(await store.readStream(refused)).toEqual([]);
  });

  it('store two appends to one stream one after the other, each after the version the first left', async () => {
    const store = createPostgresEventStore(db.sql);
    const streamId = uniqueStreamId();
    const [first, second] = await Promise.all([
      store.append(streamId, [buildEvent()], { expectedVersion: 'no_stream' }),
      store.append(streamId, buildEvents(2), { expectedVersion: 1 }),
    ]);
    expect([first.nextVersion, second.nextVersion]).toEqual([1, 3]);
    expect((await store.readStream(streamId)).map((event) => event.version)).toEqual([1, 2, 3]);
  });

  it('from two stores on one database (two processes) sharing streams lose nothing and store nothing twice', async () => {
    const stores = [createPostgresEventStore(db.sql), createPostgresEventStore(db.sql)];
    const streams = Array.from({ length: 8 }, () => uniqueStreamId('shared'));
    const rounds = 10;
    await Promise.all(
      stores.map(async (store, index) => {
        const order = index === 0 ? streams : [...streams].reverse();
        for (let round = 0; round < rounds; round += 1)
          await Promise.all(order.map((streamId) => store.append(streamId, [buildEvent()])));
      }),
    );
    for (const streamId of streams) {
      const stored = await stores[0]!.readStream(streamId);
      expect(stored.map((event) => event.version)).toEqual(Array.from({ length: 2 * rounds }, (_, index) => index + 1));
      expect(new Set(stored.map((event) => event.eventId)).size).toBe(2 * rounds);
    }
  });
});
