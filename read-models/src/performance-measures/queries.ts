import { performanceMeasuresTable } from './schema.ts';
import type { SavedPerformanceMeasureData } from '@waterline/domain/performance-measures/pm-data';
import type { Sql } from '../db/sql.ts';

/** A saved performance measure as the API lists it. */
export interface PerformanceMeasureRecord {
  id: string;
  data: SavedPerformanceMeasureData;
}

/** A project's saved performance measures in the order they were saved. */
export async function listPerformanceMeasures(sql: Sql, projectId: string): Promise<PerformanceMeasureRecord[]> {
  const { rows } = await sql.query<{ pm_id: string; data: SavedPerformanceMeasureData }>(
    `SELECT pm_id, data FROM ${performanceMeasuresTable} WHERE project_id = $1 ORDER BY saved_at, pm_id`,
    [projectId],
  );
  return rows.map((row) => ({ id: row.pm_id, data: row.data }));
}
