/**
 * Rebuilds every read model from the event log and proves the rebuilt tables equal the live ones.
 * Usage: npx tsx scripts/src/rebuild-read-models.ts [--check]
 *   --check   compare only (exit 1 when a table differs); without it the rebuilt tables replace the live ones.
 * Database: DATABASE_URL when set, else PGlite in WATERLINE_DATA_DIR (default ./data); an embedded
 * database opens in one process at a time, so stop the server first.
 */
import { pathToFileURL } from 'node:url';
import { createPostgresEventStore } from '@waterline/api';
import { allProjections } from '@waterline/read-models/all-projections';
import { openSql } from '@waterline/read-models/db/open-sql';
import type { Sql } from '@waterline/read-models/db/sql';
import type { Projection } from '@waterline/read-models/projection';
import { rebuildProjections, type ProjectionRebuild } from '@waterline/read-models/runner/rebuild';

export const USAGE = 'Usage: npx tsx scripts/src/rebuild-read-models.ts [--check]';

/** `{ check }` from the command line, or undefined when it holds anything else. */
export function parseRebuildArgs(argv: readonly string[]): { check: boolean } | undefined {
  if (argv.length === 0) return { check: false };
  if (argv.length === 1 && argv[0] === '--check') return { check: true };
  return undefined;
}

/** Rebuilds (or with `check` only compares) the projections on `sql`, writes one report line each, and returns the exit code. */
export async function rebuildReadModels(options: {
  sql: Sql;
  projections: readonly Projection[];
  check: boolean;
  write: (line: string) => void;
}): Promise<number> {
  const store = createPostgresEventStore(options.sql);
  await store.init();
  try {
    const results = await rebuildProjections(options.sql, store, options.projections, { replace: !options.check });
    for (const result of results) for (const line of describeRebuild(result)) options.write(line);
    const differing = results.filter((result) => !result.matches).length;
    if (options.check) {
      options.write(
        differing === 0
          ? `All ${results.length} read models equal their rebuild.`
          : `${differing} of ${results.length} read models differ from their rebuild.`,
      );
      return differing === 0 ? 0 : 1;
    }
    options.write(`Replaced ${results.length} read models with their rebuild (${differing} differed before).`);
    return 0;
  } finally {
    await store.close();
  }
}

export function describeRebuild(result: ProjectionRebuild): string[] {
  const position = `${result.position.transactionId}/${result.position.globalPosition}`;
  const verdict = result.matches ? 'checksums match' : 'CHECKSUMS DIFFER';
  return [
    `${result.projection} at position ${position}: ${verdict}${result.replaced ? ', replaced by the rebuild' : ''}`,
    ...result.tables.map(
      (table) =>
        `  ${table.table}: ${table.liveRows} live rows, ${table.rebuiltRows} rebuilt rows, ${table.matches ? 'checksums match' : 'checksums differ'}`,
    ),
  ];
}

async function main(): Promise<number> {
  const args = parseRebuildArgs(process.argv.slice(2));
  if (!args) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const sql = await openSql({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.WATERLINE_DATA_DIR || './data',
  });
  try {
    return await rebuildReadModels({
      sql,
      projections: allProjections,
      check: args.check,
      write: (line) => process.stdout.write(`${line}\n`),
    });
  } finally {
    await sql.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`Rebuild failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
