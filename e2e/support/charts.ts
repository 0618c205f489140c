// What the Charts page's browser tests share: projects holding the Fort Peck alternatives (uploaded as
// an admin would), the numbers the domain engine computes from the same files, and reading what a
// chart's Vega view draws (the app puts the view on the chart's element when the page sets
// window.__WATERLINE_TEST_HOOKS__ before it loads).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { annualTrace, dailyStatistics, type DailySeries, type StatisticKey } from '@waterline/domain/analysis/index';
import { importAlternativeCsv } from '@waterline/domain/import/index';
import { expect, sharedData } from './fixtures.ts';

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

export type Row = Record<string, unknown>;

/** The text of a Fort Peck alternative's file. */
export function fortPeckCsv(name: string): string {
  const file = FILES.find(([candidate]) => candidate === name)?.[1] ?? '';
  return readFileSync(join(sharedData ?? '', 'alternatives', file), 'utf8');
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
  if (!first) throw new Error(`${name} has no series`);
  series.set(name, first);
  return first;
}
const statistics = new Map<string, ReturnType<typeof dailyStatistics>>();
export function statistic(name: string, key: StatisticKey): number[] {
  if (!statistics.has(name)) statistics.set(name, dailyStatistics(expectedSeries(name)));
  return Array.from(statistics.get(name)?.[key] ?? []);
}
export const trace = (name: string, year: number) => Array.from(annualTrace(expectedSeries(name), year));

export const uniqueKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function createProject(request: APIRequestContext, token: string, title: string): Promise<string> {
  const projectKey = uniqueKey('charts');
  const answer = await request.post('/api/projects/create', {
    headers: { token },
    data: { project_key: projectKey, public: true, access_code: '', data: { title, alternatives: [], map: { lat: 48, lng: -106, zoom: 6, bearing: 0, pitch: 0, markers: [], layers: [] } } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return projectKey;
}

/** Uploads a data file through the signed-URL flow (spec section 7) and returns its data source. */
export async function uploadDataFile(request: APIRequestContext, token: string, projectKey: string, fileName: string, content: string): Promise<string> {
  const grant = await request.put(`/api/upload/${projectKey}`, { headers: { token }, data: { contentType: 'text/csv', name: fileName, path: fileName } });
  expect(grant.ok(), await grant.text()).toBe(true);
  const { url, key } = (await grant.json()) as { url: string; key: string };
  const upload = await request.put(url, { headers: { 'content-type': 'text/csv' }, data: Buffer.from(content, 'utf8') });
  expect(upload.ok(), await upload.text()).toBe(true);
  return key;
}

export async function updateProjectData(request: APIRequestContext, token: string, projectKey: string, data: Record<string, unknown>) {
  const current = await request.get(`/api/admin/project/${projectKey}`, { headers: { token } });
  expect(current.ok(), await current.text()).toBe(true);
  const project = ((await current.json()) as { data: { id: string; data: Record<string, unknown> } }).data;
  const answer = await request.put(`/api/project/${projectKey}/${project.id}/update`, { headers: { token }, data: { ...project, data: { ...project.data, ...data } } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A project holding the given alternatives (name, file name, CSV text), uploaded as an admin would. */
export async function projectWithAlternatives(
  request: APIRequestContext,
  token: string,
  alternatives: readonly { name: string; fileName: string; csv: string }[],
  data: Record<string, unknown> = {},
): Promise<string> {
  const projectKey = await createProject(request, token, 'Fort Peck releases');
  const uploaded = [];
  for (const [index, { name, fileName, csv }] of alternatives.entries()) {
    const dataSource = await uploadDataFile(request, token, projectKey, fileName, csv);
    uploaded.push({ key: name, text: name, description: '', dataSource, color: COLOURS[index % COLOURS.length], autofill: false, hidden: false, ignoreYears: [], ignoreValues: [], ignoreNegatives: false });
  }
  await updateProjectData(request, token, projectKey, { alternatives: uploaded, ...data });
  return projectKey;
}

/** A project holding the given Fort Peck alternatives. */
export async function fortPeckProject(request: APIRequestContext, token: string, names: readonly string[], data: Record<string, unknown> = {}): Promise<string> {
  const files = names.map((name) => ({ name, fileName: FILES.find(([candidate]) => candidate === name)?.[1] ?? '', csv: fortPeckCsv(name) }));
  return projectWithAlternatives(request, token, files, data);
}

/** Makes the app put each chart's view on its element; call before the page loads. */
export async function enableTestHooks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__WATERLINE_TEST_HOOKS__ = true;
  });
}

export const panels = (page: Page) => page.locator('section.chart-panel');
export const panelOfType = (page: Page, label: string) => page.locator('section.chart-panel', { has: page.getByRole('heading', { name: label, exact: true }) });

export async function openCharts(page: Page, projectKey: string, query = '') {
  await page.goto(`/project/${projectKey}${query}`);
  await expect(panels(page).first()).toBeVisible({ timeout: 30_000 });
}

type ViewElement = HTMLElement & { __waterlineView?: { data: (name: string) => Row[] } | null };

/** What a dataset of the chart's Vega view holds, summarised in the page: null while the view or the dataset is not there. */
export async function inDataset<T>(panel: Locator, dataset: string, summary: 'count' | 'names' | 'rows' | { series: string; field: string }): Promise<T | null> {
  return panel.locator('.vega-chart__canvas').evaluate(
    (element, { dataset, summary }) => {
      const view = (element as ViewElement).__waterlineView;
      if (!view) return null;
      let rows: Row[];
      try {
        rows = view.data(dataset);
      } catch {
        return null;
      }
      if (summary === 'count') return rows.length as T;
      if (summary === 'names') return [...new Set(rows.map((row) => row.series))].sort() as T;
      if (summary === 'rows') return rows.map((row) => ({ ...row })) as T;
      return rows.filter((row) => row.series === summary.series).map((row) => row[summary.field] ?? null) as T;
    },
    { dataset, summary },
  );
}

export const rowCount = (panel: Locator, dataset: string) => inDataset<number>(panel, dataset, 'count');
export const seriesNames = (panel: Locator, dataset = 'lines') => inDataset<string[]>(panel, dataset, 'names');

/** The values a chart draws for one series, in day order. */
export async function drawnSeries(panel: Locator, dataset: string, name: string, field = 'value'): Promise<(number | null)[]> {
  return (await inDataset<(number | null)[]>(panel, dataset, { series: name, field })) ?? [];
}

export const asDrawn = (values: number[]) => values.map((value) => (Number.isFinite(value) ? value : null));
