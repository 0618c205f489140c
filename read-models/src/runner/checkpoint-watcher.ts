import { LOG_START, type LogPosition } from '@waterline/domain/events/envelope';
import { comparePositions } from '@waterline/domain/events/event-store';
import type { Sql } from '../db/sql.ts';
import type { ProjectionRunner } from './projection-runner.ts';

/** Every named projection's checkpoint; one that has none yet (or no table yet) stands at the log's start. */
export async function readCheckpoints(sql: Sql, projections: readonly string[]): Promise<Map<string, LogPosition>> {
  const { rows } = await sql.query<{ projection: string; transaction_id: string; global_position: string }>(
    `SELECT projection, transaction_id::text AS transaction_id, global_position::text AS global_position
       FROM projection_checkpoints WHERE projection = ANY($1::text[])`,
    [projections],
  );
  const found = new Map(
    rows.map((row) => [row.projection, { transactionId: row.transaction_id, globalPosition: row.global_position }]),
  );
  return new Map(projections.map((name) => [name, found.get(name) ?? LOG_START]));
}

/** The checkpoint furthest behind. */
export function slowestCheckpoint(checkpoints: ReadonlyMap<string, LogPosition>): LogPosition {
  let slowest: LogPosition | undefined;
  for (const checkpoint of checkpoints.values())
    if (!slowest || comparePositions(checkpoint, slowest) < 0) slowest = checkpoint;
  return slowest ?? LOG_START;
}

/**
 * Read-your-writes for a process that does not project: while anyone waits, one loop re-reads the
 * checkpoints that the projector processes write (every `pollIntervalMs`) and releases the waiters
 * whose position every projection has passed.
 */
export function watchCheckpoints(options: {
  sql: Sql;
  projections: readonly string[];
  pollIntervalMs?: number;
  onError?: (error: unknown) => void;
}): ProjectionRunner {
  const { sql, projections, pollIntervalMs = 10, onError = () => undefined } = options;
  const waiters = new Set<{ position: LogPosition; finish(reached: boolean): void }>();
  let polling: Promise<void> | undefined;
  let stopped = false;

  let failing = false;

  async function poll(): Promise<void> {
    while (waiters.size > 0 && !stopped) {
      try {
        const slowest = slowestCheckpoint(await readCheckpoints(sql, projections));
        failing = false;
        for (const waiter of waiters) if (comparePositions(slowest, waiter.position) >= 0) waiter.finish(true);
      } catch (error) {
        // Told once per outage, not on every poll.
        if (!failing) onError(error);
        failing = true;
      }
      if (waiters.size > 0) await new Promise((resolve) => setTimeout(resolve, pollIntervalMs));
    }
    polling = undefined;
  }

  return {
    waitForPosition(position, timeoutMs) {
      if (stopped) return Promise.resolve(false);
      return new Promise((resolve) => {
        const waiter = {
          position,
          finish(reached: boolean) {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(reached);
          },
        };
        const timer = setTimeout(() => waiter.finish(false), timeoutMs);
        waiters.add(waiter);
        polling ??= poll();
      });
    },
    async stop() {
      stopped = true;
      for (const waiter of waiters) waiter.finish(false);
      await polling;
    },
  };
}
