import type { DataFiles } from '@waterline/api';
import type { Sql } from '@waterline/read-models/db/sql';
import { UsageError } from '../support/operator-cli.ts';
import { findProjectByKey, listProjects, type ProjectRecord } from '@waterline/read-models/projects/queries';

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
  if (!project) throw new UsageError(`Unknown project: ${context.projectKey}`);
  return [project];
}
