import { parsePerformanceMeasureEvent } from '@waterline/domain/performance-measures/performance-measure';
import type { Projection } from '../projection.ts';
import { performanceMeasuresSchema, performanceMeasuresTable } from './schema.ts';

export const performanceMeasuresProjection: Projection = {
  name: 'performance_measures_v1',
  tables: [performanceMeasuresTable],
  schema: performanceMeasuresSchema,
  async apply(tx, recorded) {
    const event = parsePerformanceMeasureEvent(recorded);
    if (!event) return;
    const { occurredAt } = recorded.metadata;
    switch (event.type) {
      case 'PMSaved': {
        const { pmId, projectId, data } = event.data;
        await tx.query(
          `INSERT INTO performance_measures_v1 (pm_id, project_id, data, saved_at, updated_at, version)
           VALUES ($1, $2, $3::jsonb, $4, $4, $5) ON CONFLICT (pm_id) DO NOTHING`,
          [pmId, projectId, JSON.stringify(data), occurredAt, recorded.version],
        );
        return;
      }
      case 'PMEdited':
        await tx.query('UPDATE performance_measures_v1 SET data = $2::jsonb, updated_at = $3, version = $4 WHERE pm_id = $1 AND version < $4', [
          event.data.pmId,
          JSON.stringify(event.data.data),
          occurredAt,
          recorded.version,
        ]);
        return;
      case 'PMDeleted':
        await tx.query('DELETE FROM performance_measures_v1 WHERE pm_id = $1', [event.data.pmId]);
    }
  },
};
