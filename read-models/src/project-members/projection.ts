import { parseProjectEvent, projectEventSchemas } from '@waterline/domain/projects/project';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { projectMembersSchema, projectMembersTable } from './schema.ts';

interface MemberRow {
  project_id: string;
  user_id: string;
  role: number;
}

const memberKey = (row: MemberRow) => JSON.stringify([row.project_id, row.user_id]);

const addMember: RowStatement<MemberRow & { added_at: string }> = {
  table: projectMembersTable,
  columns: 'project_id text, user_id text, role smallint, added_at timestamptz',
  text: `INSERT INTO project_members_v1 (project_id, user_id, role, added_at) SELECT project_id, user_id, role, added_at FROM rows
         ON CONFLICT (project_id, user_id) DO NOTHING`,
  keep: 'first',
  key: memberKey,
};

const changeRole: RowStatement<MemberRow> = {
  table: projectMembersTable,
  columns: 'project_id text, user_id text, role smallint',
  text: 'UPDATE project_members_v1 m SET role = rows.role FROM rows WHERE m.project_id = rows.project_id AND m.user_id = rows.user_id',
  keep: 'last',
  key: memberKey,
};

export const projectMembersProjection: Projection = {
  name: 'project_members_v1',
  tables: [projectMembersTable],
  schema: projectMembersSchema,
  handles: readsEventsOf(projectEventSchemas),
  async apply(tx, events) {
    const writes = new BatchedWrites(tx);
    for (const recorded of events) {
      const event = parseProjectEvent(recorded);
      if (event?.type === 'MemberAdded') {
        const { projectId, userId, role } = event.data;
        await writes.add(addMember, {
          project_id: projectId,
          user_id: userId,
          role,
          added_at: recorded.metadata.occurredAt,
        });
      } else if (event?.type === 'MemberRoleChanged') {
        const { projectId, userId, role } = event.data;
        await writes.add(changeRole, { project_id: projectId, user_id: userId, role });
      }
    }
    await writes.flush();
  },
};
