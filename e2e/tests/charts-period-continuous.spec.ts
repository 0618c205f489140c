import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  periodOfRecordDiff,
  roundStatistic,
  statisticsBlock,
  valueOn,
  type DailySeries,
  type PeriodOfRecordDiff,
  type ThresholdData,
} from '@waterline/domain/analysis/index';
import { julianFromMonthDay, MS_PER_DAY, type JulianDay } from '@waterline/domain/calendar/index';
import {
  addressCharts,
  chartTitle,
  datasetRows,
  enableChartTestHooks,
  openChartsOf,
  panelOfType,
  panels,
  viewScale,
  viewSignal,
  type Row,
} from '../support/chart-view.ts';
import {
  alternativesProject,
  expectedSeries,
  FIRST_DAY,
  FIRST_YEAR,
  LOCATION,
  NAMES,
  PICKED_YEARS,
} from '../support/alternatives-data.ts';
import type { EndpointBody } from '@waterline/contract/api-path';
import { apiOf } from '../support/api.ts';
import { apiToken, createAccount, expect, test } from '../support/fixtures.ts';

// The Period of Record and Continuous Time Series charts on seven alternatives (Fort Peck's,
// 1930-02-28 .. 2012-12-31, or where ../shared is absent the synthetic ones, 1998-02-28 ..
// 2012-12-31), in real Chromium against the real server. What is drawn is read from each chart's
// Vega view and checked against the domain engine.

const WHOLE_YEAR = { startDay: 1 as JulianDay, endDay: 365 as JulianDay };
/** A threshold as the domain reads it and the API takes it. */
type ThresholdInput = ThresholdData & EndpointBody<'addThreshold'>['data'];
const THRESHOLDS: Record<string, ThresholdInput> = {
  flood: { location: LOCATION, name: 'Flood stage', value: 13000, color: '#b42318', pattern: 'dash' },
  band: {
    location: LOCATION,
    name: 'Target band',
    isRange: true,
    lowerRange: 6000,
    upperRange: 12000,
    fill: true,
    opacity: 0.2,
    color: '#2ca02c',
    pattern: 'solid',
  },
  january: { location: LOCATION, name: 'January only', value: 8000, isWindow: true, startWindow: 1, endWindow: 31 },
};
/** Points of a line the Continuous chart may give Vega at most. */
const MAX_POINTS = 2000;
/** The whole record in buckets of days with two points each (the lowest and highest) of at most 999 buckets. */
const RECORD_DAYS = (Date.UTC(2012, 11, 31) - Date.parse(FIRST_DAY)) / MS_PER_DAY + 1;
const WHOLE_RECORD_BUCKET_DAYS = Math.ceil(RECORD_DAYS / (MAX_POINTS / 2 - 1));
const [EARLY, , LATE] = PICKED_YEARS;
const WINDOW = [`${EARLY}-06-01`, `${EARLY + 2}-05-31`] as const;

let projectKey = '';

async function addThreshold(request: APIRequestContext, token: string, data: ThresholdInput) {
  const answer = await apiOf(request).call('addThreshold', {
    path: { project_key: projectKey },
    headers: { token },
    body: { data },
  });
  expect(answer.ok, answer.text).toBe(true);
}

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const token = await apiToken(request, await createAccount(request, testInfo.workerIndex, 'Pat'));
  projectKey = await alternativesProject(request, token, NAMES);
  for (const threshold of Object.values(THRESHOLDS)) await addThreshold(request, token, threshold);
  await request.dispose();
});

// Each test loads the record of several alternatives in a browser on a shared machine.
test.describe.configure({ timeout: 180_000 });

/** Waits for data a chart loads in the browser's worker, and for redraws of 30 000 cells on a busy machine. */
const LOADING = { timeout: 60_000 };

test.beforeEach(async ({ page }) => {
  await enableChartTestHooks(page);
});

