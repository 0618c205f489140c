import { LOG_START, type LogPosition } from '@waterline/domain/events/envelope';
import { writeRows, type RowStatement, type WriteGuard } from '../batched-writes.ts';
import type { OpeningRow, Sql } from '../db/sql.ts';
import { assertValidProjectionName } from './names.ts';
import { PROJECTION_STOPS_SCHEMA } from './projection-stops.ts';

/**
 * One row per projection: the log position of the last event its tables include. numeric holds any adapter's
 * positions. With it, the projections stopped at an event they cannot apply.
 */
export const CHECKPOINTS_SCHEMA = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  projection text PRIMARY KEY,
  transaction_id numeric(20, 0) NOT NULL,
  global_position numeric(20, 0) NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);${PROJECTION_STOPS_SCHEMA}`;

export async function readCheckpoint(sql: Sql, projection: string): Promise<LogPosition> {
  const { rows } = await sql.query<{ transaction_id: string; global_position: string }>(
    'SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM projection_checkpoints WHERE projection = $1',
    [projection],
  );
  const row = rows[0];
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : LOG_START;
}

interface CheckpointRow {
  projection: string;
  transaction_id: string;
  global_position: string;
}

const checkpointWrite: RowStatement<CheckpointRow> = {
  table: 'projection_checkpoints',
  columns: 'projection text, transaction_id numeric, global_position numeric',
  text: `INSERT INTO projection_checkpoints (projection, transaction_id, global_position, updated_at)
         SELECT projection, transaction_id, global_position, now() FROM rows
         ON CONFLICT (projection) DO UPDATE
           SET transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = excluded.updated_at`,
  keep: 'last',
  key: (row) => row.projection,
};

/** Writes the checkpoint; while writes are held, together with the batch's last writes. */
export async function writeCheckpoint(tx: Sql, projection: string, position: LogPosition): Promise<void> {
  await writeRows(tx, checkpointWrite, [
    { projection, transaction_id: position.transactionId, global_position: position.globalPosition },
  ]);
}

/**
 * Moves the checkpoint from `from` to `to` in one statement of its own, for a batch that holds none
 * of the projection's events: only while nobody holds the projection's lock and the checkpoint is
 * still at `from` (a runner elsewhere moves it under that lock). False when it did not move it.
 */
export async function skipToCheckpoint(
  sql: Sql,
  projection: string,
  from: LogPosition,
  to: LogPosition,
): Promise<boolean> {
  const { rows } = await sql.query(
    `UPDATE projection_checkpoints SET transaction_id = $4::numeric, global_position = $5::numeric, updated_at = now()
     WHERE projection = $1 AND transaction_id = $2::numeric AND global_position = $3::numeric AND pg_try_advisory_xact_lock(hashtextextended($6, 0))
     RETURNING projection`,
    [projection, from.transactionId, from.globalPosition, to.transactionId, to.globalPosition, lockKey(projection)],
  );
  return rows.length === 1;
}

/** Takes the lock named by `key` (an SQL expression) if free, and lets the transaction commit without waiting for its log flush. */
const tryLockColumns = (key: string) =>
  `pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) AS locked, set_config('synchronous_commit', 'off', true)`;

/** The advisory lock of projection p is named LOCK_PREFIX + p. */
const LOCK_PREFIX = 'waterline.projection:';

const lockKey = (projection: string) => `${LOCK_PREFIX}${projection}`;

/**
 * The statement that takes the projection's advisory lock for its transaction if nobody holds it and reads the stored
 * checkpoint, while the checkpoint exists: `FOR UPDATE` locks its row, so a runner moving it is waited for and what it
 * committed is read (the statement's snapshot may predate it). The transaction then commits without waiting for its
 * log flush: a batch that a crash loses is lost with its checkpoint, and applied again from the event log. It takes
 * no parameters, so it goes with the transaction's BEGIN in one round trip: the projection's name is a checked
 * identifier.
 */
export function lockCheckpointStatement(projection: string): string {
  assertValidProjectionName(projection);
  return `SELECT ${tryLockColumns(`'${lockKey(projection)}'`)},
                 transaction_id::text AS transaction_id, global_position::text AS global_position
            FROM projection_checkpoints WHERE projection = '${projection}' FOR UPDATE`;
}

/**
 * The guard of a batch sent as one statement: the statement takes the projection's lock and reads the stored
 * checkpoint as `lockCheckpointStatement` does, and writes only when it took the lock and the checkpoint is still
 * `expected`. It answers one row: the lock and the stored checkpoint (null where the projection has none yet) as the
 * transaction's opening does, and `carried`, the `riders` (projections that read none of the batch) whose
 * checkpoints it moved from `expected` to `to`, each only where its own lock was free and it still stood there.
 */
export function checkpointGuard(
  projection: string,
  expected: LogPosition,
  { riders, to }: { riders: readonly string[]; to: LogPosition },
): WriteGuard {
  riders.forEach(assertValidProjectionName);
  const carries = riders.length > 0;
  const carried = () => `carried AS (
    UPDATE projection_checkpoints SET transaction_id = $3::numeric, global_position = $4::numeric, updated_at = now()
     WHERE projection IN (${riders.map((rider) => `'${rider}'`).join(', ')})
       AND transaction_id = $1::numeric AND global_position = $2::numeric
       AND pg_try_advisory_xact_lock(hashtextextended('${LOCK_PREFIX}' || projection, 0))
    RETURNING projection)`;
  return {
    with: `checkpoint AS (${lockCheckpointStatement(projection)})${carries ? `,\n${carried()}` : ''}`,
    params: [
      expected.transactionId,
      expected.globalPosition,
      ...(carries ? [to.transactionId, to.globalPosition] : []),
    ],
    passes:
      'EXISTS (SELECT 1 FROM checkpoint WHERE locked AND transaction_id::numeric = $1::numeric AND global_position::numeric = $2::numeric)',
    answer: `SELECT c.locked, c.transaction_id, c.global_position,
                    ${carries ? 'ARRAY(SELECT projection FROM carried)' : "'{}'::text[]"} AS carried
               FROM (SELECT) AS one LEFT JOIN checkpoint c ON true`,
  };
}

/**
 * The lock and the stored checkpoint, from the rows of `lockCheckpointStatement` (`opened`); where the projection has
 * no checkpoint yet, so no row to lock, the lock first, then a look that sees what its last holder committed.
 */
export async function lockCheckpoint(
  tx: Sql,
  projection: string,
  opened: readonly OpeningRow[],
): Promise<{ locked: boolean; checkpoint: LogPosition }> {
  const row = opened[0] as { locked: boolean; transaction_id: string; global_position: string } | undefined;
  if (row)
    return {
      locked: row.locked,
      checkpoint: { transactionId: row.transaction_id, globalPosition: row.global_position },
    };
  const [{ locked }] = (await tx.query<{ locked: boolean }>(`SELECT ${tryLockColumns('$1')}`, [lockKey(projection)]))
    .rows as [{ locked: boolean }];
  return { locked, checkpoint: locked ? await readCheckpoint(tx, projection) : LOG_START };
}

/** Waits for the projection's advisory lock and holds it until this transaction ends. */
export async function lockProjection(tx: Sql, projection: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [lockKey(projection)]);
}
