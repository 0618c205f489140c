import type { LogPosition, NewEvent } from '@waterline/domain/events/envelope';
import type { AppendResult, ExpectedVersion } from '@waterline/domain/events/event-store';
import type { Sql } from '@waterline/read-models/db/sql';
import { groupedCalls } from '@waterline/read-models/db/grouped-calls';

/** What one append asks of the log: its events after the expected version of its stream. */
export interface AppendRequest {
  streamId: string;
  events: readonly NewEvent[];
  expectedVersion: ExpectedVersion;
}

/** The rows an append stored, by which it answers: its last event's version and position. */
export interface StoredPositionRow {
  event_id: string;
  stream_id: string;
  version: number;
  transaction_id: string;
  global_position: string;
}

/**
 * Stores an append in the usual case, or answers null having written nothing (the version was not the expected one,
 * an event id is stored already, or its group met another writer's locks): the caller then appends in a transaction
 * that tells those cases apart.
 */
export type GroupedAppend = (request: AppendRequest) => Promise<AppendResult | null>;

const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';

/**
 * Appends that arrive while one is being stored go to the database together, as one statement and one commit (see
 * `groupedCalls`). At most one append per stream goes in a statement, so that each is checked against its stream's
 * version as the one before left it.
 */
export function groupedAppends(sql: Sql): GroupedAppend {
  return groupedCalls(
    (requests: readonly AppendRequest[]) => storeGroup(sql, requests),
    (request) => request.streamId,
  );
}

/**
 * One statement for the group. On an event id stored already or another writer's locks, each append goes on alone in a
 * transaction (answered null); any other failure of a group is retried one append at a time by `groupedCalls`.
 */
async function storeGroup(sql: Sql, requests: readonly AppendRequest[]): Promise<(AppendResult | null)[]> {
  let rows: StoredPositionRow[];
  try {
    rows = await appendGroupInOneStatement(sql, requests);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === UNIQUE_VIOLATION || code === DEADLOCK_DETECTED) return requests.map(() => null);
    throw error;
  }
  const byStream = new Map<string, StoredPositionRow[]>();
  for (const row of rows) {
    const stored = byStream.get(row.stream_id);
    if (stored) stored.push(row);
    else byStream.set(row.stream_id, [row]);
  }
  return requests.map((request) => {
    const stored = byStream.get(request.streamId);
    return stored ? appendResult(stored) : null;
  });
}

/**
 * Moves each stream's version by its append's event count where it is the expected one, or creates the stream, and
 * inserts the events after it. The group goes in the order of its stream ids, the order in which the update takes the
 * streams' rows as planned here, so that two processes' groups sharing streams wait for each other rather than deadlock
 * (a deadlock that happens all the same sends each append on alone). Answers the stored rows, by stream and version.
 */
async function appendGroupInOneStatement(sql: Sql, requests: readonly AppendRequest[]): Promise<StoredPositionRow[]> {
  const byStreamId = [...requests].sort((a, b) => (a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0));
  const group = JSON.stringify(
    byStreamId.map(({ streamId, events, expectedVersion }) => ({
      streamId,
      expected: expectedVersion === 'any' ? null : expectedVersion === 'no_stream' ? 0 : expectedVersion,
      events: events.map(({ eventId, type, data, metadata }) => ({ eventId, type, data, metadata })),
    })),
  );
  const { rows } = await sql.query<StoredPositionRow>(
    `WITH requested AS (
       SELECT a.value->>'streamId' AS stream_id, (a.value->>'expected')::int AS expected, a.value->'events' AS events,
         jsonb_array_length(a.value->'events') AS count, a.slot
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(value, slot)
     ), updated AS (
       UPDATE streams SET version = streams.version + r.count
       FROM requested r
       WHERE streams.stream_id = r.stream_id AND (r.expected IS NULL OR streams.version = r.expected)
       RETURNING streams.stream_id, streams.version
     ), created AS (
       INSERT INTO streams (stream_id, version)
       SELECT r.stream_id, r.count FROM requested r
       WHERE (r.expected IS NULL OR r.expected = 0) AND NOT EXISTS (SELECT FROM updated u WHERE u.stream_id = r.stream_id)
       ORDER BY r.stream_id
       ON CONFLICT (stream_id) DO NOTHING RETURNING stream_id, version
     ), moved AS (
       SELECT stream_id, version FROM updated UNION ALL SELECT stream_id, version FROM created
     ), inserted AS (
       INSERT INTO events (stream_id, version, event_id, type, data, metadata)
       SELECT r.stream_id, m.version - r.count + e.ordinality, (e.value->>'eventId')::uuid, e.value->>'type',
         e.value->'data', e.value->'metadata'
       FROM moved m JOIN requested r USING (stream_id), jsonb_array_elements(r.events) WITH ORDINALITY AS e(value, ordinality)
       ORDER BY r.slot, e.ordinality
       RETURNING event_id, stream_id, version, transaction_id, global_position
     )
     SELECT event_id::text AS event_id, stream_id, version, transaction_id::text AS transaction_id, global_position::text AS global_position
     FROM inserted
     ORDER BY stream_id, version`,
    [group],
  );
  return rows;
}

export function appendResult(rows: readonly StoredPositionRow[]): AppendResult {
  const last = rows.at(-1)!;
  const position: LogPosition = { transactionId: last.transaction_id, globalPosition: last.global_position };
  return { nextVersion: last.version, position };
}
