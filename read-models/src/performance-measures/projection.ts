import {
  parsePerformanceMeasureEvent,
  performanceMeasureEventSchemas,
} from '@waterline/domain/performance-measures/performance-measure';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { performanceMeasuresSchema, performanceMeasuresTable } from './schema.ts';

interface MeasureRow {
  pm_id: string;
  data: unknown;
  updated_at: string;
  version: number;
}

const saveMeasure: RowStatement<MeasureRow & { project_id: string }> = {
  table: performanceMeasuresTable,
  columns: 'pm_id text, project_id text, data jsonb, updated_at timestamptz, version integer',
  text: `INSERT INTO performance_measures_v1 (pm_id, project_id, data, saved_at, updated_at, version)
         SELECT pm_id, project_id, data, updated_at, updated_at, version FROM rows ON CONFLICT (pm_id) DO NOTHING`,
  keep: 'first',
  key: (row) => row.pm_id,
};

// Each measure is its own stream, so the last edit of a batch carries its highest version.
const editMeasure: RowStatement<MeasureRow> = {
  table: performanceMeasuresTable,
  columns: 'pm_id text, data jsonb, updated_at timestamptz, version integer',
  text: `UPDATE performance_measures_v1 m SET data = rows.data, updated_at = rows.updated_at, version = rows.version
         FROM rows WHERE m.pm_id = rows.pm_id AND m.version < rows.version`,
  keep: 'last',
  key: (row) => row.pm_id,
};

const deleteMeasure: RowStatement<{ pm_id: string }> = {
  table: performanceMeasuresTable,
  columns: 'pm_id text',
  text: 'DELETE FROM performance_measures_v1 m USING rows WHERE m.pm_id = rows.pm_id',
  keep: 'first',
  key: (row) => row.pm_id,
};

export const performanceMeasuresProjection: Projection = {
  name: 'performance_measures_v1',
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
          await writes.add(saveMeasure, {
            pm_id: pmId,
            project_id: projectId,
            data,
            updated_at: occurredAt,
            version: recorded.version,
          });
          break;
        }
        case 'PMEdited':
          await writes.add(editMeasure, {
            pm_id: event.data.pmId,
            data: event.data.data,
            updated_at: occurredAt,
            version: recorded.version,
          });
          break;
        case 'PMDeleted':
          await writes.add(deleteMeasure, { pm_id: event.data.pmId });
      }
    }
    await writes.flush();
  },
};
