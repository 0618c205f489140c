import { projectEventSchemas } from '@waterline/domain/projects/project';
import type { Projection } from '../projection.ts';
import { projectHistorySchema, projectHistoryTable } from './schema.ts';

const projectIdPrefix = 'project-';

export const projectHistoryProjection: Projection = {
  name: 'project_history_v1',
  tables: [projectHistoryTable],
  schema: projectHistorySchema,
  async apply(tx, recorded) {
    if (!Object.hasOwn(projectEventSchemas, recorded.type) || !recorded.streamId.startsWith(projectIdPrefix)) return;
    const projectId = (recorded.data as { projectId: string }).projectId;
    await tx.query(
      `INSERT INTO project_history_v1 (project_id, version, event_type, actor_id, occurred_at, data)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb) ON CONFLICT (project_id, version) DO NOTHING`,
      [projectId, recorded.version, recorded.type, recorded.metadata.actorId, recorded.metadata.occurredAt, JSON.stringify(recorded.data)],
    );
  },
};
