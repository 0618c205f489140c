import { parseThresholdEvent } from '@waterline/domain/thresholds/threshold';
import type { Projection } from '../projection.ts';
import { thresholdsSchema, thresholdsTable } from './schema.ts';

export const thresholdsProjection: Projection = {
  name: 'thresholds_v1',
  tables: [thresholdsTable],
  schema: thresholdsSchema,
  async apply(tx, recorded) {
    const event = parseThresholdEvent(recorded);
    if (!event) return;
    const { occurredAt } = recorded.metadata;
    switch (event.type) {
      case 'ThresholdAdded': {
        const { thresholdId, projectId, addedBy, data } = event.data;
        await tx.query(
          `INSERT INTO thresholds_v1 (threshold_id, project_id, location, data, added_by, added_at, updated_at, version)
           VALUES ($1, $2, $3, $4::jsonb, $5, $6, $6, $7) ON CONFLICT (threshold_id) DO NOTHING`,
          [thresholdId, projectId, data.location, JSON.stringify(data), addedBy, occurredAt, recorded.version],
        );
        return;
      }
      case 'ThresholdEdited': {
        const { thresholdId, data } = event.data;
        await tx.query(
          'UPDATE thresholds_v1 SET location = $2, data = $3::jsonb, updated_at = $4, version = $5 WHERE threshold_id = $1 AND version < $5',
          [thresholdId, data.location, JSON.stringify(data), occurredAt, recorded.version],
        );
        return;
      }
      case 'ThresholdDeleted':
        await tx.query('DELETE FROM thresholds_v1 WHERE threshold_id = $1', [event.data.thresholdId]);
    }
  },
};
