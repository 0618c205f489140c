/**
 * `npm run report -- <name> [--format csv|json] [--project KEY] [--database-url URL] [--include-private]`:
 * one report on the read models, on stdout. Reads only (one read-only transaction, no locks), so it
 * runs beside a live server on PostgreSQL. Unknown report, project, option or format: a message on
 * stderr and exit code 2.
 */
import { type BlobStore, DataFiles, defaultImportMemoryMb, ImportWorkers } from '@waterline/api';
import type { Sql } from '@waterline/read-models/db/sql';
import { parseReportArgs, REPORT_USAGE, type ReportArgs } from './report/report-args.ts';
import { formatReport } from './report/report-table.ts';
import { reports } from './report/reports.ts';
import { isMainModule, runOperatorScript, UsageError } from './support/operator-cli.ts';
import { openOperatorInstance } from './support/operator-instance.ts';

/** Runs the report in one read-only transaction (one consistent snapshot of every read model) and answers its text. */
export async function runReport(args: ReportArgs, sql: Sql, blobs: BlobStore): Promise<string> {
  const report = reports[args.name];
  if (!report) throw new UsageError(`Unknown report: ${args.name}`);
  const importWorkers = new ImportWorkers({ maxMemoryMb: defaultImportMemoryMb });
  try {
    const table = await sql.transaction(async (tx) => {
      await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      return report({
        sql: tx,
        dataFiles: new DataFiles(blobs, importWorkers),
        includePrivate: args.includePrivate,
        ...(args.projectKey === undefined ? {} : { projectKey: args.projectKey }),
      });
    });
    return formatReport(table, args.format);
  } finally {
    importWorkers.stop();
  }
}

async function main(): Promise<number> {
  const args = parseReportArgs(process.argv.slice(2));
  const instance = await openOperatorInstance(process.env, args.databaseUrl);
  try {
    process.stdout.write(await runReport(args, instance.sql, instance.blobs));
    return 0;
  } finally {
    await instance.close();
  }
}

if (isMainModule(import.meta.url)) runOperatorScript(main, REPORT_USAGE, 'Report');
