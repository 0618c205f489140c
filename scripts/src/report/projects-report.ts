import { roleNames } from '@waterline/domain/projects/roles';
import { listProjectMembers } from '@waterline/read-models/project-members/queries';
import { projectsInScope, type ReportContext } from './report-context.ts';
import type { Cell, ReportTable } from './report-table.ts';

/** Each project and its members with their roles: one row per member (a project without members still has its row). */
export async function projectsReport(context: ReportContext): Promise<ReportTable> {
  const rows: Cell[][] = [];
  for (const project of await projectsInScope(context)) {
    const { title, public: isPublic } = project.configuration;
    const base: Cell[] = [project.key, title, isPublic ? 'public' : 'private', project.createdAt, project.version];
    const members = await listProjectMembers(context.sql, project.id);
    if (members.length === 0) rows.push([...base, null, null, null, null, null]);
    for (const member of members)
      rows.push([
        ...base,
        member.id,
        `${member.first} ${member.last}`.trim(),
        member.email,
        member.role,
        roleNames[member.role],
      ]);
  }
  return {
    columns: [
      'project',
      'title',
      'access',
      'created_at',
      'version',
      'member_id',
      'member_name',
      'member_email',
      'role',
      'role_name',
    ],
    rows,
  };
}
