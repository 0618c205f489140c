import type { RecordedEvent } from '@waterline/domain/events/envelope';
import type { EventStore } from '@waterline/domain/events/event-store';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Sql } from '../db/sql.ts';
import type { Projection } from '../projection.ts';
import { startProjectionRunner, type ProjectionRunner } from './projection-runner.ts';
import { buildEvents, heldCountOf, heldCountProjection, uniqueStreamId } from './testing.ts';

export interface HeldWritesSuiteSetup {
  /** The database holding the read models (ready inside tests). */
  readonly sql: Sql;
  openStore(): Promise<EventStore>;
}

const WAIT_MS = 20_000;

/**
 * The runner over projections that hold their writes: they read their rows before the batch's one statement (or, when
 * their writes need several, its transaction) takes the projection's lock, which writes only if the checkpoint has
 * not moved since. Call inside a describe block (after its database hooks).
 */
export function heldWritesRunnerSuite(setup: HeldWritesSuiteSetup): void {
  let store: EventStore;
  const running: ProjectionRunner[] = [];
  beforeAll(async () => {
    store = await setup.openStore();
  });
  afterAll(async () => {
    await Promise.all(running.map((runner) => runner.stop()));
    await store?.close();
  });

  async function start(projection: Projection, batchSize?: number) {
    const runner = await startProjectionRunner({
      sql: setup.sql,
      store,
      projections: [projection],
      pollIntervalMs: 50,
      ...(batchSize ? { batchSize } : {}),
    });
    running.push(runner);
    return runner;
  }

  async function appendedByManyAtOnce(streams: readonly string[]) {
    const appended = await Promise.all(
      streams.flatMap((streamId) => Array.from({ length: 10 }, () => store.append(streamId, buildEvents(2)))),
    );
    return appended
      .map((result) => result.position)
      .sort((a, b) => (BigInt(a.transactionId) < BigInt(b.transactionId) ? -1 : 1))
      .at(-1)!;
  }

  for (const statementPerEvent of [false, true])
    it(`counts every event once with two runners, its writes sent ${statementPerEvent ? 'by several statements a batch' : 'as one statement a batch'}`, async () => {
      const streams = [uniqueStreamId(), uniqueStreamId(), uniqueStreamId()];
      const one = await start(heldCountProjection({ statementPerEvent }), 3);
      const two = await start(heldCountProjection({ statementPerEvent }), 3);
      const last = await appendedByManyAtOnce(streams);
      expect(await one.waitForPosition(last, WAIT_MS)).toBe(true);
      expect(await two.waitForPosition(last, WAIT_MS)).toBe(true);
      for (const streamId of streams) expect(await heldCountOf(setup.sql, streamId)).toBe(20);
      await Promise.all([one.stop(), two.stop()]);
    });

  it('writes nothing from rows it read before another runner moved the checkpoint, and goes on from there', async () => {
    const streamId = uniqueStreamId();
    let reading: () => void = () => undefined;
    const read = new Promise<void>((resolve) => (reading = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = await start(
      heldCountProjection({
        async afterReading(events: readonly RecordedEvent[]) {
          if (!events.some((event) => event.streamId === streamId)) return;
          reading();
          await released;
        },
      }),
    );
    const first = (await store.append(streamId, buildEvents(2))).position;
    await read;
    // The slow runner read a count of 0 and holds no lock while it waits: another runner applies this batch and the next.
    const other = await start(heldCountProjection());
    expect(await other.waitForPosition(first, WAIT_MS)).toBe(true);
    const next = (await store.append(streamId, buildEvents(3))).position;
    expect(await other.waitForPosition(next, WAIT_MS)).toBe(true);
    expect(await heldCountOf(setup.sql, streamId)).toBe(5);
    release();
    expect(await slow.waitForPosition(next, WAIT_MS)).toBe(true);
    expect(await heldCountOf(setup.sql, streamId)).toBe(5);
    await Promise.all([slow.stop(), other.stop()]);
  });
}
