import type { ProjectRole } from '@waterline/domain/projects/roles';
import type { Sql } from '../db/sql.ts';

export interface ProjectMemberView {
  id: string;
  first: string;
  last: string;
  email: string;
  role: ProjectRole;
}

/** A project's members with their names, in the order they joined. */
export async function listProjectMembers(sql: Sql, projectId: string): Promise<ProjectMemberView[]> {
  const { rows } = await sql.query<{
    user_id: string;
    first: string | null;
    last: string | null;
    email: string | null;
    role: number;
  }>(
    `SELECT m.user_id, u.first, u.last, u.email, m.role
       FROM project_members_v1 m LEFT JOIN users_v1 u ON u.user_id = m.user_id
      WHERE m.project_id = $1 ORDER BY m.added_at, m.user_id`,
    [projectId],
  );
  return rows.map((row) => ({
    id: row.user_id,
    first: row.first ?? '',
    last: row.last ?? '',
    email: row.email ?? '',
    role: row.role as ProjectRole,
  }));
}

/** The user's role in the project, or null when not a member. */
export async function findMemberRole(sql: Sql, projectId: string, userId: string): Promise<ProjectRole | null> {
  const { rows } = await sql.query<{ role: number }>(
    'SELECT role FROM project_members_v1 WHERE project_id = $1 AND user_id = $2',
    [projectId, userId],
  );
  return rows[0] ? (rows[0].role as ProjectRole) : null;
}
