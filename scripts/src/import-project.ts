/**
 * `npm run import-project -- --in FILE [--database-url URL]`: imports a project archive into this
 * instance (DATABASE_URL or --database-url, else the embedded database and blobs in
 * WATERLINE_DATA_DIR: stop that server first), refusing it when the project's key exists here,
 * then runs the projectors until the read models hold the project. See docs/operations-scripts.md.
 */
import { createPostgresEventStore } from '@waterline/api';
import { allProjections } from '@waterline/read-models/all-projections';
import { startProjectionRunner } from '@waterline/read-models/runner/projection-runner';
import { onlyKnown, parseOptions, required } from './analyze/options.ts';
import { importProject, type ImportSummary } from './project-archive/import-archive.ts';
import { isMainModule, runOperatorScript, usageErrors } from './support/operator-cli.ts';
import { openOperatorInstance } from './support/operator-instance.ts';

export const IMPORT_USAGE = 'Usage: npm run import-project -- --in FILE [--admin EMAIL] [--database-url URL]';

/** How long the projectors may take to build the imported project's read models (a projection that stops answers at once). */
const PROJECTION_TIMEOUT_MS = 10 * 60_000;

export function describeImport(summary: ImportSummary): string[] {
  const who = (users: ImportSummary['users']['kept']) => users.map((user) => `${user.email} (${user.id})`).join(', ');
  const { kept, created, emailTaken } = summary.users;
  return [
    `Imported ${summary.projectKey}: ${summary.events} events in ${summary.streams} streams, ${summary.blobs} blobs.`,
    ...(kept.length > 0 ? [`Members with an account here already: ${who(kept)}.`] : []),
    ...(created.length > 0
      ? [
          `Member accounts made here without a usable password (each signs in after "Forgot password"): ${who(created)}.`,
        ]
      : []),
    ...(emailTaken.length > 0
      ? [
          `Not made, their email belongs to another account here (the membership keeps the archive's user id): ${who(emailTaken)}.`,
        ]
      : []),
    ...(summary.namedAdmin
      ? [`Made ${summary.namedAdmin.email} (${summary.namedAdmin.id}) an admin of the project.`]
      : []),
  ];
}

async function main(): Promise<number> {
  const { file, admin, databaseUrl } = usageErrors(() => {
    const options = parseOptions(process.argv.slice(2));
    onlyKnown(options, ['--in', '--admin', '--database-url']);
    return {
      file: required(options, '--in'),
      admin: options.get('--admin'),
      databaseUrl: options.get('--database-url'),
    };
  });
  const instance = await openOperatorInstance(process.env, databaseUrl);
  const store = createPostgresEventStore(instance.sql);
  try {
    await store.init();
    const summary = await importProject({
      store,
      blobs: instance.blobs,
      file,
      bcryptCost: 10,
      ...(admin ? { admin } : {}),
    });
    for (const line of describeImport(summary)) process.stdout.write(`${line}\n`);
    if (summary.lastPosition) {
      const runner = await startProjectionRunner({
        sql: instance.sql,
        store,
        projections: allProjections,
        pollIntervalMs: 50,
      });
      const caughtUp = await runner.waitForPosition(summary.lastPosition, PROJECTION_TIMEOUT_MS);
      await runner.stop();
      const [stop] = runner.stops();
      if (stop)
        throw new Error(
          `the events are stored, but the projection ${stop.projection} stopped at event ${stop.eventId} (${stop.eventType} in ${stop.streamId}), which it cannot apply: ${stop.error}. See "Stopped projections" in docs/operations-scripts.md.`,
        );
      if (!caughtUp)
        throw new Error('The projectors did not build the read models in time; a running server finishes them.');
      process.stdout.write('The read models hold the project.\n');
    }
    return 0;
  } finally {
    await store.close();
    await instance.close();
  }
}

if (isMainModule(import.meta.url)) runOperatorScript(main, IMPORT_USAGE, 'Import');
