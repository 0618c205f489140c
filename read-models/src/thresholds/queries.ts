import { thresholdsTable } from './schema.ts';
import type { StoredThresholdData } from '@waterline/domain/thresholds/threshold-data';
import type { Sql } from '../db/sql.ts';

/** A threshold as the API lists it. */
export interface ThresholdRecord {
  id: string;
  location: string;
  data: StoredThresholdData;
  /** The signed-in user who added it; null for a visitor. */
  addedBy: string | null;
}

type ThresholdRow = { threshold_id: string; location: string; data: StoredThresholdData; added_by: string | null };

/** A project's thresholds in the order they were added, only those of `location` when it is given. */
export async function listThresholds(sql: Sql, projectId: string, location?: string): Promise<ThresholdRecord[]> {
  const { rows } = await sql.query<ThresholdRow>(
    `SELECT threshold_id, location, data, added_by FROM ${thresholdsTable}
      WHERE project_id = $1 AND ($2::text IS NULL OR location = $2)
      ORDER BY added_at, threshold_id`,
    [projectId, location ?? null],
  );
  return rows.map((row) => ({ id: row.threshold_id, location: row.location, data: row.data, addedBy: row.added_by }));
}
