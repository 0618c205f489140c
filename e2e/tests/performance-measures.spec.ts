import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  computePerformanceMeasure,
  type PerformanceMeasureData,
  type PerformanceMeasureResult,
} from '@waterline/domain/analysis/index';
import { pmWrongPasswordMessage } from '@waterline/domain/performance-measures/pm-commands';
import { signInWithToken } from '../../web/src/features/admin/testing/admin-test-kit.ts';
import {
  alternativesProject,
  expectedSeries,
  FIRST_YEAR,
  LOCATION,
  PICKED_YEARS,
} from '../support/alternatives-data.ts';
import { apiOf } from '../support/api.ts';
import { apiToken, createAccount, expect, test, type Account } from '../support/fixtures.ts';
import { pickDay, readTable } from '../support/page-parts.ts';

// Performance measures on three alternatives (Fort Peck's, or the synthetic ones where ../shared is
// absent), in real Chromium against the real server: each type is built, saved (first with a wrong password), viewed, edited and deleted, and every
// number shown is checked against the domain engine run on the same CSV with the same definition.

const NAMES = ['No Action', 'Alternative 1', 'Alternative 2'];
const WRONG_PASSWORD = 'not-the-right-password';
const [START_YEAR, , END_YEAR] = PICKED_YEARS;

function expectedResult(data: PerformanceMeasureData, name: string): PerformanceMeasureResult {
  const outcome = computePerformanceMeasure(data, expectedSeries(name));
  if (!outcome.ok) throw new Error(outcome.problems.join(' '));
  return outcome.result;
}

let owner: Account;
let ownerToken = '';
let projectKey = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  owner = await createAccount(request, testInfo.workerIndex, 'Petra');
  ownerToken = await apiToken(request, owner);
  projectKey = await alternativesProject(request, ownerToken, NAMES);
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__WATERLINE_TEST_HOOKS__ = true;
  });
});

const listHref = () => `/project/${projectKey}/performance-measures`;
const createTile = (page: Page) => page.getByRole('link', { name: 'Create New Performance Measure' });
const tile = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const field = (scope: Page | Locator, label: string) => scope.getByLabel(label, { exact: true });

async function openList(page: Page): Promise<void> {
  await page.goto(listHref());
  await expect(createTile(page)).toBeVisible({ timeout: 60_000 });
}

/** The saved measures as the server lists them. */
async function savedMeasures(request: APIRequestContext): Promise<{ id: string; data: PerformanceMeasureData }[]> {
  const { pms } = await apiOf(request).answer('listPerformanceMeasures', { path: { project_key: projectKey } });
  return pms;
}

/** The server keeps the measure with every field of the definition. */
async function expectSavedAs(request: APIRequestContext, definition: PerformanceMeasureData): Promise<void> {
  const saved = (await savedMeasures(request)).find((pm) => pm.data.name === definition.name);
  expect(saved?.data).toMatchObject(Object.fromEntries(Object.entries(definition)));
}

/** The measures this browser keeps for the project. */
async function temporaryMeasures(page: Page): Promise<{ id: string; data: PerformanceMeasureData }[]> {
  return page.evaluate(
    (key) =>
      JSON.parse(localStorage.getItem(`performance-measures:${key}`) ?? '[]') as {
        id: string;
        data: PerformanceMeasureData;
      }[],
    projectKey,
  );
}

const shown = (text: string | undefined): number | null =>
  text === undefined || text === '-' ? null : Number(text.replace('%', ''));

/** The year table equals the engine's per-year values of every alternative, newest year first. */
async function expectYearTable(page: Page, data: PerformanceMeasureData): Promise<void> {
  const expected = NAMES.map(
    (name) => new Map(expectedResult(data, name).byYear.map((entry) => [entry.year, entry.value])),
  );
  const years = [...new Set(expected.flatMap((values) => [...values.keys()]))].sort((a, b) => b - a);
  await expect
    .poll(
      async () => {
        const { headings, rows } = await readTable(page, 'Results by year');
        return {
          headings: headings.slice(1),
          rows: rows.map(([year, ...cells]) => [Number(year), ...cells.map(shown)]),
        };
      },
      { timeout: 60_000 },
    )
    .toEqual({
      headings: [...NAMES],
      rows: years.map((year) => [year, ...expected.map((values) => values.get(year) ?? null)]),
    });
}

