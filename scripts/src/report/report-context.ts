import type { DataFiles } from '@waterline/api/data/data-files';
import type { Sql } from '@waterline/read-models/db/sql';
import { findProjectByKey, listProjects, type ProjectRecord } from '@waterline/read-models/projects/queries';

/** Raised for input the operator can fix (unknown report, project or format): the command line prints it and exits 2. */
export class ReportUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportUsageError';
  }
}

/** What a report reads: the read models, the data files (series), and the operator's options. */
export interface ReportContext {
  sql: Sql;
  dataFiles: DataFiles;
  /** Only this project when given. */
  projectKey?: string;
  /** Survey responses marked private are left out unless the operator asks for them. */
  includePrivate: boolean;
}

/** The project named by --project, or every project; an unknown key is refused. */
export async function projectsInScope(context: Pick<ReportContext, 'sql' | 'projectKey'>): Promise<ProjectRecord[]> {
  if (context.projectKey === undefined) return listProjects(context.sql);
  const project = await findProjectByKey(context.sql, context.projectKey);
  if (!project) throw new ReportUsageError(`Unknown project: ${context.projectKey}`);
  return [project];
}