/** Opens the Charts page with one new chart of the type, in place of the page's first chart. */
async function addChart(page: Page, label: string): Promise<Locator> {
  await openChartsOf(page, projectKey);
  await page.getByRole('group', { name: 'New chart' }).getByRole('button', { name: label, exact: true }).click();
  await panels(page).first().getByRole('button', { name: 'Delete chart' }).click();
  await expect(panels(page)).toHaveCount(1);
  return panelOfType(page, label);
}

async function reloadCharts(page: Page, label: string): Promise<Locator> {
  await page.reload();
  await expect(panels(page).first()).toBeVisible(LOADING);
  return panelOfType(page, label);
}

async function downloadFrom(page: Page, start: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  return file;
}

async function exportMenu(page: Page, panel: Locator, item: string) {
  return downloadFrom(page, async () => {
    await panel.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: item }).click();
  });
}

// ---- Period of Record ----

/** The drawn cells as `year|day` -> value. */
async function drawnCells(panel: Locator): Promise<Map<string, number> | null> {
  const rows = await datasetRows(panel, 'cells');
  return rows ? new Map(rows.map((row) => [`${String(row.year)}|${String(row.day)}`, row.value as number])) : null;
}

/** Every cell of the engine's diff that has a value, as `year|day` -> value. */
function engineCells(diff: PeriodOfRecordDiff): Map<string, number> {
  const cells = new Map<string, number>();
  diff.years.forEach((year, row) =>
    diff.days.forEach((day, column) => {
      const value = diff.cells[row * diff.days.length + column] as number;
      if (!Number.isNaN(value)) cells.set(`${year}|${day}`, value);
    }),
  );
  return cells;
}

/** The first difference between the drawn heatmap and the engine's cells; '' when they are equal. */
async function heatmapMismatch(panel: Locator, expected: Map<string, number>): Promise<string> {
  const drawn = await drawnCells(panel);
  if (!drawn) return 'no heatmap drawn';
  if (drawn.size !== expected.size) return `${drawn.size} cells drawn, the engine has ${expected.size}`;
  for (const [cell, value] of expected)
    if (drawn.get(cell) !== value) return `cell ${cell}: drawn ${String(drawn.get(cell))}, engine ${value}`;
  return '';
}

/** Waits until the drawn heatmap equals the engine's cells, on the engine's colour scale. */
async function expectHeatmap(panel: Locator, diff: PeriodOfRecordDiff) {
  const expected = engineCells(diff);
  const colours = JSON.stringify(diff.method === 'categorical' ? [-1, 0, 1] : diff.scale.domain);
  const mismatch = async () => {
    const cells = await heatmapMismatch(panel, expected);
    if (cells) return cells;
    const drawn = JSON.stringify(await viewScale(panel, 'color'));
    return drawn === colours ? '' : `colour scale ${drawn}, the engine's ${colours}`;
  };
  await expect.poll(mismatch, LOADING).toBe('');
}

