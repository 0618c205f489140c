import type { ProjectConfiguration } from '@waterline/domain/projects/configuration';
import {
  evolveConfiguration,
  parseProjectEvent,
  type ProjectEvent,
  projectEventSchemas,
} from '@waterline/domain/projects/project';
import { writeFoldedRows, type RowStatement } from '../batched-writes.ts';
import type { Sql } from '../db/sql.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { projectsSchema, projectsTable } from './schema.ts';

const membershipEvents = new Set(['MemberAdded', 'MemberRoleChanged']);

/** A project's row as the batch leaves it; `updated_at` null while the batch has not changed the configuration of a stored row. */
interface ProjectRow {
  project_id: string;
  version: number;
  access_version: number;
  updated_at: string | null;
  configuration: ProjectConfiguration;
}

interface CreatedRow extends ProjectRow {
  project_key: string;
  created_by: string;
  created_at: string;
}

const insertProjects: RowStatement<CreatedRow> = {
  table: projectsTable,
  columns:
    'project_id text, project_key text, created_by text, created_at timestamptz, updated_at timestamptz, version integer, access_version integer, configuration jsonb',
  text: `INSERT INTO ${projectsTable} (project_id, project_key, created_by, created_at, updated_at, version, access_version, configuration)
         SELECT project_id, project_key, created_by, created_at, updated_at, version, access_version, configuration FROM rows ON CONFLICT (project_id) DO NOTHING`,
  keep: 'first',
  key: (row) => row.project_id,
};

const updateProjects: RowStatement<ProjectRow> = {
  table: projectsTable,
  columns: 'project_id text, version integer, access_version integer, updated_at timestamptz, configuration jsonb',
  text: `UPDATE ${projectsTable} p SET version = rows.version, access_version = rows.access_version, updated_at = COALESCE(rows.updated_at, p.updated_at), configuration = rows.configuration
         FROM rows WHERE p.project_id = rows.project_id`,
  keep: 'last',
  key: (row) => row.project_id,
};

/**
 * Reads the rows of the batch's projects once, folds the batch's events into them in memory as each
 * event alone would change its row, then writes the new rows and the changed ones in two statements.
 */
export const projectsProjection: Projection = {
  name: projectsTable,
  tables: [projectsTable],
  schema: projectsSchema,
  handles: readsEventsOf(projectEventSchemas),
  async apply(tx, events) {
    const parsed = events.flatMap((recorded) => {
      const event = parseProjectEvent(recorded);
      return event ? [{ event, version: recorded.version, occurredAt: recorded.metadata.occurredAt }] : [];
    });
    if (parsed.length === 0) return;
    const rows = await readRows(tx, [...new Set(parsed.map(({ event }) => event.data.projectId))]);
    const created = new Map<string, CreatedRow>();
    const changed = new Set<ProjectRow>();
    for (const { event, version, occurredAt } of parsed) {
      const { projectId } = event.data;
      const row = rows.get(projectId);
      if (event.type === 'ProjectCreated') {
        if (row) continue;
        const { projectKey, createdBy, configuration } = event.data;
        const fresh = {
          project_id: projectId,
          project_key: projectKey,
          created_by: createdBy,
          created_at: occurredAt,
          updated_at: occurredAt,
          version,
          access_version: 0,
          configuration,
        };
        rows.set(projectId, fresh);
        created.set(projectId, fresh);
      } else if (row && row.version < version) {
        evolveRow(row, event, version, occurredAt);
        changed.add(row);
      }
    }
    await writeFoldedRows(tx, { insert: insertProjects, update: updateProjects }, created, changed);
  },
};

async function readRows(tx: Sql, projectIds: string[]): Promise<Map<string, ProjectRow>> {
  const { rows } = await tx.query<Omit<ProjectRow, 'updated_at'>>(
    `SELECT project_id, version, access_version, configuration FROM ${projectsTable} WHERE project_id = ANY($1::text[])`,
    [projectIds],
  );
  return new Map(rows.map((row) => [row.project_id, { ...row, updated_at: null }]));
}

/** A membership change moves only the version; any other change also the configuration and its time, and the access version with the access code. */
function evolveRow(row: ProjectRow, event: ProjectEvent, version: number, occurredAt: string): void {
  row.version = version;
  if (membershipEvents.has(event.type)) return;
  const configuration = evolveConfiguration(row.configuration, event);
  if (configuration.accessCodeHash !== row.configuration.accessCodeHash) row.access_version += 1;
  row.configuration = configuration;
  row.updated_at = occurredAt;
}
