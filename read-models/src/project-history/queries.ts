import type { StoredProjectEvent } from '@waterline/domain/projects/history';
import type { Sql } from '../db/sql.ts';

/** A project's events in stream order, up to and including `toVersion` when given. */
export async function listProjectEvents(
  sql: Sql,
  projectId: string,
  toVersion?: number,
): Promise<StoredProjectEvent[]> {
  const { rows } = await sql.query<{
    version: number;
    event_type: string;
    actor_id: string;
    occurred_at: string;
    data: unknown;
  }>(
    `SELECT version, event_type, actor_id, occurred_at, data FROM project_history_v1
      WHERE project_id = $1 AND ($2::integer IS NULL OR version <= $2) ORDER BY version`,
    [projectId, toVersion ?? null],
  );
  return rows.map((row) => ({
    version: row.version,
    type: row.event_type,
    data: row.data,
    metadata: { actorId: row.actor_id, occurredAt: row.occurred_at },
  }));
}