test('Period of Record: the heatmap equals periodOfRecordDiff; diff method, date range, double-click, Capture and CSV', async ({
  page,
}) => {
  const panel = await addChart(page, 'Period of Record');
  await expect(panel.getByLabel('Base scenario')).toHaveValue('alternative:No Action');
  await panel.getByLabel('Comp scenario').selectOption('Alternative 2');
  const base = expectedSeries('No Action');
  const comparison = expectedSeries('Alternative 2');

  const absolute = periodOfRecordDiff(base, comparison, 'absolute', WHOLE_YEAR);
  await expectHeatmap(panel, absolute);
  // One chosen cell, named: 30 May (julian 150) of a year of the record.
  const row = absolute.years.indexOf(LATE);
  const chosen = (await drawnCells(panel))?.get(`${LATE}|150`);
  expect(chosen).toBe(absolute.cells[row * 365 + 149]);
  expect(chosen).toBe(valueOn(comparison, LATE, 150 as JulianDay) - valueOn(base, LATE, 150 as JulianDay));
  expect(absolute.years[0]).toBe(FIRST_YEAR);
  expect(await viewScale(panel, 'x')).toEqual(['2001-01-01T00:00:00.000Z', '2002-01-01T00:00:00.000Z']);

  await panel.getByLabel('Diff method').selectOption('relative');
  await expectHeatmap(panel, periodOfRecordDiff(base, comparison, 'relative', WHOLE_YEAR));
  expect(await viewScale(panel, 'color')).toEqual([-100, 100]);

  await panel.getByLabel('Dates').click();
  const dates = page.getByRole('dialog', { name: 'Date range' });
  await dates.getByRole('button', { name: 'Mar 1', exact: true }).click();
  await dates.getByRole('button', { name: 'Jun 30', exact: true }).click();
  await dates.getByRole('button', { name: 'Done' }).click();
  const spring = { startDay: 60 as JulianDay, endDay: 181 as JulianDay };
  await expectHeatmap(panel, periodOfRecordDiff(base, comparison, 'relative', spring));
  expect(await viewScale(panel, 'x')).toEqual(['2001-03-01T00:00:00.000Z', '2001-07-01T00:00:00.000Z']);

  await panel.locator('.vega-chart__canvas').dblclick();
  await expect(panel.getByLabel('Dates')).toHaveText('Whole year');
  await expectHeatmap(panel, periodOfRecordDiff(base, comparison, 'relative', WHOLE_YEAR));

  const png = await downloadFrom(page, () => panel.getByRole('button', { name: 'Capture' }).click());
  expect(png.suggestedFilename()).toBe(`${LOCATION.toLowerCase().replace(/ /g, '-')}-alternative-2-vs-no-action.png`);
  expect(
    readFileSync((await png.path()) ?? '')
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');

  const csv = await exportMenu(page, panel, 'CSV of the data shown');
  const lines = readFileSync((await csv.path()) ?? '', 'utf8')
    .trim()
    .split('\n');
  expect(lines[0]?.split(',').slice(0, 3)).toEqual(['Year', 'Jan 1', 'Jan 2']);
  expect(lines).toHaveLength(absolute.years.length + 1);
  const relative = periodOfRecordDiff(base, comparison, 'relative', WHOLE_YEAR);
  const cellsOfYear = lines.find((line) => line.startsWith(`${LATE},`))?.split(',') ?? [];
  const expected150 = relative.cells[row * 365 + 149] as number;
  expect(Number(cellsOfYear[150])).toBeCloseTo(expected150, 1);
});

test('Period of Record: a saved threshold as base shows each day below, on or within, or above it, and is kept in the link', async ({
  page,
}) => {
  const panel = await addChart(page, 'Period of Record');
  await panel.getByLabel('Comp scenario').selectOption('Alternative 1b');
  const comparison = expectedSeries('Alternative 1b');
  await expectHeatmap(panel, periodOfRecordDiff(expectedSeries('No Action'), comparison, 'absolute', WHOLE_YEAR));

  await panel.getByLabel('Base scenario').selectOption({ label: 'Target band' });
  const categorical = periodOfRecordDiff(THRESHOLDS.band as ThresholdData, comparison, 'categorical', WHOLE_YEAR);
  await expectHeatmap(panel, categorical);
  expect(new Set(Array.from(categorical.cells).filter((cell) => !Number.isNaN(cell)))).toEqual(new Set([-1, 0, 1]));
  await expect(panel.getByLabel('Diff method')).toBeDisabled();
  await expect.poll(() => chartTitle(panel), LOADING).toEqual([`${LOCATION} — Alternative 1b against Target band`]);

  const reloaded = await reloadCharts(page, 'Period of Record');
  await expect(reloaded.getByLabel('Base scenario')).toHaveValue(/^threshold:/);
  await expectHeatmap(reloaded, categorical);

  // A threshold with a January window has nothing to say about spring.
  await reloaded.getByLabel('Base scenario').selectOption({ label: 'January only' });
  await reloaded.getByLabel('Dates').click();
  const dates = page.getByRole('dialog', { name: 'Date range' });
  await dates.getByRole('button', { name: 'Mar 1', exact: true }).click();
  await dates.getByRole('button', { name: 'Jun 30', exact: true }).click();
  await dates.getByRole('button', { name: 'Done' }).click();
  await expect(reloaded.getByText('No data to display.')).toBeVisible(LOADING);
  await expect(reloaded.getByRole('button', { name: 'Capture' })).toBeDisabled();
});

// ---- Continuous Time Series ----

const epochDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY;
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The value of a series on a date, found through the calendar (29 February has none). */
function valueOnDate(series: DailySeries, ms: number): number {
  const date = new Date(ms);
  const julian = julianFromMonthDay(date.getUTCMonth() + 1, date.getUTCDate());
  return julian === null ? NaN : valueOn(series, date.getUTCFullYear(), julian);
}

/** Each day's value of a series from `first` to `last` (ISO dates), leap days left out. */
function daysOf(series: DailySeries, first: string, last: string): { ms: number; value: number }[] {
  const days = [];
  for (let day = epochDay(first); day <= epochDay(last); day++) {
    const date = new Date(day * MS_PER_DAY);
    if (date.getUTCMonth() === 1 && date.getUTCDate() === 29) continue;
    days.push({ ms: day * MS_PER_DAY, value: valueOnDate(series, day * MS_PER_DAY) });
  }
  return days;
}

async function drawnLines(panel: Locator): Promise<Map<string, Row[]>> {
  const lines = new Map<string, Row[]>();
  for (const row of (await datasetRows(panel, 'lines')) ?? []) {
    const own = lines.get(String(row.series));
    if (own) own.push(row);
    else lines.set(String(row.series), [row]);
  }
  return lines;
}

async function expectWindow(panel: Locator, first: string, last: string) {
  const chart = panel.getByTestId('continuous-chart');
  await expect(chart).toHaveAttribute('data-window-start', first, LOADING);
  await expect(chart).toHaveAttribute('data-window-end', last);
  await expect.poll(() => viewScale(panel, 'x'), LOADING).toEqual([`${first}T00:00:00.000Z`, `${last}T00:00:00.000Z`]);
}

/**
 * What each line draws equals the data: every day when the window has at most 2000 days; otherwise
 * each point is a real day of the record, the lowest or highest of its bucket, and every bucket with
 * data is drawn. No line gives Vega more than 2000 points.
 */
async function expectLinesMatchData(panel: Locator, names: readonly string[], first: string, last: string) {
  const bucketDays = Number(await panel.getByTestId('continuous-chart').getAttribute('data-bucket-days'));
  const lines = await drawnLines(panel);
  expect([...lines.keys()].sort()).toEqual([...names].sort());
  for (const name of names) {
    const rows = lines.get(name) ?? [];
    expect(rows.length, name).toBeLessThanOrEqual(MAX_POINTS);
    const drawn = rows
      .filter((row) => row.value !== null)
      .map((row) => ({ ms: row.date as number, value: row.value as number }));
    const series = expectedSeries(name);
    const days = daysOf(series, first, last).filter((day) => !Number.isNaN(day.value));
    if (bucketDays === 1) {
      expect(drawn, name).toEqual(days);
      continue;
    }
    const bucketOf = (ms: number) => Math.floor(ms / MS_PER_DAY / bucketDays);
    const buckets = new Map<number, { low: number; high: number }>();
    for (const day of days) {
      const own = buckets.get(bucketOf(day.ms));
      buckets.set(
        bucketOf(day.ms),
        own
          ? { low: Math.min(own.low, day.value), high: Math.max(own.high, day.value) }
          : { low: day.value, high: day.value },
      );
    }
    // Collected first and checked once: one expect per point would make the test slow.
    const wrong = drawn.filter((point) => {
      const own = buckets.get(bucketOf(point.ms));
      return (
        valueOnDate(series, point.ms) !== point.value || !own || (point.value !== own.low && point.value !== own.high)
      );
    });
    expect(wrong, `${name}: points that are not a day's value and the lowest or highest of their bucket`).toEqual([]);
    expect(new Set(drawn.map((point) => bucketOf(point.ms))).size, `${name}: buckets drawn`).toBe(buckets.size);
  }
}

test('Continuous: opens on the last 3650 days; range buttons and the slider move the drawn window; lines match the data within 2000 points', async ({
  page,
}) => {
  const panel = await addChart(page, 'Continuous Time Series');
  await expectWindow(panel, '2003-01-04', '2012-12-31');
  const chart = panel.getByTestId('continuous-chart');
  await expect(chart).toHaveAttribute('data-bucket-days', '4');
  await expect.poll(async () => (await drawnLines(panel)).size, LOADING).toBe(NAMES.length);
  await expectLinesMatchData(panel, NAMES, '2003-01-04', '2012-12-31');
  expect(await viewSignal(panel, 'aggregation')).toBe('Lowest and highest day of every 4 days');
  expect(await chartTitle(panel)).toEqual([`${LOCATION} (cfs)`, 'Lowest and highest day of every 4 days']);

  // A benchmark can tell when the chart finished drawing a new window.
  await page.evaluate(() => {
    const global = window as unknown as { drawn: number };
    global.drawn = 0;
    document.addEventListener('waterline:chart-drawn', () => (global.drawn += 1));
  });
  const range = panel.getByRole('group', { name: 'Range' });
  await range.getByRole('button', { name: '1y', exact: true }).click();
  await expectWindow(panel, '2012-01-01', '2012-12-31');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { drawn: number }).drawn), LOADING)
    .toBeGreaterThan(0);
  await expect(range.getByRole('button', { name: '1y', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(chart).toHaveAttribute('data-bucket-days', '1');
  expect(await viewSignal(panel, 'aggregation')).toBe('Daily values');
  await expect.poll(async () => (await drawnLines(panel)).get('Alternative 2')?.length, LOADING).toBe(365);
  await expectLinesMatchData(panel, NAMES, '2012-01-01', '2012-12-31');

  await range.getByRole('button', { name: '1m', exact: true }).click();
  await expectWindow(panel, '2012-12-01', '2012-12-31');
  await range.getByRole('button', { name: '6m', exact: true }).click();
  await expectWindow(panel, '2012-07-01', '2012-12-31');
  await range.getByRole('button', { name: '5y', exact: true }).click();
  await expectWindow(panel, '2008-01-01', '2012-12-31');
  await range.getByRole('button', { name: '10y', exact: true }).click();
  await expectWindow(panel, '2003-01-01', '2012-12-31');
  await range.getByRole('button', { name: 'all', exact: true }).click();
  await expectWindow(panel, FIRST_DAY, '2012-12-31');
  await expect(chart).toHaveAttribute('data-bucket-days', String(WHOLE_RECORD_BUCKET_DAYS));
  expect(Number(await chart.getAttribute('data-points-per-line'))).toBeLessThanOrEqual(MAX_POINTS);
  await expectLinesMatchData(panel, NAMES, FIRST_DAY, '2012-12-31');

  await panel.getByLabel('Window start').fill(String(epochDay(WINDOW[0])));
  await panel.getByLabel('Window end').fill(String(epochDay(WINDOW[1])));
  await expectWindow(panel, ...WINDOW);
  await expect(chart).toHaveAttribute('data-bucket-days', '1');
  await expectLinesMatchData(panel, NAMES, ...WINDOW);

  // The window is kept in the chart's state: the address and the browser keep it.
  await expect.poll(() => addressCharts(page).map((chart) => chart.timeWindow)).toContainEqual([...WINDOW]);
  await expectWindow(await reloadCharts(page, 'Continuous Time Series'), ...WINDOW);
});

/** The rows of a side-panel table as text cells, by the row's first cell. */
async function tableRows(table: Locator): Promise<Map<string, string[]>> {
  const rows = await table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').trim())),
    );
  return new Map(rows.map((cells) => [cells[0] ?? '', cells.slice(1)]));
}
const number = (text: string | undefined) => Number((text ?? '').replace(/,/g, ''));

