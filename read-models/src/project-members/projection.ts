import { parseProjectEvent } from '@waterline/domain/projects/project';
import type { Projection } from '../projection.ts';
import { projectMembersSchema, projectMembersTable } from './schema.ts';

export const projectMembersProjection: Projection = {
  name: 'project_members_v1',
  tables: [projectMembersTable],
  schema: projectMembersSchema,
  async apply(tx, recorded) {
    const event = parseProjectEvent(recorded);
    if (event?.type === 'MemberAdded') {
      const { projectId, userId, role } = event.data;
      await tx.query(
        'INSERT INTO project_members_v1 (project_id, user_id, role, added_at) VALUES ($1, $2, $3, $4) ON CONFLICT (project_id, user_id) DO NOTHING',
        [projectId, userId, role, recorded.metadata.occurredAt],
      );
    } else if (event?.type === 'MemberRoleChanged') {
      const { projectId, userId, role } = event.data;
      await tx.query('UPDATE project_members_v1 SET role = $3 WHERE project_id = $1 AND user_id = $2', [projectId, userId, role]);
    }
  },
};
