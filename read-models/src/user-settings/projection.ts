import { parseYAxisSettingsEvent, yAxisSettingsEventSchemas } from '@waterline/domain/user-settings/y-axis-settings';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { yAxisSettingsSchema, yAxisSettingsTable } from './schema.ts';

interface YAxisRow {
  project_id: string;
  user_id: string;
  location: string;
  yaxis: unknown;
  updated_at: string;
  version: number;
}

// One user's settings in one project are one stream, so the last save of a batch carries its highest version.
const saveSettings: RowStatement<YAxisRow> = {
  table: yAxisSettingsTable,
  columns: 'project_id text, user_id text, location text, yaxis jsonb, updated_at timestamptz, version integer',
  text: `INSERT INTO y_axis_settings_v1 (project_id, user_id, location, yaxis, updated_at, version)
         SELECT project_id, user_id, location, yaxis, updated_at, version FROM rows
         ON CONFLICT (project_id, user_id, location) DO UPDATE SET yaxis = EXCLUDED.yaxis, updated_at = EXCLUDED.updated_at, version = EXCLUDED.version
         WHERE y_axis_settings_v1.version < EXCLUDED.version`,
  keep: 'last',
  key: (row) => JSON.stringify([row.project_id, row.user_id, row.location]),
};

export const yAxisSettingsProjection: Projection = {
  name: 'y_axis_settings_v1',
  tables: [yAxisSettingsTable],
  schema: yAxisSettingsSchema,
  handles: readsEventsOf(yAxisSettingsEventSchemas),
  async apply(tx, events) {
    const writes = new BatchedWrites(tx);
    for (const recorded of events) {
      const event = parseYAxisSettingsEvent(recorded);
      if (!event) continue;
      const { projectId, userId, location, yaxis } = event.data;
      await writes.add(saveSettings, {
        project_id: projectId,
        user_id: userId,
        location,
        yaxis,
        updated_at: recorded.metadata.occurredAt,
        version: recorded.version,
      });
    }
    await writes.flush();
  },
};
