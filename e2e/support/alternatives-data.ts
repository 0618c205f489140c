// The alternatives the chart, threshold and measure specs draw, as projects of the real server, and
// the numbers the domain engine computes from the same files: what the charts must draw. The Fort
// Peck alternatives of ../shared/data where it is present; otherwise the synthetic alternatives
// committed under e2e/fixtures/synthetic (scripts/src/demo/synthetic-alternatives.ts makes them).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { annualTrace, dailyStatistics, type DailySeries, type StatisticKey } from '@waterline/domain/analysis/index';
import { importAlternativeCsv } from '@waterline/domain/import/index';
import { createProject, updateProject, uploadDataFile } from '../../web/src/features/admin/testing/admin-test-kit.ts';
import {
  SYNTHETIC_FIRST_DAY,
  SYNTHETIC_FOLDER,
  SYNTHETIC_LOCATION,
  syntheticAlternatives,
} from '../../scripts/src/demo/synthetic-alternatives.ts';
import { sharedData } from './fixtures.ts';

interface AlternativesDataset {
  /** 'Fort Peck' or 'synthetic': names the specs' projects. */
  name: string;
  folder: string;
  /** The one location of every file. */
  location: string;
  /** Each alternative's name and file name, in the order the project lists them. */
  files: readonly (readonly [string, string])[];
  firstDay: string;
  /** Three years of the record, in order, that the specs pick. */
  pickedYears: readonly [number, number, number];
}

const FORT_PECK: AlternativesDataset = {
  name: 'Fort Peck',
  folder: join(sharedData ?? '', 'alternatives'),
  location: 'Fort Peck Dam',
  files: [
    ['No Action', 'fort-peck-no-action.csv'],
    ['Alternative 1', 'fort-peck-alternative-1.csv'],
    ['Alternative 1a', 'fort-peck-alternative-1a.csv'],
    ['Alternative 1b', 'fort-peck-alternative-1b.csv'],
    ['Alternative 2', 'fort-peck-alternative-2.csv'],
    ['Alternative 2a', 'fort-peck-alternative-2a.csv'],
    ['Alternative 2b', 'fort-peck-alternative-2b.csv'],
  ],
  firstDay: '1930-02-28',
  pickedYears: [1950, 1960, 1975],
};

const SYNTHETIC: AlternativesDataset = {
  name: 'synthetic',
  folder: resolve(dirname(fileURLToPath(import.meta.url)), '../..', SYNTHETIC_FOLDER),
  location: SYNTHETIC_LOCATION,
  files: syntheticAlternatives().map(({ name, fileName }) => [name, fileName] as const),
  firstDay: SYNTHETIC_FIRST_DAY,
  pickedYears: [2001, 2004, 2007],
};

const DATASET = sharedData ? FORT_PECK : SYNTHETIC;
export const LOCATION = DATASET.location;
export const FILES = DATASET.files;
export const NAMES = FILES.map(([name]) => name);
export const COLOURS = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2'];
export const DAYS = 365;
/** The first day of the record; both records end on 2012-12-31. */
export const FIRST_DAY = DATASET.firstDay;
export const FIRST_YEAR = Number(FIRST_DAY.slice(0, 4));
const LAST_YEAR = 2012;
export const YEARS = LAST_YEAR - FIRST_YEAR + 1;
export const PICKED_YEARS = DATASET.pickedYears;

const fileOf = (name: string) => FILES.find(([candidate]) => candidate === name)?.[1] ?? '';

/** Where an alternative's file is. */
export const alternativeFile = (name: string) => join(DATASET.folder, fileOf(name));

/** The text of an alternative's file. */
export function alternativeCsv(name: string): string {
  return readFileSync(alternativeFile(name), 'utf8');
}

/**
 * One CSV whose data columns are the values of alternatives' files (`from`), each under its
 * own header (`Location:unit`); `rows` keeps only the first rows.
 */
export function combinedAlternativesCsv(columns: readonly { from: string; header: string }[], rows?: number): string {
  const [first = [], ...others] = columns.map(({ from }) =>
    alternativeCsv(from)
      .trim()
      .split(/\r?\n/)
      .slice(1, rows === undefined ? undefined : rows + 1),
  );
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
  const first = importedSeries(alternativeCsv(name))[0];
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
  const project = await createProject(request, token, `${DATASET.name} releases`, 'charts');
  const alternatives = [];
  for (const [index, { name, fileName, csv }] of files.entries()) {
    const dataSource = await uploadDataFile(request, token, project.project_key, fileName, csv);
    alternatives.push(alternativeEntry(name, dataSource, COLOURS[index % COLOURS.length] ?? '#000000'));
  }
  await updateProject(request, token, project, { data: { alternatives, ...data } });
  return project.project_key;
}

/** A project holding the given alternatives of the dataset. Its key. */
export function alternativesProject(
  request: APIRequestContext,
  token: string,
  names: readonly string[],
  data: Record<string, unknown> = {},
): Promise<string> {
  return projectWithAlternatives(
    request,
    token,
    names.map((name) => ({ name, fileName: fileOf(name), csv: alternativeCsv(name) })),
    data,
  );
}
