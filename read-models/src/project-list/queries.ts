import type { ProjectRole } from '@waterline/domain/projects/roles';
import type { Sql } from '../db/sql.ts';

export interface MemberProject {
  id: string;
  key: string;
  title: string;
  role: ProjectRole;
}

/** The projects a user is a member of, by title then key. */
export async function listProjectsOfMember(sql: Sql, userId: string): Promise<MemberProject[]> {
  const { rows } = await sql.query<{ project_id: string; project_key: string; title: string; role: number }>(
    `SELECT p.project_id, p.project_key, p.title, m.role
       FROM project_list_members_v1 m JOIN project_list_v1 p ON p.project_id = m.project_id
      WHERE m.user_id = $1 ORDER BY lower(p.title), p.project_key`,
    [userId],
  );
  return rows.map((row) => ({
    id: row.project_id,
    key: row.project_key,
    title: row.title,
    role: row.role as ProjectRole,
  }));
}
