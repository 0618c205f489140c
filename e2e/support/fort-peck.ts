// The Fort Peck alternatives of ../shared/data as projects of the real server, and the numbers the
// domain engine computes from the same files: what the charts must draw.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { annualTrace, dailyStatistics, type DailySeries, type StatisticKey } from '@waterline/domain/analysis/index';
import { importAlternativeCsv } from '@waterline/domain/import/index';
import { createProject, updateProject, uploadDataFile } from '../../web/src/features/admin/testing/admin-test-kit.ts';
import { sharedData } from './fixtures.ts';

export const LOCATION = 'Fort Peck Dam';
export const FILES = [
  ['No Action', 'fort-peck-no-action.csv'],
  ['Alternative 1', 'fort-peck-alternative-1.csv'],
  ['Alternative 1a', 'fort-peck-alternative-1a.csv'],
  ['Alternative 1b', 'fort-peck-alternative-1b.csv'],
  ['Alternative 2', 'fort-peck-alternative-2.csv'],
  ['Alternative 2a', 'fort-peck-alternative-2a.csv'],
  ['Alternative 2b', 'fort-peck-alternative-2b.csv'],
] as const;
export const NAMES = FILES.map(([name]) => name);
export const COLOURS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2'];
export const DAYS = 365;

const fileOf = (name: string) => FILES.find(([candidate]) => candidate === name)?.[1] ?? '';

/** The text of a Fort Peck alternative's file. */
export function fortPeckCsv(name: string): string {
  return readFileSync(join(sharedData ?? '', 'alternatives', fileOf(name)), 'utf8');
}

/**
 * One CSV whose data columns are the values of Fort Peck alternatives' files (`from`), each under its
 * own header (`Location:unit`); `rows` keeps only the first rows.
 */
export function combinedFortPeckCsv(columns: readonly { from: string; header: string }[], rows?: number): string {
  const [first = [], ...others] = columns.map(({ from }) => fortPeckCsv(from).trim().split(/\r?\n/).slice(1, rows === undefined ? undefined : rows + 1));
  const lines = first.map((line, index) => {
    const [date, value] = line.split(',');
    const rest = others.map((column) => {
      const [otherDate, otherValue] = (column[index] ?? '').split(',');
      if (otherDate !== date) throw new Error(`Dates differ on row ${index}`);
      return otherValue;
    });
    return [date, value, ...rest].join(',');
  });
  return [`Date,${columns.map(({ header }) => header).join(',')}`, ...lines].join('\n');
}

/** Every series of a CSV as the domain engine imports it. */
export function importedSeries(csv: string): DailySeries[] {
  const imported = importAlternativeCsv(csv);
  if (!imported.ok) throw new Error(imported.error.message);
  return imported.alternative.series;
}

/** Each alternative's series as the domain engine imports it: the numbers every chart must show. */
const series = new Map<string, DailySeries>();
export function expectedSeries(name: string): DailySeries {
  const found = series.get(name);
  if (found) return found;
  const first = importedSeries(fortPeckCsv(name))[0];
  if (!first) throw new Error(`${fileOf(name)} has no series`);
  series.set(name, first);
  return first;
}
const statistics = new Map<string, ReturnType<typeof dailyStatistics>>();
export function statistic(name: string, key: StatisticKey): number[] {
  if (!statistics.has(name)) statistics.set(name, dailyStatistics(expectedSeries(name)));
  return Array.from(statistics.get(name)?.[key] ?? []);
}
export const trace = (name: string, year: number) => Array.from(annualTrace(expectedSeries(name), year));

/** Values as a chart draws them: null where there is none. */
export const asDrawn = (values: number[]) => values.map((value) => (Number.isFinite(value) ? value : null));

/** Uploads a file of ../shared/data (by default of its alternatives folder) the way the admin area does, and returns its data source. */
export async function uploadSharedFile(request: APIRequestContext, token: string, projectKey: string, fileName: string, folder = 'alternatives'): Promise<string> {
  return uploadDataFile(request, token, projectKey, fileName, readFileSync(join(sharedData ?? '', folder, fileName)));
}

/** An alternative of the project's data, as the admin area saves it. */
export const alternativeEntry = (name: string, dataSource: string, color: string) => ({
  key: name,
  text: name,
  description: '',
  dataSource,
  color,
  autofill: false,
  hidden: false,
  ignoreYears: [],
  ignoreValues: [],
  ignoreNegatives: false,
});

/** A project holding the given alternatives (name, file name, CSV text), uploaded as an admin would; `data` changes more of the project's data. Its key. */
export async function projectWithAlternatives(
  request: APIRequestContext,
  token: string,
  files: readonly { name: string; fileName: string; csv: string }[],
  data: Record<string, unknown> = {},
): Promise<string> {
  const project = await createProject(request, token, 'Fort Peck releases', 'charts');
  const alternatives = [];
  for (const [index, { name, fileName, csv }] of files.entries()) {
    const dataSource = await uploadDataFile(request, token, project.project_key, fileName, csv);
    alternatives.push(alternativeEntry(name, dataSource, COLOURS[index % COLOURS.length] ?? '#000000'));
  }
  await updateProject(request, token, project, { data: { alternatives, ...data } });
  return project.project_key;
}

/** A project holding the given Fort Peck alternatives. Its key. */
export function fortPeckProject(request: APIRequestContext, token: string, names: readonly string[], data: Record<string, unknown> = {}): Promise<string> {
  return projectWithAlternatives(request, token, names.map((name) => ({ name, fileName: fileOf(name), csv: fortPeckCsv(name) })), data);
}
