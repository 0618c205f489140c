import type { LogPosition, NewEvent, RecordedEvent } from '@waterline/domain/events/envelope';
import {
  ConcurrencyError,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
} from '@waterline/domain/events/event-store';
import { EVENTS_APPENDED_CHANNEL } from '@waterline/read-models/db/channels';
import { canListen } from '@waterline/read-models/db/database';
import { runDdlExclusively } from '@waterline/read-models/db/exclusive-ddl';
import type { Sql } from '@waterline/read-models/db/sql';
import { DuplicateEventIdError } from './errors.ts';
import { appendResult, groupedAppends, type StoredPositionRow } from './grouped-appends.ts';
import {
  assertValidAppend,
  assertValidReadAll,
  assertValidStreamId,
  assertValidToVersion,
  expectationMet,
} from './input.ts';
import { PollingSubscriptions } from './polling-subscription.ts';
import { EVENT_STORE_SCHEMA } from './schema.ts';

export interface PostgresEventStore extends EventStore {
  /** Creates the tables if they do not exist; call once before use. */
  init(): Promise<void>;
}

export interface PostgresEventStoreOptions {
  /** How often subscriptions poll when no NOTIFY wakes them (default 250 ms). */
  pollIntervalMs?: number;
  /** Events per subscription batch (default 500). */
  subscriptionBatchSize?: number;
  /** Told about read or handler failures in subscriptions, which retry after the poll interval. */
  onSubscriptionError?: (error: unknown) => void;
}

const EVENT_COLUMNS = `event_id::text AS event_id, type, data, metadata, stream_id, version,
  transaction_id::text AS transaction_id, global_position::text AS global_position,
  to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS recorded_at`;

interface EventRow {
  event_id: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  stream_id: string;
  version: number;
  transaction_id: string;
  global_position: string;
  recorded_at: string;
}

/**
 * The event store on PostgreSQL or PGlite through `Sql` (architecture.md section 3). It does not own
 * `sql`: `close()` stops its subscriptions and leaves the database open.
 */
export function createPostgresEventStore(sql: Sql, options: PostgresEventStoreOptions = {}): PostgresEventStore {
  const subscriptions = new PollingSubscriptions();
  const appendGrouped = groupedAppends(sql);

  async function readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    assertValidReadAll(after, limit);
    // Qualified names: a bare ORDER BY name would pick the ::text output column and sort '10' before '9'.
    const { rows } = await sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY events.transaction_id, events.global_position
       LIMIT $3`,
      [after.transactionId, after.globalPosition, limit],
    );
    return rows.map(toRecordedEvent);
  }

  return {
    async init() {
      await runDdlExclusively(sql, [EVENT_STORE_SCHEMA]);
    },

    async append(
      streamId: string,
      events: NewEvent[],
      { expectedVersion = 'any' }: { expectedVersion?: ExpectedVersion } = {},
    ): Promise<AppendResult> {
      assertValidAppend(streamId, events, expectedVersion);
      const appended =
        (await appendGrouped({ streamId, events, expectedVersion })) ??
        (await appendInTransaction(sql, streamId, events, expectedVersion));
      await announceAppend(sql, streamId);
      return appended;
    },

    async readStream(streamId: string, { toVersion }: { toVersion?: number } = {}): Promise<RecordedEvent[]> {
      assertValidStreamId(streamId);
      assertValidToVersion(toVersion);
      const { rows } = await sql.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 AND ($2::int IS NULL OR version <= $2::int) ORDER BY version`,
        [streamId, toVersion ?? null],
      );
      return rows.map(toRecordedEvent);
    },

    readAll,

    subscribe(after: LogPosition, onEvents: (events: RecordedEvent[]) => Promise<void>): () => void {
      assertValidReadAll(after, 1);
      return subscriptions.start({
        readAll,
        after,
        onEvents,
        batchSize: options.subscriptionBatchSize ?? 500,
        pollIntervalMs: options.pollIntervalMs ?? 250,
        listenForAppends: canListen(sql) ? (wake) => sql.listen(EVENTS_APPENDED_CHANNEL, wake) : undefined,
        onError: options.onSubscriptionError ?? (() => undefined),
      });
    },

    async close() {
      await subscriptions.stopAll();
    },
  };
}

/**
 * The append when its group's statement wrote nothing for it (see `groupedAppends`): in a transaction that locks the
 * stream, it tells a retry of an append stored already (answered with that append's result) from a version that is not
 * the expected one or from ids stored by another append.
 */
