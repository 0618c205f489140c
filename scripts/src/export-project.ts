/**
 * `npm run export-project -- --project KEY --out FILE [--database-url URL]`: writes one archive
 * (gzip-compressed JSON lines) with every event of the project's streams and every blob under its
 * key, plus its members' profiles (never a password hash). Reads only: it runs beside a live server
 * on PostgreSQL; on the embedded database stop the server first. See docs/operations-scripts.md.
 */
import { createPostgresEventStore } from '@waterline/api';
import { onlyKnown, parseOptions, required } from './analyze/options.ts';
import { exportProject } from './project-archive/export-archive.ts';
import { isMainModule, runOperatorScript, usageErrors } from './support/operator-cli.ts';
import { openOperatorInstance } from './support/operator-instance.ts';

export const EXPORT_USAGE = 'Usage: npm run export-project -- --project KEY --out FILE [--database-url URL]';

async function main(): Promise<number> {
  const { projectKey, out, databaseUrl } = usageErrors(() => {
    const options = parseOptions(process.argv.slice(2));
    onlyKnown(options, ['--project', '--out', '--database-url']);
    return {
      projectKey: required(options, '--project'),
      out: required(options, '--out'),
      databaseUrl: options.get('--database-url'),
    };
  });
  const instance = await openOperatorInstance(process.env, databaseUrl);
  const store = createPostgresEventStore(instance.sql);
  try {
    await store.init();
    const summary = await exportProject({ sql: instance.sql, store, blobs: instance.blobs, projectKey, out });
    process.stdout.write(
      `Exported ${projectKey} to ${out}: ${summary.events} events in ${summary.streams} streams, ${summary.blobs} blobs, ${summary.users} member profiles.\n`,
    );
    return 0;
  } finally {
    await store.close();
    await instance.close();
  }
}

if (isMainModule(import.meta.url)) runOperatorScript(main, EXPORT_USAGE, 'Export');
