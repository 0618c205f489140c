import type { Sql } from '@waterline/read-models/db/sql';
import { findProjectByKey } from '@waterline/read-models/projects/queries';
import type { DataDeps } from './data-access.ts';

/** The alternatives of a project's configuration as the read model holds them; none for an unknown project. */
export function alternativesFrom(sql: Sql): DataDeps['alternativesOf'] {
  return async (projectKey) => (await findProjectByKey(sql, projectKey))?.configuration.alternatives ?? [];
}
