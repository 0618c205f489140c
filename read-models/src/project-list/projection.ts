import { parseProjectEvent, projectEventSchemas } from '@waterline/domain/projects/project';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { projectListSchema, projectListTables } from './schema.ts';

const [listTable, listMembersTable] = projectListTables as [string, string];

const listProject: RowStatement<{ project_id: string; project_key: string; title: string }> = {
  table: listTable,
  columns: 'project_id text, project_key text, title text',
  text: 'INSERT INTO project_list_v1 (project_id, project_key, title) SELECT project_id, project_key, title FROM rows ON CONFLICT (project_id) DO NOTHING',
  keep: 'first',
  key: (row) => row.project_id,
};

const retitle: RowStatement<{ project_id: string; title: string }> = {
  table: listTable,
  columns: 'project_id text, title text',
  text: 'UPDATE project_list_v1 l SET title = rows.title FROM rows WHERE l.project_id = rows.project_id',
  keep: 'last',
  key: (row) => row.project_id,
};

const showToMember: RowStatement<{ user_id: string; project_id: string; role: number }> = {
  table: listMembersTable,
  columns: 'user_id text, project_id text, role smallint',
  text: `INSERT INTO project_list_members_v1 (user_id, project_id, role) SELECT user_id, project_id, role FROM rows
         ON CONFLICT (user_id, project_id) DO UPDATE SET role = excluded.role`,
  keep: 'last',
  key: (row) => JSON.stringify([row.user_id, row.project_id]),
};

export const projectListProjection: Projection = {
  name: 'project_list_v1',
  tables: projectListTables,
  schema: projectListSchema,
  handles: readsEventsOf(projectEventSchemas),
  async apply(tx, events) {
    const writes = new BatchedWrites(tx);
    for (const recorded of events) {
      const event = parseProjectEvent(recorded);
      switch (event?.type) {
        case 'ProjectCreated': {
          const { projectId, projectKey, configuration } = event.data;
          await writes.add(listProject, { project_id: projectId, project_key: projectKey, title: configuration.title });
          break;
        }
        case 'ProjectDetailsChanged':
          if (event.data.changes.title !== undefined)
            await writes.add(retitle, { project_id: event.data.projectId, title: event.data.changes.title });
          break;
        case 'MemberAdded':
        case 'MemberRoleChanged': {
          const { projectId, userId, role } = event.data;
          await writes.add(showToMember, { user_id: userId, project_id: projectId, role });
          break;
        }
        default:
          break;
      }
    }
    await writes.flush();
  },
};
