import { UsageError } from '../support/operator-cli.ts';
import { REPORT_FORMATS, type ReportFormat } from './report-table.ts';
import { reports } from './reports.ts';

export const REPORT_USAGE = `Usage: npm run report -- <${Object.keys(reports).join('|')}> [--format csv|json] [--project KEY] [--database-url URL] [--include-private]`;

export interface ReportArgs {
  name: string;
  format: ReportFormat;
  projectKey?: string;
  databaseUrl?: string;
  includePrivate: boolean;
}

const valueOptions = new Set(['--format', '--project', '--database-url']);

/** Reads the command line; anything unknown or missing is a UsageError naming it. The format defaults to csv. */
export function parseReportArgs(argv: readonly string[]): ReportArgs {
  const [name, ...rest] = argv;
  if (name === undefined || name.startsWith('--')) throw new UsageError('Name a report.');
  if (!Object.hasOwn(reports, name))
    throw new UsageError(`Unknown report: ${name}. Reports: ${Object.keys(reports).join(', ')}.`);
  const values = new Map<string, string>();
  let includePrivate = false;
  for (let index = 0; index < rest.length; index += 1) {
    const option = rest[index] as string;
    if (option === '--include-private') {
      includePrivate = true;
      continue;
    }
    if (!valueOptions.has(option)) throw new UsageError(`Unknown option: ${option}`);
    const value = rest[index + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${option} needs a value.`);
    values.set(option, value);
    index += 1;
  }
  const format = values.get('--format') ?? 'csv';
  if (!(REPORT_FORMATS as readonly string[]).includes(format))
    throw new UsageError(`Unknown format: ${format}. Formats: ${REPORT_FORMATS.join(', ')}.`);
  if (includePrivate && name !== 'responses')
    throw new UsageError('--include-private applies to the responses report only.');
  const projectKey = values.get('--project');
  const databaseUrl = values.get('--database-url');
  return {
    name,
    format: format as ReportFormat,
    includePrivate,
    ...(projectKey === undefined ? {} : { projectKey }),
    ...(databaseUrl === undefined ? {} : { databaseUrl }),
  };
}
