import { projectEventSchemas } from '@waterline/domain/projects/project';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { projectHistorySchema, projectHistoryTable } from './schema.ts';

const projectIdPrefix = 'project-';

interface HistoryRow {
  project_id: string;
  version: number;
  event_type: string;
  actor_id: string;
  occurred_at: string;
  data: unknown;
}

const recordEntry: RowStatement<HistoryRow> = {
  table: projectHistoryTable,
  columns: 'project_id text, version integer, event_type text, actor_id text, occurred_at text, data jsonb',
  text: `INSERT INTO project_history_v1 (project_id, version, event_type, actor_id, occurred_at, data)
         SELECT project_id, version, event_type, actor_id, occurred_at, data FROM rows ON CONFLICT (project_id, version) DO NOTHING`,
  keep: 'first',
  key: (row) => JSON.stringify([row.project_id, row.version]),
};

export const projectHistoryProjection: Projection = {
  name: 'project_history_v1',
  tables: [projectHistoryTable],
  schema: projectHistorySchema,
  handles: readsEventsOf(projectEventSchemas),
  async apply(tx, events) {
    const writes = new BatchedWrites(tx);
    for (const recorded of events) {
      if (!Object.hasOwn(projectEventSchemas, recorded.type) || !recorded.streamId.startsWith(projectIdPrefix))
        continue;
      const { actorId, occurredAt } = recorded.metadata;
      const projectId = (recorded.data as { projectId: string }).projectId;
      await writes.add(recordEntry, {
        project_id: projectId,
        version: recorded.version,
        event_type: recorded.type,
        actor_id: actorId,
        occurred_at: occurredAt,
        data: recorded.data,
      });
    }
    await writes.flush();
  },
};
