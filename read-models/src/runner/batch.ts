import type { LogPosition, RecordedEvent } from '@waterline/domain/events/envelope';
import { comparePositions } from '@waterline/domain/events/event-store';
import { holdingWrites, sendWrites } from '../batched-writes.ts';
import type { OpeningRow, Sql } from '../db/sql.ts';
import type { Projection } from '../projection.ts';
import { checkpointGuard, lockCheckpoint, lockCheckpointStatement, writeCheckpoint } from './checkpoints.ts';

export type BatchOutcome = 'applied' | 'idle' | 'locked_elsewhere' | 'checkpoint_moved';

export interface BatchResult {
  outcome: BatchOutcome;
  /** Where the projection's checkpoint stands: the batch's last position once applied, else the stored one. */
  checkpoint: LogPosition;
  /** The `riders` whose checkpoints the batch's statement moved to its last position. */
  carried: string[];
}

/**
 * Applies `events`, read from `checkpoint`, to `projection` with the new checkpoint, only where the projection's lock is
 * taken and the stored checkpoint is still `checkpoint`. A projection that holds its writes reads its rows first, outside
 * any transaction (if another runner commits after these reads, it has moved the checkpoint), and its writes, checkpoint,
 * lock and check go as one statement, which also moves the checkpoints of `riders` (projections at the same checkpoint
 * that read none of these events) where their own lock is free and they still stand there. Otherwise, and when its
 * writes need several statements or it has no checkpoint yet, a transaction that takes the lock and checks first.
 */
export async function applyBatch(
  sql: Sql,
  projection: Projection,
  checkpoint: LogPosition,
  events: readonly RecordedEvent[],
  riders: readonly string[] = [],
): Promise<BatchResult> {
  const last = events.at(-1)!.position;
  const reads = events.some((event) => projection.handles(event));
  let stored = checkpoint;
  const result = (outcome: BatchOutcome, carried: string[] = []): BatchResult => ({
    outcome,
    checkpoint: outcome === 'applied' ? last : stored,
    carried,
  });
  const checked = (lock: { locked: boolean; checkpoint: LogPosition }): BatchOutcome => {
    stored = lock.checkpoint;
    if (!lock.locked) return 'locked_elsewhere';
    return comparePositions(stored, checkpoint) !== 0 ? 'checkpoint_moved' : 'applied';
  };
  const inTransaction = (write: (tx: Sql) => Promise<void>) =>
    sql.transaction(async (tx: Sql, opened: OpeningRow[]) => {
      const outcome = checked(await lockCheckpoint(tx, projection.name, opened));
      if (outcome === 'applied') await write(tx);
      return outcome;
    }, lockCheckpointStatement(projection.name));

  if (!projection.holdsWrites)
    return result(
      await inTransaction(async (tx) => {
        if (reads) await projection.apply(tx, events);
        await writeCheckpoint(tx, projection.name, last);
      }),
    );
  const batchSql = Object.create(sql) as Sql;
  const statements = await holdingWrites(batchSql, async () => {
    if (reads) await projection.apply(batchSql, events);
    await writeCheckpoint(batchSql, projection.name, last);
  });
  let carried: string[] = [];
  if (statements.length === 1) {
    const guard = checkpointGuard(projection.name, checkpoint, { riders, to: last });
    const answer = (await sendWrites<GuardAnswer>(sql, statements[0]!, guard))[0]!;
    carried = answer.carried;
    if (answer.locked !== null) return result(checked(await lockCheckpoint(sql, projection.name, [answer])), carried);
  }
  // Several statements, or no checkpoint yet to lock.
  const outcome = await inTransaction(async (tx) => {
    for (const writes of statements) await sendWrites(tx, writes);
  });
  return result(outcome, carried);
}

interface GuardAnswer extends OpeningRow {
  locked: boolean | null;
  carried: string[];
}
