import { parseYAxisSettingsEvent } from '@waterline/domain/user-settings/y-axis-settings';
import type { Projection } from '../projection.ts';
import { yAxisSettingsSchema, yAxisSettingsTable } from './schema.ts';

export const yAxisSettingsProjection: Projection = {
  name: 'y_axis_settings_v1',
  tables: [yAxisSettingsTable],
  schema: yAxisSettingsSchema,
  async apply(tx, recorded) {
    const event = parseYAxisSettingsEvent(recorded);
    if (!event) return;
    const { projectId, userId, location, yaxis } = event.data;
    await tx.query(
      `INSERT INTO y_axis_settings_v1 (project_id, user_id, location, yaxis, updated_at, version) VALUES ($1, $2, $3, $4::jsonb, $5, $6)
       ON CONFLICT (project_id, user_id, location) DO UPDATE SET yaxis = EXCLUDED.yaxis, updated_at = EXCLUDED.updated_at, version = EXCLUDED.version
       WHERE y_axis_settings_v1.version < EXCLUDED.version`,
      [projectId, userId, location, JSON.stringify(yaxis), recorded.metadata.occurredAt, recorded.version],
    );
  },
};
