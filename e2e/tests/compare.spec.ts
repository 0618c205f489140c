import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  betterOf,
  computePerformanceMeasure,
  measureHeadline,
  type PerformanceMeasureData,
} from '@waterline/domain/analysis/index';
import { signInWithToken } from '../../web/src/features/admin/testing/admin-test-kit.ts';
import { alternativesProject, expectedSeries, LOCATION, NAMES as ALL_NAMES } from '../support/alternatives-data.ts';
import { apiOf } from '../support/api.ts';
import { apiToken, createAccount, expect, test, type Account } from '../support/fixtures.ts';
import { readTable } from '../support/page-parts.ts';

// The comparison page on three alternatives (Fort Peck's, or the synthetic ones where ../shared is absent), in real
// Chromium against the real server: two saved measures and a temporary one, each figure checked against the measure's
// own results page and the domain engine; best and worst, the baseline, sorting, the CSV and the print layout.

const NAMES = ALL_NAMES.slice(0, 3);

/** A level of the first alternative's record: the value below which `share` of its days lie. */
function level(share: number): number {
  const values = Array.from(expectedSeries(NAMES[0] as string).values)
    .filter((value) => !Number.isNaN(value))
    .sort((a, b) => a - b);
  return values[Math.floor(values.length * share)] as number;
}

const highWater: PerformanceMeasureData = {
  name: 'High water weeks',
  location: LOCATION,
  pmType: 'Frequency of Event',
  direction: 'greater than',
  value: level(0.7),
  daysInRow: 7,
};
const goodLevel: PerformanceMeasureData = {
  name: 'Good level score',
  location: LOCATION,
  pmType: 'Weighted Score - Rules',
  defaultScore: 0,
  ranges: [{ key: 1, name: 'Good', type: 'greater-equal', lowerRange: level(0.4), score: 1 }],
};
const lowWater: PerformanceMeasureData = {
  name: 'Low water runs',
  location: LOCATION,
  pmType: 'Frequency of Event',
  direction: 'subceed',
  value: level(0.2),
  daysInRow: 10,
  temporary: true,
};

function headline(data: PerformanceMeasureData, name: string): number | null {
  const outcome = computePerformanceMeasure(data, expectedSeries(name));
  if (!outcome.ok) throw new Error(outcome.problems.join(' '));
  return measureHeadline(outcome.result);
}

let owner: Account;
let ownerToken = '';
let projectKey = '';
const ids = new Map<string, string>();

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  owner = await createAccount(request, testInfo.workerIndex, 'Cora');
  ownerToken = await apiToken(request, owner);
  projectKey = await alternativesProject(request, ownerToken, NAMES);
  for (const data of [highWater, goodLevel]) {
    const answer = await apiOf(request).call('savePerformanceMeasure', {
      path: { project_key: projectKey },
      headers: { token: ownerToken },
      body: { data, password: owner.password },
    });
    expect(answer.status, answer.text).toBe(201);
    ids.set(data.name, (answer.body as { pm: { id: string } }).pm.id);
  }
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await signInWithToken(page, ownerToken);
  await page.addInitScript(
    ([key, measure]) => localStorage.setItem(key, JSON.stringify([{ id: '1700000000000', data: measure }])),
    [`performance-measures:${projectKey}`, lowWater] as const,
  );
});

const matrixName = 'Comparison of the alternatives';

/** Opens the page at `query` and waits until every cell has its figure. */
async function openCompare(page: Page, query = ''): Promise<void> {
  await page.goto(`/project/${projectKey}/compare${query}`);
  await expect(page.getByRole('table', { name: matrixName })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.compare-scroll[aria-busy="false"]')).toBeVisible({ timeout: 60_000 });
}

/** The matrix's figures by measure name, one per alternative in column order. */
async function shownFigures(page: Page): Promise<Map<string, (number | null)[]>> {
  const figures = await page
    .getByRole('table', { name: matrixName })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        name: row.querySelector('th a')?.textContent ?? '',
        cells: [...row.querySelectorAll('td .compare-cell__figure')].map((cell) => cell.textContent ?? ''),
      })),
    );
  return new Map(figures.map(({ name, cells }) => [name, cells.map((cell) => (cell === '-' ? null : Number(cell)))]));
}

/** The Mean row of a measure's results page, one figure per alternative. */
async function resultsPageMeans(page: Page, name: string): Promise<(number | null)[]> {
  await page.goto(`/project/${projectKey}/performance-measures/view/${ids.get(name) ?? ''}`);
  await page.getByRole('tab', { name: 'Statistics' }).click({ timeout: 60_000 });
  await expect(page.getByRole('table', { name: 'Statistics', exact: true })).toBeVisible({ timeout: 60_000 });
  const { headings, rows } = await readTable(page, 'Statistics');
  expect(headings.slice(1)).toEqual(NAMES);
  const mean = rows.find(([label]) => label === 'Mean')?.slice(1) ?? [];
  return mean.map((text) => (text === '-' ? null : Number(text)));
}

