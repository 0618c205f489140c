// The seven Fort Peck alternatives of ../shared/data: projects holding them, and their series as the domain engine imports them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { DailySeries } from '@waterline/domain/analysis/index';
import { importAlternativeCsv } from '@waterline/domain/import/index';
import { createProject, updateProject, uploadDataFile } from '../../web/src/features/admin/testing/adminTestKit.ts';
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

const fileOf = (name: string) => FILES.find(([candidate]) => candidate === name)?.[1] ?? '';
const csvOf = (file: string) => readFileSync(join(sharedData ?? '', 'alternatives', file));

const series = new Map<string, DailySeries>();
/** An alternative's Fort Peck Dam series as the domain engine imports it: the numbers every chart must show. */
export function expectedSeries(name: string): DailySeries {
  const found = series.get(name);
  if (found) return found;
  const imported = importAlternativeCsv(csvOf(fileOf(name)).toString('utf8'));
  if (!imported.ok) throw new Error(imported.error.message);
  const first = imported.alternative.series[0];
  if (!first) throw new Error(`${fileOf(name)} has no series`);
  series.set(name, first);
  return first;
}

/** A public project holding the given Fort Peck alternatives (in the colours above), uploaded as an admin would; returns its key. */
export async function fortPeckProject(request: APIRequestContext, token: string, names: readonly string[], data: Record<string, unknown> = {}): Promise<string> {
  const project = await createProject(request, token, 'Fort Peck releases', 'charts');
  const alternatives = [];
  for (const [index, name] of names.entries()) {
    const file = fileOf(name);
    const dataSource = await uploadDataFile(request, token, project.project_key, file, csvOf(file));
    alternatives.push({ key: name, text: name, description: '', dataSource, color: COLOURS[index] ?? '#000000', autofill: false, hidden: false, ignoreYears: [], ignoreValues: [], ignoreNegatives: false });
  }
  await updateProject(request, token, project, { data: { alternatives, ...data } });
  return project.project_key;
}
