import { projectsTable } from './schema.ts';
import type { ProjectConfiguration } from '@waterline/domain/projects/configuration';
import type { ProjectRole } from '@waterline/domain/projects/roles';
import { normalizeEmail } from '@waterline/domain/users/user';
import { groupedCalls } from '../db/grouped-calls.ts';
import type { Sql } from '../db/sql.ts';
import type { UserProfile } from '../users/queries.ts';

export interface ProjectRecord {
  id: string;
  key: string;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  /** The project stream's version this row reflects. */
  version: number;
  /** One more at every change of the access code. */
  accessVersion: number;
  configuration: ProjectConfiguration;
}

type ProjectRow = {
  project_id: string;
  project_key: string;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  version: number;
  access_version: number;
  configuration: ProjectConfiguration;
};

const columns = 'project_id, project_key, created_by, created_at, updated_at, version, access_version, configuration';
const qualifiedColumns = columns
  .split(', ')
  .map((column) => `p.${column}`)
  .join(', ');

function toRecord(row: ProjectRow): ProjectRecord {
  return {
    id: row.project_id,
    key: row.project_key,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    version: row.version,
    accessVersion: row.access_version,
    configuration: row.configuration,
  };
}

export async function findProjectByKey(sql: Sql, projectKey: string): Promise<ProjectRecord | null> {
  const { rows } = await sql.query<ProjectRow>(`SELECT ${columns} FROM ${projectsTable} WHERE project_key = $1`, [
    projectKey,
  ]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Which row the project of the key is now (its id and stream version), without reading it: null when none. */
export async function findProjectVersionByKey(
  sql: Sql,
  projectKey: string,
): Promise<{ id: string; version: number } | null> {
  const { rows } = await sql.query<{ project_id: string; version: number }>(
    `SELECT project_id, version FROM ${projectsTable} WHERE project_key = $1`,
    [projectKey],
  );
  const row = rows[0];
  return row ? { id: row.project_id, version: row.version } : null;
}

/** What deciding access to a project needs: its id, whether it is public, and its access-code hash and version. */
export interface ProjectAccessFields {
  id: string;
  accessVersion: number;
  configuration: Pick<ProjectConfiguration, 'public' | 'accessCodeHash'>;
}

/** What deciding a command on a project needs: the project, the user's role in it and session, and a user by email. */
export interface ProjectAndRole {
  project: ProjectRecord | null;
  role: ProjectRole | null;
  sessionVersion: number | null;
  user: UserProfile | null;
}

interface ProjectAndRoleQuestion {
  projectKey: string;
  userId: string;
  email: string | null;
}

type ProjectAndRoleRow = Partial<ProjectRow> & {
  session_version: number | null;
  member_role: number | null;
  user_id: string | null;
  first: string;
  last: string;
  email: string;
};

// Commands on projects ask this before each decision: asked at the same time, they share a statement.
const projectAndRoleLookups = new WeakMap<Sql, (question: ProjectAndRoleQuestion) => Promise<ProjectAndRole>>();

/**
 * The project of the key (null when none) and the user's role in it (null when not a member), with the user's session
 * version (null when no such user), in one statement; with `email`, also the user of that email (null when none: adding
 * a member looks them up in the same statement as the admin check). Lookups made while one is running go together in
 * the next statement (see `groupedCalls`).
 */
export function findProjectAndRoleByKey(
  sql: Sql,
  projectKey: string,
  userId: string,
  email?: string,
): Promise<ProjectAndRole> {
  let lookup = projectAndRoleLookups.get(sql);
  if (!lookup) {
    lookup = groupedCalls((questions: readonly ProjectAndRoleQuestion[]) => findProjectsAndRoles(sql, questions));
    projectAndRoleLookups.set(sql, lookup);
  }
  return lookup({ projectKey, userId, email: email === undefined ? null : normalizeEmail(email) });
}

/** One answer a question, in order (project keys and emails are unique, so each question joins one row at most). */
async function findProjectsAndRoles(sql: Sql, questions: readonly ProjectAndRoleQuestion[]): Promise<ProjectAndRole[]> {
  const { rows } = await sql.query<ProjectAndRoleRow>(
    `SELECT ${qualifiedColumns},
            (SELECT session_version FROM credentials_v2 c WHERE c.user_id = q.user_id) AS session_version,
            (SELECT role FROM project_members_v1 m WHERE m.project_id = p.project_id AND m.user_id = q.user_id) AS member_role,
            u.user_id, u.first, u.last, u.email
       FROM (SELECT a.value->>'projectKey' AS project_key, a.value->>'userId' AS user_id, a.value->>'email' AS email, a.slot
               FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(value, slot)) AS q
       LEFT JOIN ${projectsTable} p ON p.project_key = q.project_key
       LEFT JOIN users_v1 u ON u.email = q.email
       ORDER BY q.slot`,
    [JSON.stringify(questions)],
  );
  return rows.map((row) => ({
    project: row.project_id ? toRecord(row as ProjectRow) : null,
    role: row.member_role as ProjectRole | null,
    sessionVersion: row.session_version,
    user: row.user_id === null ? null : { id: row.user_id, first: row.first, last: row.last, email: row.email },
  }));
}

/** The access fields of a project, without reading its whole configuration (data requests check access each time). */
export async function findProjectAccessByKey(sql: Sql, projectKey: string): Promise<ProjectAccessFields | null> {
  const { rows } = await sql.query<{
    project_id: string;
    access_version: number;
    is_public: boolean;
    access_code_hash: string | null;
  }>(
    `SELECT project_id, access_version, (configuration->>'public')::boolean AS is_public, configuration->>'accessCodeHash' AS access_code_hash
     FROM ${projectsTable} WHERE project_key = $1`,
    [projectKey],
  );
  const row = rows[0];
  return row
    ? {
        id: row.project_id,
        accessVersion: row.access_version,
        configuration: { public: row.is_public, accessCodeHash: row.access_code_hash },
      }
    : null;
}

export async function findProjectById(sql: Sql, projectId: string): Promise<ProjectRecord | null> {
  const { rows } = await sql.query<ProjectRow>(`SELECT ${columns} FROM ${projectsTable} WHERE project_id = $1`, [
    projectId,
  ]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Every project, by key. */
export async function listProjects(sql: Sql): Promise<ProjectRecord[]> {
  const { rows } = await sql.query<ProjectRow>(`SELECT ${columns} FROM ${projectsTable} ORDER BY project_key`);
  return rows.map(toRecord);
}