test('Continuous: the summary equals the engine, a threshold is drawn with its day counts, the alternatives picker and the CSV', async ({
  page,
}) => {
  const panel = await addChart(page, 'Continuous Time Series');
  await expectWindow(panel, '2003-01-04', '2012-12-31');
  await panel.getByRole('group', { name: 'Range' }).getByRole('button', { name: '5y', exact: true }).click();
  await expectWindow(panel, '2008-01-01', '2012-12-31');

  const summary = panel.getByRole('table', { name: 'Summary' });
  await expect(summary).toContainText('2008-01-01 to 2012-12-31');
  const rows = await tableRows(summary);
  for (const name of NAMES) {
    const values = daysOf(expectedSeries(name), '2008-01-01', '2012-12-31')
      .map((day) => day.value)
      .filter((value) => !Number.isNaN(value));
    const block = statisticsBlock(values);
    expect((rows.get(name) ?? []).map(number), name).toEqual([block.min, block.mean, block.max]);
  }
  // The whole table shows in the side panel, with nothing hidden to scroll to.
  expect(await summary.evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0))).toBe(true);

  await panel.getByRole('tab', { name: 'Threshold' }).click();
  await panel.getByLabel('Saved threshold').selectOption({ label: 'Target band' });
  await expect
    .poll(async () => (await datasetRows(panel, 'threshold'))?.[0], LOADING)
    .toMatchObject({ lower: 6000, upper: 12000 });
  const counts = await tableRows(panel.getByRole('table', { name: 'Threshold days' }));
  for (const name of NAMES) {
    const values = daysOf(expectedSeries(name), '2008-01-01', '2012-12-31')
      .map((day) => day.value)
      .filter((value) => !Number.isNaN(value));
    const expected = [
      values.filter((v) => v < 6000).length,
      values.filter((v) => v >= 6000 && v <= 12000).length,
      values.filter((v) => v > 12000).length,
    ];
    expect((counts.get(name) ?? []).map(number), name).toEqual(expected);
  }

  const alternatives = panel.getByRole('list', { name: 'Alternatives shown' });
  await alternatives.getByRole('button', { name: 'Alternative 2a' }).dblclick();
  await expect.poll(async () => [...(await drawnLines(panel)).keys()], LOADING).toEqual(['Alternative 2a']);
  await expectLinesMatchData(panel, ['Alternative 2a'], '2008-01-01', '2012-12-31');

  const csv = await exportMenu(page, panel, 'CSV of the data shown');
  const lines = readFileSync((await csv.path()) ?? '', 'utf8')
    .trim()
    .split('\n');
  expect(lines[0]).toBe('Date,Alternative 2a,Target band lower,Target band upper');
  const drawn = (await drawnLines(panel)).get('Alternative 2a')?.filter((row) => row.value !== null) ?? [];
  expect(lines).toHaveLength(drawn.length + 1);
  const firstRow = drawn[0];
  expect(lines[1]).toBe(`${isoOf(firstRow?.date as number)},${roundStatistic(firstRow?.value as number)},6000,12000`);

  await panel.getByText('Range Locked').click();
  await panel.getByLabel('Min').fill('0');
  await panel.getByLabel('Max').fill('40000');
  await panel.getByLabel('Max').press('Enter');
  await expect.poll(() => viewScale(panel, 'y'), LOADING).toEqual([0, 40000]);
});

test('the chart type picker turns a Period of Record chart into a Continuous one at the same location', async ({
  page,
}) => {
  const panel = await addChart(page, 'Period of Record');
  await panel.getByLabel('Chart type').selectOption({ label: 'Continuous Time Series' });
  const continuous = panelOfType(page, 'Continuous Time Series');
  await expect(continuous.getByLabel('Location', { exact: true })).toHaveValue(LOCATION);
  await expectWindow(continuous, '2003-01-04', '2012-12-31');

  await continuous.getByRole('button', { name: 'Help' }).click();
  const tour = page.getByRole('dialog', { name: 'Help' });
  await expect(tour).toContainText('Step 1 of 6');
  for (let step = 1; step < 4; step++) await tour.getByRole('button', { name: 'Next' }).click();
  await expect(tour.getByRole('heading', { name: 'Dates shown' })).toBeVisible();
});
