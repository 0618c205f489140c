import {
  parsePerformanceMeasureEvent,
  performanceMeasureEventSchemas,
} from '@waterline/domain/performance-measures/performance-measure';
import { BatchedWrites } from '../batched-writes.ts';
import { entityTableWrites } from '../entity-table.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { performanceMeasuresSchema, performanceMeasuresTable } from './schema.ts';

interface MeasureRow {
  pm_id: string;
  data: unknown;
  updated_at: string;
  version: number;
}

const measures = entityTableWrites<MeasureRow & { project_id: string }, MeasureRow, { pm_id: string }>({
  table: performanceMeasuresTable,
  id: 'pm_id',
  added: { project_id: 'text', data: 'jsonb' },
  addedAt: 'saved_at',
  edited: { data: 'jsonb' },
  timeType: 'timestamptz',
});

export const performanceMeasuresProjection: Projection = {
  name: performanceMeasuresTable,
  tables: [performanceMeasuresTable],
  schema: performanceMeasuresSchema,
  handles: readsEventsOf(performanceMeasureEventSchemas),
  async apply(tx, events) {
    const writes = new BatchedWrites(tx);
    for (const recorded of events) {
      const event = parsePerformanceMeasureEvent(recorded);
      if (!event) continue;
      const { occurredAt } = recorded.metadata;
      switch (event.type) {
        case 'PMSaved': {
          const { pmId, projectId, data } = event.data;
          await writes.add(measures.add, {
            pm_id: pmId,
            project_id: projectId,
            data,
            updated_at: occurredAt,
            version: recorded.version,
          });
          break;
        }
        case 'PMEdited':
          await writes.add(measures.edit, {
            pm_id: event.data.pmId,
            data: event.data.data,
            updated_at: occurredAt,
            version: recorded.version,
          });
          break;
        case 'PMDeleted':
          await writes.add(measures.remove, { pm_id: event.data.pmId });
      }
    }
    await writes.flush();
  },
};
