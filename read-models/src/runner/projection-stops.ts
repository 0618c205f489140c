import type { RecordedEvent } from '@waterline/domain/events/envelope';
import type { Sql } from '../db/sql.ts';

/**
 * A projection stopped at an event it cannot apply: one row per projection, written by the runner that stopped it
 * and cleared when a runner starts (which tries the event again), so every process's `/readyz` and `/metrics` see it.
 */
export const PROJECTION_STOPS_SCHEMA = `
CREATE TABLE IF NOT EXISTS projection_stops (
  projection text PRIMARY KEY,
  event_id text NOT NULL,
  stream_id text NOT NULL,
  event_type text NOT NULL,
  global_position numeric(20, 0) NOT NULL,
  error text NOT NULL,
  stopped_at timestamptz NOT NULL DEFAULT now()
);`;

export interface ProjectionStop {
  projection: string;
  eventId: string;
  streamId: string;
  eventType: string;
  error: string;
}

/** SQLSTATE classes of a failure that passes (connection, rollback for a conflict, resources, shutdown, lock, system). */
const PASSING_FAILURE_CLASSES = new Set(['08', '40', '53', '55', '57', '58', 'XX']);

/** Whether a failure could pass on a retry: a database error of a passing class, or one from the connection itself. */
export function mayPass(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^[0-9A-Z]{5}$/.test(code) ? PASSING_FAILURE_CLASSES.has(code.slice(0, 2)) : true;
}

export function projectionStopOf(projection: string, event: RecordedEvent, error: unknown): ProjectionStop {
  return {
    projection,
    eventId: event.eventId,
    streamId: event.streamId,
    eventType: event.type,
    error: error instanceof Error ? error.message : String(error),
  };
}

export async function recordProjectionStop(sql: Sql, stop: ProjectionStop, position: string): Promise<void> {
  await sql.query(
    `INSERT INTO projection_stops (projection, event_id, stream_id, event_type, global_position, error)
     VALUES ($1, $2, $3, $4, $5::numeric, $6)
     ON CONFLICT (projection) DO UPDATE SET event_id = excluded.event_id, stream_id = excluded.stream_id,
       event_type = excluded.event_type, global_position = excluded.global_position, error = excluded.error, stopped_at = now()`,
    [stop.projection, stop.eventId, stop.streamId, stop.eventType, position, stop.error],
  );
}

export async function clearProjectionStops(sql: Sql, projections: readonly string[]): Promise<void> {
  await sql.query('DELETE FROM projection_stops WHERE projection = ANY($1::text[])', [projections]);
}

/** The stopped projections, by name. */
export async function readProjectionStops(sql: Sql): Promise<ProjectionStop[]> {
  const { rows } = await sql.query<{
    projection: string;
    event_id: string;
    stream_id: string;
    event_type: string;
    error: string;
  }>('SELECT projection, event_id, stream_id, event_type, error FROM projection_stops ORDER BY projection');
  return rows.map((row) => ({
    projection: row.projection,
    eventId: row.event_id,
    streamId: row.stream_id,
    eventType: row.event_type,
    error: row.error,
  }));
}
