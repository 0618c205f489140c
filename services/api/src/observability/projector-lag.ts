import type { EventStore } from '@waterline/domain/events/event-store';
import type { Sql } from '@waterline/read-models/db/sql';
import { readCheckpoints, slowestCheckpoint } from '@waterline/read-models/runner/checkpoint-watcher';

/** How many events the slowest projection has still to apply; counted up to `countUpTo`, which stands for "that many or more". */
export type ProjectorLagProbe = (countUpTo: number) => Promise<number>;

/**
 * Lag in events: those the store holds after the slowest projection's checkpoint (read through the
 * store's port, so it counts the same for every adapter and only events a projector could already see).
 */
export function projectorLagProbe(sql: Sql, store: EventStore, projections: readonly string[]): ProjectorLagProbe {
  return async (countUpTo) => {
    const slowest = slowestCheckpoint(await readCheckpoints(sql, projections));
    return (await store.readAll(slowest, countUpTo)).length;
  };
}
