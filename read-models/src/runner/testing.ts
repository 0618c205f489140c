import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent } from '@waterline/domain/events/envelope';
import type { AppendResult } from '@waterline/domain/events/event-store';
import { writeRows, type RowStatement } from '../batched-writes.ts';
import type { Sql } from '../db/sql.ts';
import type { Projection } from '../projection.ts';
import { tableChecksum, type TableChecksum } from './table-checksums.ts';

/** An append held open by a test until it commits or rolls back (see the event store's `holdAppendOpen`). */
export interface HeldAppend {
  commit(): Promise<void>;
  /** Does nothing once committed, so tests can call it in `finally`. */
  rollback(): Promise<void>;
}

export type HoldAppendOpen = (streamId: string, events: NewEvent[]) => Promise<HeldAppend>;

/** A transaction a test opened, holding its transaction id from the start, that appends when told. */
export interface HeldTransaction extends HeldAppend {
  append(streamId: string, events: NewEvent[]): Promise<AppendResult>;
}

export type HoldTransactionOpen = () => Promise<HeldTransaction>;

/** A valid event with a fresh id; `type` and `data` as given. */
export function buildEvent(type = 'SomethingHappened', data: unknown = {}): NewEvent {
  return {
    eventId: randomUUID(),
    type,
    data,
    metadata: {
      actorId: 'test-actor',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      occurredAt: '2024-01-01T00:00:00.000Z',
    },
  };
}

export function buildEvents(count: number, type = 'SomethingHappened'): NewEvent[] {
  return Array.from({ length: count }, (_, index) => buildEvent(type, { index }));
}

/** A stream id no other test uses. */
export function uniqueStreamId(prefix = 'test'): string {
  return `${prefix}-${randomUUID()}`;
}

/**
 * A projection used only by tests: counts events per stream and per type, so an event applied twice
 * or skipped shows as a wrong count.
 */
export const eventCountProjection: Projection = {
  name: 'test_event_counts_v1',
  tables: ['test_stream_counts_v1', 'test_type_counts_v1'],
  schema: `
    CREATE TABLE IF NOT EXISTS test_stream_counts_v1 (stream_id text PRIMARY KEY, events integer NOT NULL, last_version integer NOT NULL);
    CREATE TABLE IF NOT EXISTS test_type_counts_v1 (type text PRIMARY KEY, events integer NOT NULL);`,
  handles: () => true,
  async apply(tx: Sql, events: readonly RecordedEvent[]) {
    for (const event of events) {
      await tx.query(
        `INSERT INTO test_stream_counts_v1 (stream_id, events, last_version) VALUES ($1, 1, $2)
         ON CONFLICT (stream_id) DO UPDATE SET events = test_stream_counts_v1.events + 1, last_version = excluded.last_version`,
        [event.streamId, event.version],
      );
      await tx.query(
        `INSERT INTO test_type_counts_v1 (type, events) VALUES ($1, 1)
         ON CONFLICT (type) DO UPDATE SET events = test_type_counts_v1.events + 1`,
        [event.type],
      );
    }
  },
};

/** How many events the test projection has applied for one stream (0 when none). */
export async function countedEvents(sql: Sql, streamId: string): Promise<number> {
  const { rows } = await sql.query<{ events: number }>(
    'SELECT events FROM test_stream_counts_v1 WHERE stream_id = $1',
    [streamId],
  );
  return rows[0]?.events ?? 0;
}

/**
 * Builds the projections' tables from `events` in a fresh schema, in batches of `batchSize` (one
 * transaction each, as the runner does), and answers each table's checksum there.
 */
export async function checksumsAfterBatches(
  sql: Sql,
  projections: readonly Projection[],
  events: readonly RecordedEvent[],
  batchSize: number,
): Promise<Record<string, TableChecksum>> {
  const schema = `batches_of_${batchSize}_${randomUUID().replaceAll('-', '')}`;
  await sql.exec(`CREATE SCHEMA ${schema}`);
  try {
    const inSchema = (work: (tx: Sql) => Promise<void>) =>
      sql.transaction(async (tx) => {
        await tx.exec(`SET LOCAL search_path TO ${schema}`);
        await work(tx);
      });
    await inSchema(async (tx) => {
      for (const projection of projections) await tx.exec(projection.schema);
    });
    for (let start = 0; start < events.length; start += batchSize) {
      await inSchema(async (tx) => {
        for (const projection of projections) await projection.apply(tx, events.slice(start, start + batchSize));
      });
    }
    const tables = projections.flatMap((projection) => projection.tables);
    return Object.fromEntries(
      await Promise.all(tables.map(async (table) => [table, await tableChecksum(sql, schema, table)] as const)),
    );
  } finally {
    await sql.exec(`DROP SCHEMA ${schema} CASCADE`);
  }
}

interface HeldCountRow {
  stream_id: string;
  events: number;
}

const heldCountWrite: RowStatement<HeldCountRow> = {
  table: 'test_held_stream_counts_v1',
  columns: 'stream_id text, events integer',
  text: `INSERT INTO test_held_stream_counts_v1 (stream_id, events) SELECT stream_id, events FROM rows
         ON CONFLICT (stream_id) DO UPDATE SET events = excluded.events`,
  keep: 'last',
  key: (row) => row.stream_id,
};

/**
 * A projection used only by tests that holds its writes (`holdsWrites`): counts events per stream, folded in memory
 * from the counts it reads before the batch, so a batch written over counts another runner has since moved shows as a
 * wrong count. `statementPerEvent` writes each event's count by a statement of its own (several per batch).
 * `afterReading` runs between its read and its writes.
 */
export function heldCountProjection(
  options: { statementPerEvent?: boolean; afterReading?: (events: readonly RecordedEvent[]) => Promise<void> } = {},
): Projection {
  return {
    name: 'test_held_counts_v1',
    tables: ['test_held_stream_counts_v1'],
    schema:
      'CREATE TABLE IF NOT EXISTS test_held_stream_counts_v1 (stream_id text PRIMARY KEY, events integer NOT NULL);',
    handles: () => true,
    holdsWrites: true,
    async apply(tx: Sql, events: readonly RecordedEvent[]) {
      const { rows } = await tx.query<HeldCountRow>(
        'SELECT stream_id, events FROM test_held_stream_counts_v1 WHERE stream_id = ANY($1::text[])',
        [[...new Set(events.map((event) => event.streamId))]],
      );
      await options.afterReading?.(events);
      const counts = new Map(rows.map((row) => [row.stream_id, row.events]));
      for (const event of events) {
        counts.set(event.streamId, (counts.get(event.streamId) ?? 0) + 1);
        if (options.statementPerEvent)
          await writeRows(tx, heldCountWrite, [{ stream_id: event.streamId, events: counts.get(event.streamId)! }]);
      }
      if (!options.statementPerEvent)
        await writeRows(
          tx,
          heldCountWrite,
          [...counts].map(([stream_id, count]) => ({ stream_id, events: count })),
        );
    },
  };
}

/** How many events the held-writes test projection has counted for one stream (0 when none). */
export async function heldCountOf(sql: Sql, streamId: string): Promise<number> {
  const { rows } = await sql.query<{ events: number }>(
    'SELECT events FROM test_held_stream_counts_v1 WHERE stream_id = $1',
    [streamId],
  );
  return rows[0]?.events ?? 0;
}