test('the matrix shows every measure against every alternative with the figures of their results pages', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openCompare(page);
  const { headings } = await readTable(page, matrixName);
  expect(headings).toEqual(['Measure ▲', ...NAMES, 'By year']);
  const shown = await shownFigures(page);
  for (const data of [highWater, goodLevel, lowWater])
    expect(shown.get(data.name), data.name).toEqual(NAMES.map((name) => headline(data, name)));
  await expect(page.getByRole('row', { name: /Low water runs/ }).getByText('Temporary')).toBeVisible();
  await expect(page.getByRole('img', { name: 'High water weeks by year' })).toBeVisible();

  // Best and worst follow each measure's direction: fewer events, a higher score.
  for (const data of [highWater, goodLevel]) {
    const figures = NAMES.map((name) => headline(data, name) as number);
    const bestValue = betterOf(data) === 'more' ? Math.max(...figures) : Math.min(...figures);
    const row = page.getByRole('row', { name: new RegExp(data.name) });
    const bestCells = row.locator('td.compare-cell--best .compare-cell__figure');
    await expect(bestCells.first()).toHaveText(String(bestValue));
  }

  // The CSV holds the same figures as each measure's own results page.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const lines = csv.trim().split('\n');
  expect(lines[0]).toBe(['Measure', 'Type', 'Location', 'Better', ...NAMES].join(','));
  const csvFigures = (name: string) =>
    lines
      .find((line) => line.startsWith(`${name},`))
      ?.split(',')
      .slice(4)
      .map((cell) => (cell === '' ? null : Number(cell)));
  for (const data of [highWater, goodLevel]) {
    const means = await resultsPageMeans(page, data.name);
    expect(csvFigures(data.name), data.name).toEqual(means);
    expect(shown.get(data.name), data.name).toEqual(means);
  }
});

test('a baseline adds differences, a column sorts, and the address keeps the choice', async ({ page }) => {
  test.setTimeout(180_000);
  await openCompare(page);
  const [base, other] = NAMES as [string, string];
  await page.getByRole('combobox', { name: 'Baseline' }).selectOption({ label: base });
  await expect(page).toHaveURL(new RegExp(`baseline=${encodeURIComponent(base).replace(/%20/g, '\\+')}`));
  const difference = Math.round(((headline(highWater, other) ?? 0) - (headline(highWater, base) ?? 0)) * 100) / 100;
  const differenceText = difference > 0 ? `+${difference}` : difference < 0 ? `−${-difference}` : '±0';
  const highRow = page.getByRole('row', { name: /High water weeks/ });
  await expect(highRow.locator('td').nth(1).locator('.compare-cell__difference')).toHaveText(differenceText);
  await expect(page.getByRole('columnheader', { name: `${base} (baseline)` })).toBeVisible();

  await page.getByRole('button', { name: other, exact: true }).click();
  const rowNames = () => page.getByRole('table', { name: matrixName }).locator('tbody th a').allTextContents();
  const figures = [highWater, goodLevel, lowWater].map((data) => ({
    name: data.name,
    value: headline(data, other) ?? Infinity,
  }));
  // Rows without a figure stay last either way.
  const withoutFigure = (value: number) => (value === Infinity ? 1 : 0);
  const byOther = [...figures].sort((a, b) => a.value - b.value).map((entry) => entry.name);
  const byOtherDescending = [...figures]
    .sort((a, b) => withoutFigure(a.value) - withoutFigure(b.value) || (withoutFigure(a.value) ? 0 : b.value - a.value))
    .map((entry) => entry.name);
  await expect.poll(rowNames).toEqual(byOther);
  await page.getByRole('button', { name: other, exact: true }).click();
  await expect.poll(rowNames).toEqual(byOtherDescending);

  // The same address opened again shows the same choice.
  const address = page.url();
  // The choice goes through the address: the box shows it once the address has changed, so a click rather than uncheck().
  await page.getByRole('checkbox', { name: 'Good level score' }).click();
  await expect(page.getByRole('checkbox', { name: 'Good level score' })).not.toBeChecked();
  await expect.poll(rowNames).toEqual(byOtherDescending.filter((name) => name !== goodLevel.name));
  await page.goto(address);
  await expect.poll(rowNames, { timeout: 60_000 }).toEqual(byOtherDescending);
  await expect(page.getByRole('combobox', { name: 'Baseline' })).toHaveValue(/.+/);
});

test('the page prints with its title, project, date and data version, without its controls', async ({ page }) => {
  test.setTimeout(180_000);
  await openCompare(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Compare alternatives' })).toBeVisible();
  await expect(page.getByText('Data version')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(page.getByRole('region', { name: 'What to compare' })).toBeHidden();
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: true });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/Title (Compare alternatives');
  }
});
