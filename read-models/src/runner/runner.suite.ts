import type { RecordedEvent } from '@waterline/domain/events/envelope';
import type { EventStore } from '@waterline/domain/events/event-store';
import { expect, it } from 'vitest';
import type { Sql } from '../db/sql.ts';
import type { Projection } from '../projection.ts';
import { readCheckpoint } from './checkpoints.ts';
import { readProjectionStops, type ProjectionStop } from './projection-stops.ts';
import { runnerFixture, type RunnerSuiteSetup } from './runner-fixture.ts';
import {
  buildEvent,
  buildEvents,
  countedEvents,
  eventCountProjection,
  uniqueStreamId,
  type HoldAppendOpen,
  type HoldTransactionOpen,
} from './testing.ts';

export interface ProjectionRunnerSuiteSetup extends RunnerSuiteSetup {
  /** Present where two transactions can be open at once (real PostgreSQL). */
  holdAppendOpen?: HoldAppendOpen;
  /** Present where two transactions can be open at once (real PostgreSQL). */
  holdTransactionOpen?: HoldTransactionOpen;
  /** True when the store's appends NOTIFY the read models' database (the PostgreSQL event store). */
  appendsNotify?: boolean;
}

const WAIT_MS = 20_000;

/** The projector runner's behaviour over one event-store adapter; call inside a describe block (after its database hooks). */
export function projectionRunnerSuite(setup: ProjectionRunnerSuiteSetup): void {
  const fixture = runnerFixture(setup);
  const start = (
    projections: Projection[] = [eventCountProjection],
    options: { batchSize?: number; onError?: (error: unknown) => void; onStop?: (stop: ProjectionStop) => void } = {},
  ) => fixture.start({ projections, ...options });

  it('creates the tables, applies every event once and checkpoints the last position', async () => {
    const runner = await start();
    const streamId = uniqueStreamId();
    await fixture.store.append(streamId, buildEvents(3));
    const { position } = await fixture.store.append(streamId, buildEvents(2));
    expect(await runner.waitForPosition(position, WAIT_MS)).toBe(true);
    expect(await countedEvents(setup.sql, streamId)).toBe(5);
    expect(await readCheckpoint(setup.sql, eventCountProjection.name)).toEqual(position);
    await runner.stop();
  });

  it('resumes from its checkpoint after a restart without applying old events again', async () => {
    const streamId = uniqueStreamId();
    const first = await start();
    await first.waitForPosition((await fixture.store.append(streamId, buildEvents(2))).position, WAIT_MS);
    await first.stop();
    const { position } = await fixture.store.append(streamId, buildEvents(3));
    const second = await start();
    expect(await second.waitForPosition(position, WAIT_MS)).toBe(true);
    expect(await countedEvents(setup.sql, streamId)).toBe(5);
    await second.stop();
  });

  it('rolls back a batch that fails midway and applies each of its events exactly once on the retry', async () => {
    const streamId = uniqueStreamId();
    let failuresLeft = 1;
    const failingOnce: Projection = {
      ...eventCountProjection,
      async apply(tx: Sql, events: readonly RecordedEvent[]) {
        await eventCountProjection.apply(tx, events);
        if (events.some((event) => event.streamId === streamId && event.version === 4) && failuresLeft-- > 0)
          throw new Error('crash inside the batch');
      },
    };
    const errors: unknown[] = [];
    const runner = await start([failingOnce], { batchSize: 5, onError: (error) => errors.push(error) });
    const { position } = await fixture.store.append(streamId, buildEvents(6));
    expect(await runner.waitForPosition(position, WAIT_MS)).toBe(true);
    expect(errors).toEqual([new Error('crash inside the batch')]);
    expect(await countedEvents(setup.sql, streamId)).toBe(6);
    await runner.stop();
  });

  it('leaves the checkpoint where it was when the batch fails at its commit, and applies the batch on the retry', async () => {
    const streamId = uniqueStreamId();
    let failuresLeft = 1;
    // The dangling reference passes every statement and fails only at COMMIT, after the checkpoint is written.
    const failingAtCommit: Projection = {
      ...eventCountProjection,
      schema: `${eventCountProjection.schema}
        CREATE TABLE IF NOT EXISTS test_commit_parents_v1 (id integer PRIMARY KEY);
        CREATE TABLE IF NOT EXISTS test_commit_children_v1 (parent integer REFERENCES test_commit_parents_v1 DEFERRABLE INITIALLY DEFERRED);`,
      async apply(tx: Sql, events: readonly RecordedEvent[]) {
        await eventCountProjection.apply(tx, events);
        if (events.some((event) => event.streamId === streamId && event.version === 3) && failuresLeft-- > 0)
          await tx.query('INSERT INTO test_commit_children_v1 (parent) VALUES (-1)');
      },
    };
    const before = (await fixture.store.append(uniqueStreamId('marker'), [buildEvent()])).position;
    const first = await start([eventCountProjection]);
    expect(await first.waitForPosition(before, WAIT_MS)).toBe(true);
    await first.stop();
    const checkpointsAtFailure: Promise<unknown>[] = [];
    const runner = await start([failingAtCommit], {
      batchSize: 5,
      onError: (error) =>
        checkpointsAtFailure.push(
          readCheckpoint(setup.sql, eventCountProjection.name).then((checkpoint) => ({
            error: String(error),
            checkpoint,
          })),
        ),
    });
    const { position } = await fixture.store.append(streamId, buildEvents(4));
    expect(await runner.waitForPosition(position, WAIT_MS)).toBe(true);
    expect(await Promise.all(checkpointsAtFailure)).toEqual([
      { error: expect.stringContaining('foreign key') as unknown, checkpoint: before },
    ]);
    expect(await countedEvents(setup.sql, streamId)).toBe(4);
    await runner.stop();
  });

  it('never applies an event twice with two runners on the same projection', async () => {
    const counts = await fixture.countsWithTwoRunners(
      () => start(undefined, { batchSize: 2 }),
      (streamId) => countedEvents(setup.sql, streamId),
    );
    expect(counts).toEqual([20, 20, 20]);
  });

  it('answers false when a projection cannot reach the position in time, and reports its error', async () => {
    const broken: Projection = {
      name: 'test_always_failing_v1',
      tables: ['test_always_failing_v1'],
      schema: 'CREATE TABLE IF NOT EXISTS test_always_failing_v1 (id int)',
      handles: () => true,
      async apply() {
        throw new Error('projection bug');
      },
    };
    const errors: unknown[] = [];
    const runner = await start([eventCountProjection, broken], { onError: (error) => errors.push(error) });
    const { position } = await fixture.store.append(uniqueStreamId(), [buildEvent()]);
    expect(await runner.waitForPosition(position, 500)).toBe(false);
    expect(errors[0]).toEqual(new Error('projection bug'));
    await runner.stop();
  });

  it('stops a projection at an event it cannot apply, names it, and goes on with the others; a new runner tries again', async () => {
    const poisonable = (accept: (n: number) => number): Projection => ({
      name: 'test_poisonable_v1',
      tables: ['test_poisonable_v1'],
      schema: 'CREATE TABLE IF NOT EXISTS test_poisonable_v1 (n integer NOT NULL CHECK (n >= 0))',
      handles: (event) => event.type === 'NumberSeen',
      async apply(tx: Sql, events: readonly RecordedEvent[]) {
        for (const event of events)
          if (event.type === 'NumberSeen')
            await tx.query('INSERT INTO test_poisonable_v1 (n) VALUES ($1)', [accept((event.data as { n: number }).n)]);
      },
    });
    const stops: ProjectionStop[] = [];
    const runner = await start([eventCountProjection, poisonable((n) => n)], {
      onStop: (stop) => stops.push(stop),
    });
    const streamId = uniqueStreamId();
    const poison = buildEvent('NumberSeen', { n: -1 });
    const { position } = await fixture.store.append(streamId, [
      buildEvent('NumberSeen', { n: 1 }),
      poison,
      buildEvent('NumberSeen', { n: 2 }),
    ]);
    // Answered at once, not after the wait: the stopped projection will not get there.
    expect(await runner.waitForPosition(position, 10 * 60_000)).toBe(false);
    const stop = {
      projection: 'test_poisonable_v1',
      eventId: poison.eventId,
      streamId,
      eventType: 'NumberSeen',
      error: expect.stringContaining('check constraint') as unknown,
    };
    expect(stops).toEqual([stop]);
    expect(runner.stops()).toEqual([stop]);
    const stopsOfTest = async () =>
      (await readProjectionStops(setup.sql)).filter((recorded) => recorded.projection === stop.projection);
    expect(await stopsOfTest()).toEqual([stop]);
    const counted = await start([eventCountProjection]);
    expect(await counted.waitForPosition(position, WAIT_MS)).toBe(true);
    expect(await countedEvents(setup.sql, streamId)).toBe(3);
    await Promise.all([runner.stop(), counted.stop()]);

    const fixed = await start([eventCountProjection, poisonable(Math.abs)]);
    expect(await fixed.waitForPosition(position, WAIT_MS)).toBe(true);
    expect(await stopsOfTest()).toEqual([]);
    const { rows } = await setup.sql.query<{ n: number }>('SELECT n FROM test_poisonable_v1 ORDER BY n');
    expect(rows.map((row) => row.n)).toEqual([1, 1, 2]);
    await fixed.stop();
  });

  it('looks for events less and less often while none arrive', async () => {
    let looks = 0;
    const counting = new Proxy(fixture.store, {
      get(target, property) {
        if (property === 'readAll')
          return (...args: Parameters<EventStore['readAll']>) => ((looks += 1), target.readAll(...args));
        const value = Reflect.get(target, property) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const runner = await fixture.start({
      store: counting,
      projections: [eventCountProjection],
      pollIntervalMs: 10,
      idlePollIntervalMs: 60_000,
    });
    expect(
      await runner.waitForPosition((await fixture.store.append(uniqueStreamId(), [buildEvent()])).position, WAIT_MS),
    ).toBe(true);
    looks = 0;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // Every 10 ms would be about 100 looks; doubling pauses (10, 20, 40, ... ms) make about 7.
    expect(looks).toBeLessThan(20);
    if (setup.appendsNotify) {
      // The append's notification wakes the loop: the event does not wait out a pause that is now 640 ms or more.
      const streamId = uniqueStreamId();
      await fixture.store.append(streamId, [buildEvent()]);
      await expect.poll(() => countedEvents(setup.sql, streamId), { timeout: 10_000 }).toBe(1);
    }
    await runner.stop();
  });

  it('only moves the checkpoint over a batch without any event the projection reads', async () => {
    const streamId = uniqueStreamId();
    const wantedOnly: Projection = {
      ...eventCountProjection,
      name: 'test_wanted_counts_v1',
      handles: (event) => event.type === 'Wanted',
    };
    const runner = await start([wantedOnly]);
    const { position: skipped } = await fixture.store.append(streamId, buildEvents(3, 'Unwanted'));
    expect(await runner.waitForPosition(skipped, WAIT_MS)).toBe(true);
    expect(await readCheckpoint(setup.sql, wantedOnly.name)).toEqual(skipped);
    expect(await countedEvents(setup.sql, streamId)).toBe(0);
    // A batch holding one event it reads is applied whole.
    await fixture.store.append(streamId, buildEvents(1, 'Unwanted'));
    const { position } = await fixture.store.append(streamId, buildEvents(1, 'Wanted'));
    expect(await runner.waitForPosition(position, WAIT_MS)).toBe(true);
    expect(await countedEvents(setup.sql, streamId)).toBeGreaterThanOrEqual(1);
    await runner.stop();
  });

  it('answers false to waiters when stopped', async () => {
    const runner = await start();
    await runner.stop();
    const { position } = await fixture.store.append(uniqueStreamId(), [buildEvent()]);
    expect(await runner.waitForPosition(position, WAIT_MS)).toBe(false);
  });

  it('refuses projection names that are not plain identifiers, and a bad batch size', async () => {
    await expect(start([{ ...eventCountProjection, name: 'bad name; drop' }])).rejects.toThrow('lowercase identifier');
    await expect(start([eventCountProjection, eventCountProjection])).rejects.toThrow('listed twice');
    await expect(start([eventCountProjection], { batchSize: 0 })).rejects.toThrow('batchSize');
  });

  const { holdAppendOpen, holdTransactionOpen } = setup;
  if (holdAppendOpen && holdTransactionOpen) {
    it('applies an append with a higher transaction id but a lower position that commits after the runner passed it (real Postgres only: two open transactions)', async () => {
      const runner = await start(undefined, { batchSize: 1 });
      const [slow, fast] = [uniqueStreamId('slow'), uniqueStreamId('fast')];
      const early = await holdTransactionOpen();
      const held = await holdAppendOpen(slow, [buildEvent()]);
      try {
        const { position: fastPosition } = await early.append(fast, [buildEvent()]);
        await early.commit();
        expect(await runner.waitForPosition(fastPosition, WAIT_MS)).toBe(true);
        expect([await countedEvents(setup.sql, slow), await countedEvents(setup.sql, fast)]).toEqual([0, 1]);
        await held.commit();
        const { position: after } = await fixture.store.append(uniqueStreamId('marker'), [buildEvent()]);
        expect(await runner.waitForPosition(after, WAIT_MS)).toBe(true);
        expect([await countedEvents(setup.sql, slow), await countedEvents(setup.sql, fast)]).toEqual([1, 1]);
        await runner.stop();
      } finally {
        await early.rollback();
        await held.rollback();
      }
    });
  }

  if (holdAppendOpen) {
    it('is held back by an uncommitted lower position and skips nothing once it commits, batch size 1 (real Postgres only: two open transactions)', async () => {
      const runner = await start(undefined, { batchSize: 1 });
      const [slow, fast] = [uniqueStreamId('slow'), uniqueStreamId('fast')];
      const held = await holdAppendOpen(slow, [buildEvent()]);
      try {
        const { position } = await fixture.store.append(fast, [buildEvent()]);
        expect(await runner.waitForPosition(position, 500)).toBe(false);
        expect(await countedEvents(setup.sql, fast)).toBe(0);
        await held.commit();
        expect(await runner.waitForPosition(position, WAIT_MS)).toBe(true);
        expect([await countedEvents(setup.sql, slow), await countedEvents(setup.sql, fast)]).toEqual([1, 1]);
        await runner.stop();
      } finally {
        await held.rollback();
      }
    });

    it('is not stalled by an append that rolls back (real Postgres only: two open transactions)', async () => {
      const runner = await start(undefined, { batchSize: 1 });
      const [slow, fast] = [uniqueStreamId('slow'), uniqueStreamId('fast')];
      const held = await holdAppendOpen(slow, [buildEvent()]);
      try {
        const { position } = await fixture.store.append(fast, [buildEvent()]);
        await held.rollback();
        expect(await runner.waitForPosition(position, WAIT_MS)).toBe(true);
        expect([await countedEvents(setup.sql, slow), await countedEvents(setup.sql, fast)]).toEqual([0, 1]);
        await runner.stop();
      } finally {
        await held.rollback();
      }
    });
  }
}
