import type { NewEvent } from '@waterline/domain/events/envelope';
import type { AppendResult, ExpectedVersion } from '@waterline/domain/events/event-store';
import { perTurnBatch } from '@waterline/read-models/db/per-turn-batch';
import { DatabaseUnavailableError } from '@waterline/read-models/db/unavailable';
import type { Sql } from '@waterline/read-models/db/sql';

export interface StoredPositionRow {
  event_id: string;
  stream_id: string;
  version: number;
  transaction_id: string;
  global_position: string;
}

export interface AppendAsk {
  streamId: string;
  events: readonly NewEvent[];
  expectedVersion: ExpectedVersion;
}

const UNIQUE_VIOLATION = '23505';

/**
 * The usual append in one round trip: `append(ask)` answers its result, or null, having written nothing, when the
 * stream's version was not the expected one or an event id is stored already (the caller then appends in a transaction
 * that tells those cases apart). The appends asked in one turn of the event loop (commands that arrived together) go in
 * one statement, one transaction, each with its own version check: a stream asked twice goes in a later statement, and
 * when the statement fails for another reason than the database being away, each append goes alone.
 */
export function oneStatementAppends(sql: Sql): (ask: AppendAsk) => Promise<AppendResult | null> {
  const appendEach = async (asks: AppendAsk[]): Promise<Promise<AppendResult | null>[]> => {
    if (asks.length === 1) return [appendInOneStatement(sql, asks[0]!)];
    const streams = new Set<string>();
    const first: AppendAsk[] = [];
    const later: AppendAsk[] = [];
    for (const ask of asks) {
      (streams.has(ask.streamId) ? later : first).push(ask);
      streams.add(ask.streamId);
    }
    const firstResults = await appendTogether(sql, first).then(
      (results) => results.map((result) => Promise.resolve(result)),
      (error: unknown) => {
        // The database away fails them all; anything else (a stored id of a resent append, a deadlock with another
        // process's appends, one append's data) rolled the whole statement back: each goes alone, to its own outcome.
        if (error instanceof DatabaseUnavailableError) throw error;
        return first.map((ask) => appendInOneStatement(sql, ask));
      },
    );
    const results = new Map(first.map((ask, index) => [ask, firstResults[index]!]));
    if (later.length > 0) {
      await Promise.allSettled(firstResults);
      (await appendEach(later)).forEach((result, index) => results.set(later[index]!, result));
    }
    return asks.map((ask) => results.get(ask)!);
  };
  return perTurnBatch(appendEach);
}

/**
 * One append: moves the stream's version when it is the expected one, or creates the stream (the row stays locked
 * until the statement commits) and inserts the events after it; null when it wrote nothing.
 */
async function appendInOneStatement(
  sql: Sql,
  { streamId, events, expectedVersion }: AppendAsk,
): Promise<AppendResult | null> {
  try {
    const { rows } = await sql.query<StoredPositionRow>(
      `WITH updated AS (
         UPDATE streams SET version = version + $2::int WHERE stream_id = $1 AND ($3::int IS NULL OR version = $3::int) RETURNING version
       ), created AS (
         INSERT INTO streams (stream_id, version) SELECT $1, $2::int WHERE ($3::int IS NULL OR $3::int = 0) AND NOT EXISTS (SELECT FROM updated)
         ON CONFLICT (stream_id) DO NOTHING RETURNING version
       ), moved AS (
         SELECT version FROM updated UNION ALL SELECT version FROM created
       ), inserted AS (
         INSERT INTO events (stream_id, version, event_id, type, data, metadata)
         SELECT $1, moved.version - $2::int + e.ordinality, (e.value->>'eventId')::uuid, e.value->>'type', e.value->'data', e.value->'metadata'
         FROM moved, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS e(value, ordinality)
         ORDER BY e.ordinality
         RETURNING event_id, stream_id, version, transaction_id, global_position
       )
       SELECT event_id::text AS event_id, stream_id, version, transaction_id::text AS transaction_id, global_position::text AS global_position
       FROM inserted
       ORDER BY version`,
      [streamId, events.length, expectedNumber(expectedVersion), JSON.stringify(events.map(eventColumns))],
    );
    return rows.length > 0 ? appendResult(rows) : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return null;
    throw error;
  }
}

