import { parseProjectEvent } from '@waterline/domain/projects/project';
import type { Projection } from '../projection.ts';
import { projectListSchema, projectListTables } from './schema.ts';

export const projectListProjection: Projection = {
  name: 'project_list_v1',
  tables: projectListTables,
  schema: projectListSchema,
  async apply(tx, recorded) {
    const event = parseProjectEvent(recorded);
    switch (event?.type) {
      case 'ProjectCreated': {
        const { projectId, projectKey, configuration } = event.data;
        await tx.query('INSERT INTO project_list_v1 (project_id, project_key, title) VALUES ($1, $2, $3) ON CONFLICT (project_id) DO NOTHING', [
          projectId,
          projectKey,
          configuration.title,
        ]);
        return;
      }
      case 'ProjectDetailsChanged':
        if (event.data.changes.title !== undefined) {
          await tx.query('UPDATE project_list_v1 SET title = $2 WHERE project_id = $1', [event.data.projectId, event.data.changes.title]);
        }
        return;
      case 'MemberAdded':
      case 'MemberRoleChanged': {
        const { projectId, userId, role } = event.data;
        await tx.query(
          `INSERT INTO project_list_members_v1 (user_id, project_id, role) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, project_id) DO UPDATE SET role = excluded.role`,
          [userId, projectId, role],
        );
        return;
      }
      default:
        return;
    }
  },
};