const STATISTIC_LABELS = [
  ['Minimum', 'min'],
  ['Maximum', 'max'],
  ['Mean', 'mean'],
  ['Median', 'median'],
  ['Range', 'range'],
  ['Mid-range', 'midRange'],
  ['Sum', 'sum'],
  ['Variance', 'variance'],
  ['Standard deviation', 'standardDeviation'],
  ['Mean absolute deviation', 'meanAbsoluteDeviation'],
  ['10th %', 'q10'],
  ['25th %', 'q25'],
  ['75th %', 'q75'],
  ['90th %', 'q90'],
] as const;

/** The Statistics tab equals the engine's statistics block (and event years for frequency measures) of every alternative. */
async function expectStatistics(page: Page, data: PerformanceMeasureData): Promise<void> {
  await page.getByRole('tab', { name: 'Statistics' }).click();
  const results = NAMES.map((name) => expectedResult(data, name));
  const { rows } = await readTable(page, 'Statistics');
  const row = (label: string) => rows.find(([first]) => first === label)?.slice(1) ?? [];
  for (const [label, key] of STATISTIC_LABELS)
    expect(row(label).map(shown), label).toEqual(
      results.map((result) => (result.statistics[key] === '-' ? null : result.statistics[key])),
    );
  expect(row('Modes')).toEqual(
    results.map((result) =>
      result.statistics.modes === '-' ? '-' : result.statistics.modes.map((mode) => mode.toFixed(2)).join(', '),
    ),
  );
  if (results[0]?.eventYears) {
    expect(row('Years with an event').map(Number)).toEqual(results.map((result) => result.eventYears?.count));
    expect(row('Share of years with an event').map(shown)).toEqual(results.map((result) => result.eventYears?.percent));
  }
  const zScores = await readTable(page, 'Z-scores by year');
  const expectedZ = results.map((result) => {
    const years = result.byYear.filter((entry) => entry.value !== null).map((entry) => entry.year);
    const scores = result.statistics.zScores === '-' ? [] : result.statistics.zScores;
    return new Map(years.map((year, i) => [year, scores[i] ?? null]));
  });
  expect(zScores.rows.map(([year, ...cells]) => [Number(year), ...cells.map(shown)])).toEqual(
    zScores.rows.map(([year]) => [Number(year), ...expectedZ.map((byYear) => byYear.get(Number(year)) ?? null)]),
  );
  expect(zScores.rows).toHaveLength(new Set(expectedZ.flatMap((byYear) => [...byYear.keys()])).size);
}

/** Rows of a dataset drawn by the chart whose accessible name (its Vega description) is `label`. */
async function drawnRows(page: Page, label: string, dataset: string): Promise<Record<string, unknown>[] | null> {
  return page.locator(`.vega-chart__canvas[aria-label="${label}"]`).evaluate((element, name) => {
    const view = (
      element as HTMLElement & { __waterlineView?: { data: (name: string) => Record<string, unknown>[] } | null }
    ).__waterlineView;
    if (!view) return null;
    try {
      return view.data(name).map((row) => ({ ...row }));
    } catch {
      return null;
    }
  }, dataset);
}

/** The engine's per-year values as the charts draw them: every year with a value. */
function expectedYearRows(data: PerformanceMeasureData) {
  return NAMES.flatMap((name) =>
    expectedResult(data, name).byYear.flatMap((entry) =>
      entry.value === null ? [] : [{ alternative: name, year: entry.year, value: entry.value }],
    ),
  );
}