/**
 * Appends to several streams (each once) in one statement, answering each its result or null (its version was not the
 * expected one: nothing of it written). The streams' rows are locked in the order of their ids, as every such
 * statement locks them, so that two of them cannot wait for each other.
 */
async function appendTogether(sql: Sql, asks: readonly AppendAsk[]): Promise<(AppendResult | null)[]> {
  const { rows } = await sql.query<StoredPositionRow>(
    `WITH asked AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS a(stream_id text, event_count int, expected int, events jsonb)
     ), locked AS (
       SELECT s.stream_id FROM streams s JOIN asked a ON a.stream_id = s.stream_id ORDER BY s.stream_id FOR UPDATE OF s
     ), updated AS (
       UPDATE streams s SET version = s.version + a.event_count FROM asked a, locked l
       WHERE s.stream_id = a.stream_id AND l.stream_id = a.stream_id AND (a.expected IS NULL OR s.version = a.expected)
       RETURNING s.stream_id, s.version
     ), created AS (
       INSERT INTO streams (stream_id, version)
       SELECT a.stream_id, a.event_count FROM asked a
       WHERE (a.expected IS NULL OR a.expected = 0) AND NOT EXISTS (SELECT FROM updated u WHERE u.stream_id = a.stream_id)
       ORDER BY a.stream_id
       ON CONFLICT (stream_id) DO NOTHING RETURNING stream_id, version
     ), moved AS (
       SELECT stream_id, version FROM updated UNION ALL SELECT stream_id, version FROM created
     ), inserted AS (
       INSERT INTO events (stream_id, version, event_id, type, data, metadata)
       SELECT a.stream_id, m.version - a.event_count + e.ordinality, (e.value->>'eventId')::uuid, e.value->>'type', e.value->'data', e.value->'metadata'
       FROM asked a JOIN moved m ON m.stream_id = a.stream_id, jsonb_array_elements(a.events) WITH ORDINALITY AS e(value, ordinality)
       ORDER BY a.stream_id, e.ordinality
       RETURNING event_id, stream_id, version, transaction_id, global_position
     )
     SELECT event_id::text AS event_id, stream_id, version, transaction_id::text AS transaction_id, global_position::text AS global_position
     FROM inserted
     ORDER BY stream_id, version`,
    [
      JSON.stringify(
        asks.map(({ streamId, events, expectedVersion }) => ({
          stream_id: streamId,
          event_count: events.length,
          expected: expectedNumber(expectedVersion),
          events: events.map(eventColumns),
        })),
      ),
    ],
  );
  const byStream = new Map<string, StoredPositionRow[]>();
  for (const row of rows) byStream.set(row.stream_id, [...(byStream.get(row.stream_id) ?? []), row]);
  return asks.map(({ streamId }) => {
    const stored = byStream.get(streamId);
    return stored ? appendResult(stored) : null;
  });
}

/** The version an append expects, as the statements take it: null for 'any', 0 for 'no_stream'. */
function expectedNumber(expectedVersion: ExpectedVersion): number | null {
  return expectedVersion === 'any' ? null : expectedVersion === 'no_stream' ? 0 : expectedVersion;
}

export function eventColumns({ eventId, type, data, metadata }: NewEvent) {
  return { eventId, type, data, metadata };
}

export function appendResult(rows: readonly StoredPositionRow[]): AppendResult {
  const last = rows.at(-1)!;
  return {
    nextVersion: last.version,
    position: { transactionId: last.transaction_id, globalPosition: last.global_position },
  };
}
