/**
 * `npm run restore -- --project KEY --version N [--restore-access] [--database-url URL]`: brings a project's
 * configuration back to version N with the same command the admin History page's Restore button
 * sends, attributed to the operator; members stay as they are and the history keeps every version.
 * Who may enter (public flag, access code) stays as it is unless `--restore-access` asks for that version's too.
 * A running server's projectors pick the events up; on the embedded database stop the server first.
 */
import { randomUUID } from 'node:crypto';
import { OPERATOR_ACTOR_ID } from '@waterline/domain/aggregate/actors';
import { createPostgresEventStore, restoreProject } from '@waterline/api';
import type { Sql } from '@waterline/read-models/db/sql';
import { findProjectByKey } from '@waterline/read-models/projects/queries';
import { integerOption, onlyKnown, parseOptions, required, takeFlag } from './analyze/options.ts';
import { isMainModule, runOperatorScript, usageErrors, UsageError } from './support/operator-cli.ts';
import { openOperatorInstance } from './support/operator-instance.ts';

export const RESTORE_USAGE =
  'Usage: npm run restore -- --project KEY --version N [--restore-access] [--database-url URL]';

/**
 * Restores the project (its access too when `restoreAccess`) and answers the line to print: what was appended, or
 * that nothing needed to change.
 */
export async function restoreProjectToVersion(
  sql: Sql,
  projectKey: string,
  version: number,
  restoreAccess: boolean,
): Promise<string> {
  const project = await findProjectByKey(sql, projectKey);
  if (!project) throw new UsageError(`Unknown project: ${projectKey}`);
  const store = createPostgresEventStore(sql);
  await store.init();
  try {
    const env = { eventStore: store, clock: () => new Date(), bcryptCost: 10 };
    const result = await restoreProject(
      env,
      { actorId: OPERATOR_ACTOR_ID, correlationId: randomUUID() },
      project.id,
      version,
      restoreAccess,
    );
    if (result.events.length === 0) return `The configuration of ${projectKey} already matches version ${version}.`;
    return `Restored ${projectKey} to version ${version}: now at version ${result.version} (${result.events.map((event) => event.type).join(', ')}).`;
  } finally {
    await store.close();
  }
}

async function main(): Promise<number> {
  const { projectKey, version, restoreAccess, databaseUrl } = usageErrors(() => {
    const { given: restoreAccess, rest } = takeFlag(process.argv.slice(2), '--restore-access');
    const options = parseOptions(rest);
    onlyKnown(options, ['--project', '--version', '--database-url']);
    const project = required(options, '--project');
    required(options, '--version');
    return {
      projectKey: project,
      version: integerOption(options, '--version', 1, 2 ** 31 - 1) as number,
      restoreAccess,
      databaseUrl: options.get('--database-url'),
    };
  });
  const instance = await openOperatorInstance(process.env, databaseUrl);
  try {
    process.stdout.write(`${await restoreProjectToVersion(instance.sql, projectKey, version, restoreAccess)}\n`);
    return 0;
  } finally {
    await instance.close();
  }
}

if (isMainModule(import.meta.url)) runOperatorScript(main, RESTORE_USAGE, 'Restore');
