import type { DataManifest } from '@waterline/contract/data-contract';

const count = (value: number): string => value.toLocaleString('en-US');
const plural = (value: number, one: string, many: string): string => `${count(value)} ${value === 1 ? one : many}`;

/** What the server's import of a data file found, in a line a person reads. */
export function describeImport(manifest: DataManifest): string {
  const { leapDays, emptyDates, ignoredYears } = manifest.dropped;
  const dropped = [
    leapDays > 0 && plural(leapDays, 'leap day', 'leap days'),
    emptyDates > 0 && plural(emptyDates, 'row without a date', 'rows without a date'),
    ignoredYears > 0 && plural(ignoredYears, 'row of an ignored year', 'rows of ignored years'),
  ].filter((part): part is string => typeof part === 'string');
  const rows = `${plural(manifest.rows, 'row', 'rows')} imported`;
  const locations = plural(manifest.locations.length, 'location', 'locations');
  return `${rows}, ${locations}${dropped.length > 0 ? `; dropped ${dropped.join(', ')}` : ''}.`;
}

/** One location of an import: name, unit and the years it covers. */
export function describeLocation(location: DataManifest['locations'][number]): string {
  const years =
    location.minYear === location.maxYear ? String(location.minYear) : `${location.minYear}–${location.maxYear}`;
  return `${location.location}${location.measure ? ` (${location.measure})` : ''}, ${years}`;
}

/**
 * Where an uploaded table was written: a file, whose lines count from its header (line 1), or the data editor's
 * grid, whose rows count from the first row below the header.
 */
export type UploadedFrom = 'file' | 'grid';

/** The server's `row` (the file's record, the header being 1) as the place it names in what was uploaded. */
function placeOf(row: number, from: UploadedFrom): string {
  if (from === 'file') return `line ${row}`;
  return row <= 1 ? 'header' : `row ${row - 1}`;
}

/** The server's reason a file could not be imported, with the line or row at fault when it names one. */
export function describeImportFailure(body: unknown, from: UploadedFrom): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, row, reason } = body as { message?: unknown; row?: unknown; reason?: unknown };
  if (typeof message !== 'string') return null;
  const where = typeof row === 'number' ? `${placeOf(row, from)}: ` : '';
  return typeof reason === 'string' && reason !== '' ? `${message} (${where}${reason})` : message;
}
