import { readFile } from 'node:fs/promises';
import type { DailySeries } from '@waterline/domain/analysis/index';
import { importAlternativeCsv, importUsgsRdb } from '@waterline/domain/import/index';

/** Reads a data file: an alternative CSV, or a USGS RDB file when its name ends in .rdb. */
export async function readSeriesFile(file: string): Promise<DailySeries[]> {
  const text = await readFile(file, 'utf8');
  const result = file.toLowerCase().endsWith('.rdb') ? importUsgsRdb(text) : importAlternativeCsv(text);
  if (!result.ok) {
    const where = result.error.row === null ? '' : ` (row ${String(result.error.row)})`;
    throw new Error(`${file}: ${result.error.message}${where}: ${result.error.reason}.`);
  }
  return result.alternative.series;
}

/** The series of a location, matched by its name or by its full column header 'Location:measure'. */
export function seriesAt(all: readonly DailySeries[], location: string, file: string): DailySeries {
  const found = all.find((s) => s.location === location || `${s.location}:${s.measure}` === location);
  if (found === undefined)
    throw new Error(
      `${file} has no location '${location}'; its locations are ${all.map((s) => `'${s.location}'`).join(', ')}.`,
    );
  return found;
}

/** Reads and parses a JSON file, naming the file when it is not valid JSON or not an object. */
export async function readJsonObject(file: string): Promise<Record<string, unknown>> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${file} must hold a JSON object.`);
  return parsed as Record<string, unknown>;
}