async function appendInTransaction(
  sql: Sql,
  streamId: string,
  events: readonly NewEvent[],
  expectedVersion: ExpectedVersion,
): Promise<AppendResult> {
  return sql.transaction(async (tx) => {
    const current = await lockStream(tx, streamId);
    if (!expectationMet(expectedVersion, current)) {
      const original = await findOriginalAppend(tx, streamId, events);
      if (original) return original;
      throw new ConcurrencyError(streamId, expectedVersion, current);
    }
    const inserted = await insertEvents(tx, streamId, current, events);
    if (inserted.length === 0) {
      // Every id is stored already: a retry of an append made with expectation 'any'.
      const original = await findOriginalAppend(tx, streamId, events);
      if (original) return original;
    }
    if (inserted.length < events.length) {
      const insertedIds = new Set(inserted.map((row) => row.event_id));
      throw new DuplicateEventIdError(
        streamId,
        events.map((event) => event.eventId.toLowerCase()).filter((id) => !insertedIds.has(id)),
      );
    }
    return appendResult(inserted);
  });
}

/** Wakes the listeners of appends once the append has committed (see `Database.notify`); inside a transaction, at its commit. */
async function announceAppend(sql: Sql, streamId: string): Promise<void> {
  if (canListen(sql)) sql.notify(EVENTS_APPENDED_CHANNEL, streamId);
  else await sql.query('SELECT pg_notify($1, $2)', [EVENTS_APPENDED_CHANNEL, streamId]);
}

/** Locks the stream's row for this transaction (creating it at version 0) and returns its version. */
async function lockStream(tx: Sql, streamId: string): Promise<number> {
  const { rows } = await tx.query<{ version: number }>(
    `INSERT INTO streams (stream_id, version) VALUES ($1, 0)
     ON CONFLICT (stream_id) DO UPDATE SET version = streams.version
     RETURNING version`,
    [streamId],
  );
  return rows[0]!.version;
}

/**
 * Inserts the batch after `current`, skipping ids already stored, and moves the stream's version by the
 * rows inserted, in one round trip.
 */
async function insertEvents(
  tx: Sql,
  streamId: string,
  current: number,
  events: readonly NewEvent[],
): Promise<StoredPositionRow[]> {
  const batch = JSON.stringify(events.map(({ eventId, type, data, metadata }) => ({ eventId, type, data, metadata })));
  const { rows } = await tx.query<StoredPositionRow>(
    `WITH inserted AS (
       INSERT INTO events (stream_id, version, event_id, type, data, metadata)
       SELECT $1, $2::int + e.ordinality, (e.value->>'eventId')::uuid, e.value->>'type', e.value->'data', e.value->'metadata'
       FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(value, ordinality)
       ORDER BY e.ordinality
       ON CONFLICT (event_id) DO NOTHING
       RETURNING event_id, stream_id, version, transaction_id, global_position
     ), moved AS (
       UPDATE streams SET version = streams.version + (SELECT count(*) FROM inserted) WHERE stream_id = $1
     )
     SELECT event_id::text AS event_id, stream_id, version, transaction_id::text AS transaction_id, global_position::text AS global_position
     FROM inserted
     ORDER BY version`,
    [streamId, current, batch],
  );
  return rows;
}

/**
 * When every id of the batch is stored as consecutive versions of this stream, the batch was appended
 * before: returns that append's result. Returns null when none is stored; throws when some are.
 */
async function findOriginalAppend(
  tx: Sql,
  streamId: string,
  events: readonly NewEvent[],
): Promise<AppendResult | null> {
  const ids = events.map((event) => event.eventId.toLowerCase());
  const { rows } = await tx.query<StoredPositionRow>(
    `SELECT event_id::text AS event_id, stream_id, version, transaction_id::text AS transaction_id, global_position::text AS global_position
     FROM events WHERE event_id IN (SELECT jsonb_array_elements_text($1::jsonb)::uuid)`,
    [JSON.stringify(ids)],
  );
  if (rows.length === 0) return null;
  const byId = new Map(rows.map((row) => [row.event_id, row]));
  const stored = ids.map((id) => byId.get(id));
  const first = stored[0];
  const sameAppend =
    first !== undefined &&
    stored.every(
      (row, index) => row !== undefined && row.stream_id === streamId && row.version === first.version + index,
    );
  if (!sameAppend)
    throw new DuplicateEventIdError(
      streamId,
      rows.map((row) => row.event_id),
    );
  return appendResult(stored as StoredPositionRow[]);
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    eventId: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    version: row.version,
    position: { transactionId: row.transaction_id, globalPosition: row.global_position },
    recordedAt: row.recorded_at,
  };
}