function expectedBoxes(data: PerformanceMeasureData) {
  return NAMES.map((name) => {
    const { min, q25, median, q75, max } = expectedResult(data, name).statistics;
    return { alternative: name, min, q25, median, q75, max };
  });
}

/** Saves with a wrong password first (refused, kept in the browser with a time-based id), then with the owner's. */
async function saveToProject(page: Page, request: APIRequestContext, name: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Save Performance Measure' });
  await expect(dialog).toBeVisible();
  await field(dialog, 'Password').fill(WRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Save PM' }).click();
  await expect(dialog.getByRole('alert')).toContainText(pmWrongPasswordMessage);
  await expect(dialog.getByRole('alert')).toContainText('kept in this browser as a temporary measure');
  expect((await savedMeasures(request)).some((pm) => pm.data.name === name)).toBe(false);
  const kept = (await temporaryMeasures(page)).filter((pm) => pm.data.name === name);
  expect(kept).toHaveLength(1);
  expect(kept[0]?.id).toMatch(/^\d{13}$/);
  expect(kept[0]?.data.temporary).toBe(true);

  await field(dialog, 'Password').fill(owner.password);
  await dialog.getByRole('button', { name: 'Save PM' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  expect((await temporaryMeasures(page)).some((pm) => pm.data.name === name)).toBe(false);
}

/** Opens the editor from the results, changes the measure, and saves the change with the password. */
async function editSaved(page: Page, change: () => Promise<void>): Promise<void> {
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Performance Measure Editor' })).toBeVisible();
  await change();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Changes' });
  await field(dialog, 'Password').fill(owner.password);
  await dialog.getByRole('button', { name: 'Save PM' }).click();
  await expect(page.getByRole('tab', { name: 'Statistics' })).toBeVisible({ timeout: 60_000 });
}

/** Deletes the saved measure from its editor: a wrong password is refused, the right one removes it everywhere. */
async function deleteSaved(page: Page, request: APIRequestContext, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Performance Measure' });
  await field(dialog, 'Password').fill(WRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText(pmWrongPasswordMessage);
  expect((await savedMeasures(request)).some((pm) => pm.data.name === name)).toBe(true);
  await field(dialog, 'Password').fill(owner.password);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(createTile(page)).toBeVisible();
  await expect(tile(page, name)).toHaveCount(0);
  expect((await savedMeasures(request)).some((pm) => pm.data.name === name)).toBe(false);
}

async function startMeasure(page: Page, type: string, name: string): Promise<void> {
  await openList(page);
  await createTile(page).click();
  await expect(page.getByRole('heading', { name: 'Performance Measure Editor' })).toBeVisible();
  await field(page, 'Type').selectOption(type);
  await expect(field(page, 'Location').locator('option:checked')).toHaveText('Select a location....');
  await field(page, 'Name').fill(name);
  await expect(page.getByRole('button', { name: 'Build' })).toBeDisabled();
  await field(page, 'Location').selectOption(LOCATION);
}

test.describe('signed in as the project admin', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithToken(page, ownerToken);
  });

  test('Frequency of Event: built, saved, shown as the engine counts, sorted, charted, edited and deleted', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const name = 'Release above 30000 cfs';
    const definition: PerformanceMeasureData = {
      name,
      location: LOCATION,
      pmType: 'Frequency of Event',
      direction: 'greater than',
      value: 30000,
      daysInRow: 5,
      startDay: 1,
      endDay: 365,
    };
    await startMeasure(page, 'Frequency of Event', name);
    await field(page, 'Days in a row').fill('5');
    await expect(page.getByRole('button', { name: 'Build' })).toBeDisabled();
    await field(page, 'Value').fill('30000');
    await page.getByRole('button', { name: 'Build' }).click();
    await saveToProject(page, request, name);
    await expectSavedAs(request, definition);

    await expect(page.getByRole('definition')).toHaveText([`${LOCATION} (cfs)`, 'Frequency of Event']);
    await expectYearTable(page, definition);
    const table = page.getByRole('table', { name: 'Results by year' });
    await expect(table.locator('tbody tr').first().locator('th')).toHaveText('2012');
    await table.getByRole('button', { name: /^Year/ }).click();
    await expect(table.locator('tbody tr').first().locator('th')).toHaveText(String(FIRST_YEAR));
    await page.getByRole('button', { name: 'Chart', exact: true }).click();
    await expect
      .poll(() => drawnRows(page, 'Events per year of each alternative', 'years'), { timeout: 30_000 })
      .toEqual(expectedYearRows(definition));
    await expectStatistics(page, definition);
    await page.getByRole('tab', { name: 'Box Plot' }).click();
    await expect
      .poll(() => drawnRows(page, 'Box plot of the yearly values of each alternative', 'boxes'), { timeout: 30_000 })
      .toEqual(expectedBoxes(definition));

    await editSaved(page, () => field(page, 'Value').fill('25000'));
    await page.getByRole('tab', { name: 'By Year' }).click();
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await expectYearTable(page, { ...definition, value: 25000 });
    expect((await savedMeasures(request)).find((pm) => pm.data.name === name)?.data.value).toBe(25000);

    await deleteSaved(page, request, name);
  });

  test('Frequency of Event - Continuous: a band over a season across the year end, within selected years', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const name = 'Winter band';
    const definition: PerformanceMeasureData = {
      name,
      location: LOCATION,
      pmType: 'Frequency of Event - Continuous',
      direction: 'between',
      lowerRange: 8000,
      upperRange: 12000,
      daysInRow: 10,
      startDay: 305,
      endDay: 90,
      selectYears: true,
      startYear: START_YEAR,
      endYear: END_YEAR,
    };
    await startMeasure(page, 'Frequency of Event - Continuous', name);
    await field(page, 'Direction').selectOption('between');
    await field(page, 'Lower range').fill('8000');
    await field(page, 'Upper range').fill('12000');
    await field(page, 'Days in a row').fill('10');
    await pickDay(page, 'Season start', 11, 1);
    await pickDay(page, 'Season end', 3, 31);
    await expect(page.getByRole('group', { name: /^Season start/ })).toContainText('Nov 1');
    await page.getByLabel('Select years').check();
    await expect(field(page, 'Start year')).toHaveValue(String(FIRST_YEAR));
    await expect(field(page, 'End year')).toHaveValue('2012');
    await expect(field(page, 'Start year')).toHaveAttribute('min', String(FIRST_YEAR));
    await expect(field(page, 'Start year')).toHaveAttribute('max', '2012');
    await field(page, 'Start year').fill('1920');
    await expect(page.getByText(`Enter a year from ${FIRST_YEAR} to 2012.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Build' })).toBeDisabled();
    await field(page, 'Start year').fill(String(START_YEAR));
    await field(page, 'End year').fill(String(END_YEAR));
    await page.getByRole('button', { name: 'Build' }).click();
    await saveToProject(page, request, name);
    await expectSavedAs(request, definition);

    await expectYearTable(page, definition);
    await expectStatistics(page, definition);

    await editSaved(page, () => field(page, 'Days in a row').fill('20'));
    await page.getByRole('tab', { name: 'By Year' }).click();
    await expectYearTable(page, { ...definition, daysInRow: 20 });

    await deleteSaved(page, request, name);
  });

  test('Weighted Score - Rules: the rules builder, escaping formulas refused, and scores equal to the engine', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const name = 'Release score';
    const definition: PerformanceMeasureData = {
      name,
      location: LOCATION,
      pmType: 'Weighted Score - Rules',
      defaultScore: 0,
      ranges: [
        {
          name: 'Good',
          type: 'range',
          lowerRange: 5000,
          upperRange: 15000,
          score: 'x / 15000',
          startDay: 1,
          endDay: 365,
        },
        { name: 'Spring high', type: 'greater-equal', lowerRange: 15000, score: 1, startDay: 91, endDay: 181 },
      ],
    };
    await startMeasure(page, 'Weighted Score - Rules', name);
    const rules = page.getByRole('list', { name: 'Scoring rules' }).getByRole('listitem');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add Rule' }).click();
    await expect(rules).toHaveCount(3);
    await expect(field(rules.nth(2), 'Rule type')).toHaveValue('range');
    await expect(rules.nth(2).getByRole('group', { name: /^From/ })).toContainText('Jan 1');
    await expect(rules.nth(2).getByRole('group', { name: /^To/ })).toContainText('Dec 31');

    await field(rules.nth(0), 'Rule name').fill('Spring high');
    await field(rules.nth(0), 'Rule type').selectOption('greater-equal');
    await field(rules.nth(0), 'Lower range').fill('15000');
    await field(rules.nth(0), 'Score').fill('1');
    await pickDay(rules.nth(0), 'From', 4, 1);
    await pickDay(rules.nth(0), 'To', 6, 30);
    await field(rules.nth(1), 'Rule name').fill('Good');
    await field(rules.nth(1), 'Lower range').fill('5000');
    await field(rules.nth(1), 'Upper range').fill('15000');
    await field(rules.nth(2), 'Rule name').fill('Unwanted');
    await page.getByRole('button', { name: 'Remove Unwanted' }).click();
    await expect(rules).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Move Spring high up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move Good down' })).toBeDisabled();
    await page.getByRole('button', { name: 'Move Good up' }).click();
    await expect(field(rules.nth(0), 'Rule name')).toHaveValue('Good');

    for (const formula of [
      'constructor',
      'process.exit(1)',
      'globalThis',
      "x['constructor']",
      '__proto__',
      'x.constructor.constructor("return process")()',
    ]) {
      await field(rules.nth(0), 'Score').fill(formula);
      await expect(rules.nth(0).getByText(/^Formula refused: .+ is not allowed/)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Before building' })).toContainText(
        "Rule 1 ('Good'): Formula refused",
      );
      await expect(page.getByRole('button', { name: 'Build' })).toBeDisabled();
    }
    await field(rules.nth(0), 'Score').fill('x / 15000');
    await expect(page.getByRole('region', { name: 'Before building' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Build' }).click();
    await saveToProject(page, request, name);
    await expectSavedAs(request, definition);

    await expect(page.getByRole('tab', { name: 'Table' })).toBeVisible();
    await expectYearTable(page, definition);
    await expectStatistics(page, definition);
    await page.getByRole('tab', { name: 'Charts' }).click();
    await expect
      .poll(() => drawnRows(page, 'Score per year of each alternative', 'years'), { timeout: 30_000 })
      .toEqual(expectedYearRows(definition));
    await expect
      .poll(() => drawnRows(page, 'Box plot of the yearly values of each alternative', 'boxes'), { timeout: 30_000 })
      .toEqual(expectedBoxes(definition));

    await editSaved(page, () => field(page, 'Default score').fill('0.1'));
    await page.getByRole('tab', { name: 'Table' }).click();
    await expectYearTable(page, { ...definition, defaultScore: 0.1 });

    await deleteSaved(page, request, name);
  });

  test('Weighted Score - Matrix: date weights, data rules with their messages, the heatmap, and scores equal to the engine', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const name = 'Release matrix';
    const weights = Array.from({ length: 365 }, (_, i) => (i >= 90 && i <= 272 ? 1 : 0.5));
    const definition: PerformanceMeasureData = {
      name,
      location: LOCATION,
      pmType: 'Weighted Score - Matrix',
      defaultWeight: 0,
      xLookup: weights,
      yLookup: [
        { name: 'Good', type: 'range', lowerRange: 5000, upperRange: 15000, weight: 1 },
        { name: 'High', type: 'greater', value: 20000, weight: 0.25 },
      ],
    };
    await startMeasure(page, 'Weighted Score - Matrix', name);
    await page.getByRole('button', { name: 'Edit Data Lookup Table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Data Lookup Table' });
    await expect(dialog.getByRole('tab', { name: 'Dates weights' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('table', { name: 'Date weights' }).locator('tbody tr')).toHaveText([
      'Jan 1Dec 310.5',
    ]);
    await pickDay(dialog, 'From', 4, 1);
    await pickDay(dialog, 'To', 9, 30);
    await field(dialog, 'Weight').fill('1');
    await dialog.getByRole('button', { name: 'Apply Weights' }).click();
    await expect(dialog.getByRole('table', { name: 'Date weights' }).locator('tbody tr')).toHaveText([
      'Jan 1Mar 310.5',
      'Apr 1Sep 301',
      'Oct 1Dec 310.5',
    ]);

    await dialog.getByRole('tab', { name: 'Data rules' }).click();
    const rules = dialog.getByRole('list', { name: 'Data rules' }).getByRole('listitem');
    await dialog.getByRole('button', { name: 'Add Rule' }).click();
    await expect(rules.nth(0)).toContainText('Upper range and lower range are not valid numbers');
    await field(rules.nth(0), 'Rule name').fill('Good');
    await field(rules.nth(0), 'Lower range').fill('15000');
    await field(rules.nth(0), 'Upper range').fill('5000');
    await expect(rules.nth(0)).toContainText('Lower range should be less than upper range');
    await field(rules.nth(0), 'Lower range').fill('5000');
    await field(rules.nth(0), 'Upper range').fill('15000');
    await expect(rules.nth(0)).toContainText('Missing weight');
    await field(rules.nth(0), 'Weight').fill('1');
    await expect(rules.nth(0)).toContainText('Rule is valid');
    await dialog.getByRole('button', { name: 'Add Rule' }).click();
    await field(rules.nth(1), 'Rule name').fill('High');
    await field(rules.nth(1), 'Rule type').selectOption('greater');
    await expect(rules.nth(1)).toContainText('Missing value');
    await field(rules.nth(1), 'Value').fill('20000');
    await field(rules.nth(1), 'Weight').fill('0.25');
    await expect(rules.nth(1)).toContainText('Rule is valid');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Apr 1–Sep 30: 1')).toBeVisible();
    await expect
      .poll(
        async () =>
          (await drawnRows(page, 'Lookup table heatmap: weight by day of the year and value', 'lookup'))?.length,
        { timeout: 30_000 },
      )
      .toBe(100 * 3);
    const cells = (await drawnRows(page, 'Lookup table heatmap: weight by day of the year and value', 'lookup')) ?? [];
    expect(
      cells.find((cell) => cell.startDay === 91 && (cell.value as number) >= 5000 && (cell.value as number) <= 15000)
        ?.weight,
    ).toBe(1);
    expect(cells.find((cell) => cell.startDay === 1 && (cell.value as number) > 20000)?.weight).toBe(0.125);

    await page.getByRole('button', { name: 'Build' }).click();
    await saveToProject(page, request, name);
    await expectSavedAs(request, definition);

    await expectYearTable(page, definition);
    await expectStatistics(page, definition);
    await page.getByRole('tab', { name: 'Charts' }).click();
    await expect
      .poll(() => drawnRows(page, 'Score per year of each alternative', 'years'), { timeout: 30_000 })
      .toEqual(expectedYearRows(definition));

    await editSaved(page, () => field(page, 'Default weight').fill('0.1'));
    await page.getByRole('tab', { name: 'Table' }).click();
    await expectYearTable(page, { ...definition, defaultWeight: 0.1 });

    await deleteSaved(page, request, name);
  });

  test('a temporary measure stays in this browser: listed as temporary, edited without a password, deleted locally', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const name = 'Low release trial';
    const definition: PerformanceMeasureData = {
      name,
      location: LOCATION,
      pmType: 'Frequency of Event',
      direction: 'subceed',
      value: 5000,
      daysInRow: 10,
      startDay: 1,
      endDay: 365,
    };
    await startMeasure(page, 'Frequency of Event', name);
    await field(page, 'Direction').selectOption('subceed');
    await field(page, 'Value').fill('5000');
    await field(page, 'Days in a row').fill('10');
    await page.getByRole('button', { name: 'Build' }).click();
    await page
      .getByRole('dialog', { name: 'Save Performance Measure' })
      .getByRole('button', { name: 'Temporary PM' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toContainText('Temporary');
    await expectYearTable(page, definition);
    expect((await savedMeasures(request)).some((pm) => pm.data.name === name)).toBe(false);
    const [kept] = await temporaryMeasures(page);
    expect(kept?.id).toMatch(/^\d{13}$/);

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await field(page, 'Days in a row').fill('20');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/view/${kept?.id}$`));
    await expectYearTable(page, { ...definition, daysInRow: 20 });

    await page.getByRole('link', { name: 'Performance Measures', exact: false }).first().click();
    await expect(tile(page, name)).toContainText('Temporary');
    await expect(tile(page, name)).toContainText('Frequency of Event');
    await expect(tile(page, name)).toContainText(LOCATION);
    await tile(page, name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(createTile(page)).toBeVisible();
    await expect(tile(page, name)).toHaveCount(0);
    expect(await temporaryMeasures(page)).toEqual([]);
  });

  test("'Nothing found' for a measure that does not exist, and the engine's refusal for a stored formula that escapes", async ({
    page,
  }) => {
    await page.goto(`${listHref()}/view/no-such-measure`);
    await expect(page.getByText('Nothing found')).toBeVisible({ timeout: 60_000 });
    await page.goto(`${listHref()}/edit/no-such-measure`);
    await expect(page.getByText('Nothing found')).toBeVisible({ timeout: 60_000 });

    const tampered = {
      name: 'Tampered',
      location: LOCATION,
      pmType: 'Weighted Score - Rules',
      ranges: [{ type: 'greater', lowerRange: 0, score: 'constructor' }],
      temporary: true,
    };
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      `performance-measures:${projectKey}`,
      JSON.stringify([{ id: '1700000000000', data: tampered }]),
    ] as const);
    await page.goto(`${listHref()}/view/1700000000000`);
    const refusal = page.getByRole('region', { name: 'Cannot compute' });
    await expect(refusal).toContainText(
      "Rule 1: Formula refused: the name 'constructor' at position 1 is not allowed",
      { timeout: 60_000 },
    );
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test('a visitor who is not signed in can only keep a temporary measure', async ({ page }) => {
  const name = 'Visitor trial';
  await startMeasure(page, 'Frequency of Event', name);
  await field(page, 'Value').fill('40000');
  await page.getByRole('button', { name: 'Build' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Performance Measure' });
  await expect(dialog.getByText('Sign in as a project admin to save to the project.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save PM' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Temporary PM' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toContainText('Temporary');
  await expectYearTable(page, {
    name,
    location: LOCATION,
    pmType: 'Frequency of Event',
    direction: 'greater than',
    value: 40000,
    daysInRow: 1,
  });
});

test('the server refuses a measure whose formula tries to escape, with a clear message', async ({ request }) => {
  for (const formula of ['constructor', 'globalThis.process', '__proto__']) {
    const answer = await apiOf(request).call('savePerformanceMeasure', {
      path: { project_key: projectKey },
      headers: { token: ownerToken },
      body: {
        password: owner.password,
        data: {
          name: 'Escape',
          location: LOCATION,
          pmType: 'Weighted Score - Rules',
          ranges: [{ type: 'greater', lowerRange: 0, score: formula }],
        },
      },
    });
    expect(answer.status).toBe(400);
    expect(!answer.ok && answer.body.message).toMatch(/Formula refused: .+ is not allowed/);
  }
});
