import type { ProjectConfiguration } from '@waterline/domain/projects/configuration';
import { evolveConfiguration, parseProjectEvent } from '@waterline/domain/projects/project';
import type { Projection } from '../projection.ts';
import { projectsSchema, projectsTable } from './schema.ts';

const membershipEvents = new Set(['MemberAdded', 'MemberRoleChanged']);

export const projectsProjection: Projection = {
  name: 'projects_v4',
  tables: [projectsTable],
  schema: projectsSchema,
  async apply(tx, recorded) {
    const event = parseProjectEvent(recorded);
    if (!event) return;
    const { occurredAt } = recorded.metadata;
    if (event.type === 'ProjectCreated') {
      const { projectId, projectKey, createdBy, configuration } = event.data;
      await tx.query(
        `INSERT INTO projects_v4 (project_id, project_key, created_by, created_at, updated_at, version, configuration)
         VALUES ($1, $2, $3, $4, $4, $5, $6::jsonb) ON CONFLICT (project_id) DO NOTHING`,
        [projectId, projectKey, createdBy, occurredAt, recorded.version, JSON.stringify(configuration)],
      );
      return;
    }
    const { projectId } = event.data;
    if (membershipEvents.has(event.type)) {
      await tx.query('UPDATE projects_v4 SET version = $2 WHERE project_id = $1 AND version < $2', [projectId, recorded.version]);
      return;
    }
    const { rows } = await tx.query<{ configuration: ProjectConfiguration; version: number }>(
      'SELECT configuration, version FROM projects_v4 WHERE project_id = $1',
      [projectId],
    );
    const row = rows[0];
    if (!row || row.version >= recorded.version) return;
    const configuration = evolveConfiguration(row.configuration, event);
    const accessCodeChanged = configuration.accessCodeHash !== row.configuration.accessCodeHash ? 1 : 0;
    await tx.query(
      'UPDATE projects_v4 SET configuration = $2::jsonb, version = $3, updated_at = $4, access_version = access_version + $5 WHERE project_id = $1',
      [projectId, JSON.stringify(configuration), recorded.version, occurredAt, accessCodeChanged],
    );
  },
};
