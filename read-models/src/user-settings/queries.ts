import type { YAxisSettings } from '@waterline/domain/user-settings/y-axis-settings';
import type { Sql } from '../db/sql.ts';

/** The user's saved y-axis settings for a location of a project, or null when none were saved. */
export async function findYAxisSettings(
  sql: Sql,
  key: { projectId: string; userId: string; location: string },
): Promise<YAxisSettings | null> {
  const { rows } = await sql.query<{ yaxis: YAxisSettings }>(
    'SELECT yaxis FROM y_axis_settings_v1 WHERE project_id = $1 AND user_id = $2 AND location = $3',
    [key.projectId, key.userId, key.location],
  );
  return rows[0]?.yaxis ?? null;
}
