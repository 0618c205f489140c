import type { RecordedEvent } from '@waterline/domain/events/envelope';
import { expect, it } from 'vitest';
import type { Sql } from '../db/sql.ts';
import type { Projection } from '../projection.ts';
import { readCheckpoint } from './checkpoints.ts';
import { runnerFixture, type RunnerSuiteSetup } from './runner-fixture.ts';
import { buildEvents, eventCountProjection, heldCountOf, heldCountProjection, uniqueStreamId } from './testing.ts';

const WAIT_MS = 20_000;

/**
 * The runner over projections that hold their writes: they read their rows before the batch's one statement (or, when
 * their writes need several, its transaction) takes the projection's lock, which writes only if the checkpoint has
 * not moved since. Call inside a describe block (after its database hooks).
 */
export function heldWritesRunnerSuite(setup: RunnerSuiteSetup): void {
  const fixture = runnerFixture(setup);
  const start = (projection: Projection, batchSize?: number) =>
    fixture.start({ projections: [projection], ...(batchSize ? { batchSize } : {}) });

  for (const statementPerEvent of [false, true])
    it(`counts every event once with two runners, its writes sent ${statementPerEvent ? 'by several statements a batch' : 'as one statement a batch'}`, async () => {
      const counts = await fixture.countsWithTwoRunners(
        () => start(heldCountProjection({ statementPerEvent }), 3),
        (streamId) => heldCountOf(setup.sql, streamId),
      );
      expect(counts).toEqual([20, 20, 20]);
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
    const first = (await fixture.store.append(streamId, buildEvents(2))).position;
    await read;
    // The slow runner read a count of 0 and holds no lock while it waits: another runner applies this batch and the next.
    const other = await start(heldCountProjection());
    expect(await other.waitForPosition(first, WAIT_MS)).toBe(true);
    const next = (await fixture.store.append(streamId, buildEvents(3))).position;
    expect(await other.waitForPosition(next, WAIT_MS)).toBe(true);
    expect(await heldCountOf(setup.sql, streamId)).toBe(5);
    release();
    expect(await slow.waitForPosition(next, WAIT_MS)).toBe(true);
    expect(await heldCountOf(setup.sql, streamId)).toBe(5);
    await Promise.all([slow.stop(), other.stop()]);
  });

  it('moves the checkpoint of a projection that reads none of a batch in the statement that writes the batch', async () => {
    const sent: string[] = [];
    const counting: Sql = Object.assign(Object.create(setup.sql) as Sql, {
      query: (text: string, params?: readonly unknown[]) => {
        sent.push(text);
        return setup.sql.query(text, params);
      },
    });
    const rider: Projection = { ...eventCountProjection, name: 'test_rider_counts_v1', handles: () => false };
    const runner = await fixture.start({ sql: counting, projections: [heldCountProjection(), rider] });
    const marker = (await fixture.store.append(uniqueStreamId('marker'), buildEvents(1))).position;
    expect(await runner.waitForPosition(marker, WAIT_MS)).toBe(true);
    sent.length = 0;
    const streamId = uniqueStreamId();
    const { position } = await fixture.store.append(streamId, buildEvents(3));
    expect(await runner.waitForPosition(position, WAIT_MS)).toBe(true);
    expect(await readCheckpoint(setup.sql, rider.name)).toEqual(position);
    expect(await heldCountOf(setup.sql, streamId)).toBe(3);
    // The held projection's read of its counts, then one statement: its writes, its checkpoint and the rider's.
    expect(sent).toHaveLength(2);
    await runner.stop();
  });
}
