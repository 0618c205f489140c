import { parseThresholdEvent, thresholdEventSchemas } from '@waterline/domain/thresholds/threshold';
import { BatchedWrites } from '../batched-writes.ts';
import { entityTableWrites } from '../entity-table.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { thresholdsSchema, thresholdsTable } from './schema.ts';

interface ThresholdRow {
  threshold_id: string;
  location: string;
  data: unknown;
  updated_at: string;
  version: number;
}

const thresholds = entityTableWrites<
  ThresholdRow & { project_id: string; added_by: string | null },
  ThresholdRow,
  { threshold_id: string }
>({
  table: thresholdsTable,
  id: 'threshold_id',
  added: { project_id: 'text', location: 'text', data: 'jsonb', added_by: 'text' },
  addedAt: 'added_at',
  edited: { location: 'text', data: 'jsonb' },
  timeType: 'timestamptz',
});

export const thresholdsProjection: Projection = {
  name: thresholdsTable,
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
          await writes.add(thresholds.add, {
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
          await writes.add(thresholds.edit, {
            threshold_id: thresholdId,
            location: data.location,
            data,
            updated_at: occurredAt,
            version: recorded.version,
          });
          break;
        }
        case 'ThresholdDeleted':
          await writes.add(thresholds.remove, { threshold_id: event.data.thresholdId });
      }
    }
    await writes.flush();
  },
};
