import { parseThresholdEvent, thresholdEventSchemas } from '@waterline/domain/thresholds/threshold';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { thresholdsSchema, thresholdsTable } from './schema.ts';

interface ThresholdRow {
  threshold_id: string;
  location: string;
  data: unknown;
  updated_at: string;
  version: number;
}

const addThreshold: RowStatement<ThresholdRow & { project_id: string; added_by: string | null }> = {
  table: thresholdsTable,
  columns:
    'threshold_id text, project_id text, location text, data jsonb, added_by text, updated_at timestamptz, version integer',
  text: `INSERT INTO thresholds_v1 (threshold_id, project_id, location, data, added_by, added_at, updated_at, version)
         SELECT threshold_id, project_id, location, data, added_by, updated_at, updated_at, version FROM rows ON CONFLICT (threshold_id) DO NOTHING`,
  keep: 'first',
  key: (row) => row.threshold_id,
};

// Each threshold is its own stream, so the last edit of a batch carries its highest version.
const editThreshold: RowStatement<ThresholdRow> = {
  table: thresholdsTable,
  columns: 'threshold_id text, location text, data jsonb, updated_at timestamptz, version integer',
  text: `UPDATE thresholds_v1 t SET location = rows.location, data = rows.data, updated_at = rows.updated_at, version = rows.version
         FROM rows WHERE t.threshold_id = rows.threshold_id AND t.version < rows.version`,
  keep: 'last',
  key: (row) => row.threshold_id,
};

const deleteThreshold: RowStatement<{ threshold_id: string }> = {
  table: thresholdsTable,
  columns: 'threshold_id text',
  text: 'DELETE FROM thresholds_v1 t USING rows WHERE t.threshold_id = rows.threshold_id',
  keep: 'first',
  key: (row) => row.threshold_id,
};

export const thresholdsProjection: Projection = {
  name: 'thresholds_v1',
  tables: [thresholdsTable],
  schema: thresholdsSchema,
  handles: readsEventsOf(thresholdEventSchemas),
  async apply(tx, events) {
    const writes = new BatchedWrites(tx);
    for (const recorded of events) {
      const event = parseThresholdEvent(recorded);
      if (!event) continue;
      const { occurredAt } = recorded.metadata;
      switch (event.type) {
        case 'ThresholdAdded': {
          const { thresholdId, projectId, addedBy, data } = event.data;
          await writes.add(addThreshold, {
            threshold_id: thresholdId,
            project_id: projectId,
            location: data.location,
            data,
            added_by: addedBy,
            updated_at: occurredAt,
            version: recorded.version,
          });
          break;
        }
        case 'ThresholdEdited': {
          const { thresholdId, data } = event.data;
          await writes.add(editThreshold, {
            threshold_id: thresholdId,
            location: data.location,
            data,
            updated_at: occurredAt,
            version: recorded.version,
          });
          break;
        }
        case 'ThresholdDeleted':
          await writes.add(deleteThreshold, { threshold_id: event.data.thresholdId });
      }
    }
    await writes.flush();
  },
};
