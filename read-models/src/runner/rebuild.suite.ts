import type { EventStore } from '@waterline/domain/events/event-store';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Sql } from '../db/sql.ts';
import { readCheckpoint } from './checkpoints.ts';
import { startProjectionRunner, type ProjectionRunner } from './projection-runner.ts';
import { rebuildProjections } from './rebuild.ts';
import { buildEvents, countedEvents, eventCountProjection, uniqueStreamId } from './testing.ts';

export interface RebuildSuiteSetup {
  /** The database holding the read models (ready inside tests). */
  readonly sql: Sql;
  openStore(): Promise<EventStore>;
}

/** Rebuilding read models from the log over one event-store adapter; call inside a describe block (after its database hooks). */
export function rebuildSuite(setup: RebuildSuiteSetup): void {
  let store: EventStore;
  let runner: ProjectionRunner;
  beforeAll(async () => {
    store = await setup.openStore();
    runner = await startProjectionRunner({
      sql: setup.sql,
      store,
      projections: [eventCountProjection],
      pollIntervalMs: 50,
    });
  });
  afterAll(async () => {
    await runner?.stop();
    await store?.close();
  });

  async function appendAndProject(streamId: string, count: number): Promise<void> {
    const { position } = await store.append(streamId, buildEvents(count, `Type${count % 3}`));
    expect(await runner.waitForPosition(position, 20_000)).toBe(true);
  }

  it('rebuilds tables equal to the live ones, at the live checkpoint, and leaves nothing behind', async () => {
    for (const count of [3, 1, 4]) await appendAndProject(uniqueStreamId(), count);
    const [result] = await rebuildProjections(setup.sql, store, [eventCountProjection]);
    expect(result!.matches).toBe(true);
    expect(result!.replaced).toBe(false);
    expect(result!.position).toEqual(await readCheckpoint(setup.sql, eventCountProjection.name));
    expect(result!.tables.map((table) => table.table)).toEqual(eventCountProjection.tables);
    for (const table of result!.tables) {
      expect(table.rebuiltRows).toBe(table.liveRows);
      expect(table.liveRows).toBeGreaterThan(0);
      expect(table.rebuiltChecksum).toBe(table.liveChecksum);
    }
    const { rows } = await setup.sql.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%'`);
    expect(rows).toEqual([]);
  });

  it('tells which live table differs from the log, and a check leaves it as it is', async () => {
    const streamId = uniqueStreamId();
    await appendAndProject(streamId, 2);
    await setup.sql.query('UPDATE test_stream_counts_v1 SET events = events + 1 WHERE stream_id = $1', [streamId]);
    const [result] = await rebuildProjections(setup.sql, store, [eventCountProjection]);
    expect(result!.matches).toBe(false);
    expect(result!.tables.map((table) => [table.table, table.matches, table.liveRows === table.rebuiltRows])).toEqual([
      ['test_stream_counts_v1', false, true],
      ['test_type_counts_v1', true, true],
    ]);
    expect(await countedEvents(setup.sql, streamId)).toBe(3);
  });

  it('replaces differing live tables with the rebuilt ones, and the live runner carries on from there', async () => {
    const streamId = uniqueStreamId();
    await appendAndProject(streamId, 2);
    await setup.sql.query('DELETE FROM test_stream_counts_v1 WHERE stream_id = $1', [streamId]);
    const [replaced] = await rebuildProjections(setup.sql, store, [eventCountProjection], { replace: true });
    expect([replaced!.matches, replaced!.replaced]).toEqual([false, true]);
    expect(await countedEvents(setup.sql, streamId)).toBe(2);
    await appendAndProject(streamId, 1);
    expect(await countedEvents(setup.sql, streamId)).toBe(3);
    const [checked] = await rebuildProjections(setup.sql, store, [eventCountProjection]);
    expect(checked!.matches).toBe(true);
  });

  it('proves equality while the live runner keeps applying new events', async () => {
    const streams = [uniqueStreamId(), uniqueStreamId()];
    const appending = (async () => {
      for (let round = 0; round < 20; round += 1) await store.append(streams[round % 2]!, buildEvents(2));
    })();
    const [result] = await rebuildProjections(setup.sql, store, [eventCountProjection], { batchSize: 3 });
    await appending;
    expect(result!.matches).toBe(true);
  });
}
