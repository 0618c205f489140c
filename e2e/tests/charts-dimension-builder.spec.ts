import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { annualTrace, traceYears, type DailySeries } from '@waterline/domain/analysis/index';
import { dayLabel, daysOfRange, julianDay, rotatedDays, type JulianDay } from '@waterline/domain/calendar/index';
import {
  drawnSeries,
  enableChartTestHooks,
  inDataset,
  openChartsOf,
  panelOfType,
  panels,
  seriesNames,
} from '../support/chart-view.ts';
import {
  alternativesProject,
  asDrawn,
  combinedAlternativesCsv,
  importedSeries,
  LOCATION,
  PICKED_YEARS,
  projectWithAlternatives,
  statistic,
  trace,
} from '../support/alternatives-data.ts';
import { apiToken, createAccount, expect, test } from '../support/fixtures.ts';

// The Multiple Dimension chart and the Chart Builder wizard, in real Chromium against the real server.
// Multiple Dimension needs three locations: one alternative holds the releases of three alternatives
// (Fort Peck's, or the synthetic ones where ../shared is absent) as three locations. What the 3D view draws is read from its deck.gl layers, what the
// Historical view draws from its Vega view; both are checked against numbers computed here from the
// domain engine's import of the same file.

const THREE = 'Three releases';
const LOCATIONS = ['No Action release', 'Alternative 1 release', 'Alternative 2 release'] as const;
const NOTICE = 'Multiple Dimension is experimental';
/** The proximity of a new chart. */
const PROXIMITY = 0.05;
const [, WIZARD_YEAR, PICKED] = PICKED_YEARS;

/** One CSV whose three data columns are the releases of No Action, Alternative 1 and Alternative 2. */
const threeReleasesCsv = () =>
  combinedAlternativesCsv([
    { from: 'No Action', header: `${LOCATIONS[0]}:cfs` },
    { from: 'Alternative 1', header: `${LOCATIONS[1]}:cfs` },
    { from: 'Alternative 2', header: `${LOCATIONS[2]}:cfs` },
  ]);

let dimensionCsvText = '';
let dimensionProject = '';
let builderProject = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(180_000);
  dimensionCsvText = threeReleasesCsv();
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const owner = await createAccount(request, testInfo.workerIndex, 'Dana');
  const token = await apiToken(request, owner);
  dimensionProject = await projectWithAlternatives(request, token, [
    { name: THREE, fileName: 'three-releases.csv', csv: dimensionCsvText },
  ]);
  builderProject = await alternativesProject(request, token, ['No Action', 'Alternative 1', 'Alternative 2']);
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await enableChartTestHooks(page);
});

// ---- What the chart must show, computed here from the domain engine's series ----

interface Box {
  min: number;
  max: number;
}
const WHOLE: Box = { min: 0, max: 100 };

interface ExpectedPoint {
  year: number;
  day: number;
  values: number[];
  shares: number[];
  distance: number;
}

/** The chosen year's points inside the boxes, and other years' points within the proximity of the chosen year's same day. */
function expectedPoints(
  year: number,
  days: readonly JulianDay[],
  boxes: readonly Box[],
  proximity: number,
): { yearPoints: ExpectedPoint[]; nearPoints: ExpectedPoint[] } {
  const series = importedSeries(dimensionCsvText);
  expect(series.map((one) => one.location)).toEqual([...LOCATIONS]);
  const ranges = series.map((one) => {
    const values = Array.from(one.values).filter((value) => !Number.isNaN(value));
    return { low: Math.min(...values), high: Math.max(...values) };
  });
  const pointsOf = (of: number): (ExpectedPoint | null)[] => {
    const traces = series.map((one: DailySeries) => annualTrace(one, of));
    return days.map((day) => {
      const values = traces.map((trace) => trace[day - 1] ?? NaN);
      if (values.some(Number.isNaN)) return null;
      const shares = values.map((value, axis) => {
        const { low, high } = ranges[axis] ?? { low: 0, high: 0 };
        return high > low ? (value - low) / (high - low) : 0;
      });
      const inside = shares.every(
        (share, axis) => share * 100 >= (boxes[axis]?.min ?? 0) && share * 100 <= (boxes[axis]?.max ?? 100),
      );
      return inside ? { year: of, day, values, shares, distance: 0 } : null;
    });
  };
  const chosen = pointsOf(year);
  const nearPoints: ExpectedPoint[] = [];
  const years = traceYears(series[0] as DailySeries).filter((other) =>
    series.every((one) => traceYears(one).includes(other)),
  );
  for (const other of years) {
    if (other === year) continue;
    pointsOf(other).forEach((point, index) => {
      const target = chosen[index];
      if (!point || !target) return;
      const distance = Math.max(...point.shares.map((share, axis) => Math.abs(share - (target.shares[axis] ?? NaN))));
      if (distance <= proximity) nearPoints.push({ ...point, distance });
    });
  }
  return { yearPoints: chosen.filter((point): point is ExpectedPoint => point !== null), nearPoints };
}

const WHOLE_YEAR = rotatedDays(julianDay(1));

// ---- Reading the 3D view's deck.gl layers ----

interface DrawnPoint {
  year: number;
  day: number;
  values: number[];
  position: number[];
}

/** The points of a deck.gl layer (by id) with the positions its accessor gives; null while the deck or the layer is not there. */
async function layerPoints(panel: Locator, layerId: string): Promise<DrawnPoint[] | null> {
  return panel.locator('.dimension-scene').evaluate((element, id) => {
    type Point = { year: number; day: number; values: number[] };
    type Layer = { id: string; props: { data: Point[]; getPosition: (point: Point) => number[] } };
    const deck = (element as HTMLElement & { __waterlineDeck?: { props: { layers: Layer[] } } | null }).__waterlineDeck;
    const layer = deck?.props.layers.find((candidate) => candidate.id === id);
    if (!layer) return null;
    return layer.props.data.map((point) => ({
      year: point.year,
      day: point.day,
      values: [...point.values],
      position: [...layer.props.getPosition(point)],
    }));
  }, layerId);
}

const layerCount = async (panel: Locator, layerId: string) => (await layerPoints(panel, layerId))?.length ?? null;

/** Non-white pixels of the deck.gl canvas: the WebGL drawing really happened. */
async function drawnPixels(panel: Locator): Promise<number> {
  return panel.locator('.dimension-scene__canvas').evaluate((canvas: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d');
    if (!context) return 0;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let coloured = 0;
    for (let i = 0; i < data.length; i += 4)
      if ((data[i] ?? 255) < 200 || (data[i + 1] ?? 255) < 200 || (data[i + 2] ?? 255) < 200) coloured += 1;
    return coloured;
  });
}

async function pickDates(page: Page, first: string, last: string) {
  const dates = page.getByRole('dialog', { name: 'Date range' });
  await dates.getByRole('button', { name: first, exact: true }).click();
  await dates.getByRole('button', { name: last, exact: true }).click();
  await dates.getByRole('button', { name: 'Done' }).click();
  await expect(dates).toBeHidden();
}

async function addDimensionChart(page: Page): Promise<Locator> {
  await openChartsOf(page, dimensionProject);
  await page
    .getByRole('group', { name: 'New chart' })
    .getByRole('button', { name: /Multiple Dimension/ })
    .click();
  const notice = page.getByRole('dialog', { name: NOTICE });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toBeHidden();
  return dimensionPanel(page);
}

/** The Multiple Dimension panel: its heading also holds the 'experimental' badge. */
const dimensionPanel = (page: Page) => panels(page).and(page.locator('[data-chart-type="multiple-dimension"]'));

test('Multiple Dimension: the experimental message shows once, and not again after a reload', async ({ page }) => {
  const panel = await addDimensionChart(page);
  await expect(panel.getByText('experimental', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('waterline:multiple-dimension-notice-shown'))).not.toBeNull();
  await expect.poll(() => layerCount(panel, 'year-points'), { timeout: 30_000 }).toBeGreaterThan(0);

  await page.reload();
  const reloaded = dimensionPanel(page);
  // Once the chart has drawn, the message would have opened with it.
  await expect.poll(() => layerCount(reloaded, 'year-points'), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('dialog', { name: NOTICE })).toHaveCount(0);
});

test("Multiple Dimension 3D: the deck.gl layers hold the chosen year's points inside the min/max boxes and the days near it", async ({
  page,
}) => {
  const panel = await addDimensionChart(page);
  await expect(panel.getByLabel('X location')).toHaveValue(LOCATIONS[0]);
  await expect(panel.getByLabel('Y location')).toHaveValue(LOCATIONS[1]);
  await expect(panel.getByLabel('Z location')).toHaveValue(LOCATIONS[2]);
  await expect(panel.getByRole('button', { name: 'Year', exact: true })).toHaveText('2012');

  // The whole of 2012, every box 0..100%, the default proximity.
  const whole = expectedPoints(2012, WHOLE_YEAR, [WHOLE, WHOLE, WHOLE], PROXIMITY);
  expect(whole.yearPoints).toHaveLength(365);
  await expect.poll(() => layerCount(panel, 'year-points'), { timeout: 30_000 }).toBe(365);
  const drawn = (await layerPoints(panel, 'year-points')) ?? [];
  expect(drawn.map((point) => [point.year, point.day, ...point.values])).toEqual(
    whole.yearPoints.map((point) => [point.year, point.day, ...point.values]),
  );
  drawn.forEach((point, index) =>
    point.position.forEach((coordinate, axis) =>
      expect(coordinate).toBeCloseTo((whole.yearPoints[index]?.shares[axis] ?? NaN) * 100, 6),
    ),
  );
  expect(await layerCount(panel, 'near-points')).toBe(whole.nearPoints.length);
  await expect(panel.locator('.dimension-scene')).toHaveAttribute('data-draw-state', 'ready');
  await expect.poll(() => drawnPixels(panel), { timeout: 30_000 }).toBeGreaterThan(1000);

  // A box on X: 10..40% of No Action's range over the record.
  await panel.getByLabel('X min').fill('10');
  await panel.getByLabel('X max').fill('40');
  const boxed = expectedPoints(2012, WHOLE_YEAR, [{ min: 10, max: 40 }, WHOLE, WHOLE], PROXIMITY);
  expect(boxed.yearPoints.length).toBeLessThan(365);
  expect(boxed.yearPoints.length).toBeGreaterThan(0);
  await expect.poll(() => layerCount(panel, 'year-points')).toBe(boxed.yearPoints.length);
  expect((await layerPoints(panel, 'year-points'))?.map((point) => point.day)).toEqual(
    boxed.yearPoints.map((point) => point.day),
  );
  expect(await layerCount(panel, 'near-points')).toBe(boxed.nearPoints.length);
  await expect(panel.getByText(/^Keeps [\d,]+ to [\d,]+ cfs$/).first()).toBeVisible();

  // The date range narrows the days: Mar 1 .. Jun 30.
  await panel.getByLabel('Dates').click();
  await pickDates(page, 'Mar 1', 'Jun 30');
  const spring = expectedPoints(
    2012,
    daysOfRange({ startDay: julianDay(60), endDay: julianDay(181) }),
    [{ min: 10, max: 40 }, WHOLE, WHOLE],
    PROXIMITY,
  );
  await expect.poll(() => layerCount(panel, 'year-points')).toBe(spring.yearPoints.length);
  expect((await layerPoints(panel, 'year-points'))?.every((point) => point.day >= 60 && point.day <= 181)).toBe(true);

  // Export: the canvas as PNG, and the CSV of the points shown.
  const download = async (item: string) => {
    await panel.getByRole('button', { name: 'Export' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: item }).click(),
    ]);
    return file;
  };
  const png = await download('PNG image');
  expect(png.suggestedFilename()).toBe('three-releases-multiple-dimension-2012.png');
  expect(
    readFileSync((await png.path()) ?? '')
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');
  const csv = await download('CSV of the data shown');
  const lines = readFileSync((await csv.path()) ?? '', 'utf8')
    .trim()
    .split('\n');
  expect(lines[0]).toBe(
    `Year,Date,X: ${LOCATIONS[0]} (cfs),Y: ${LOCATIONS[1]} (cfs),Z: ${LOCATIONS[2]} (cfs),Distance,Points`,
  );
  expect(lines).toHaveLength(1 + spring.yearPoints.length + spring.nearPoints.length);
  const firstPoint = spring.yearPoints[0];
  expect(lines[1]).toBe(
    `2012,${dayLabel(julianDay(firstPoint?.day ?? 1))},${firstPoint?.values.join(',')},0,Chosen year`,
  );
});

test('Multiple Dimension: the proximity slider runs 0..1 in steps of 0.01 and picks the days of other years near the chosen year', async ({
  page,
}) => {
  const panel = await addDimensionChart(page);
  const slider = panel.getByRole('slider', { name: 'Proximity' });
  await expect(slider).toHaveAttribute('min', '0');
  await expect(slider).toHaveAttribute('max', '1');
  await expect(slider).toHaveAttribute('step', '0.01');
  await expect(slider).toHaveValue(String(PROXIMITY));
  await expect.poll(() => layerCount(panel, 'year-points'), { timeout: 30_000 }).toBe(365);

  const counts: number[] = [];
  for (const proximity of [0, 0.02, 0.08]) {
    await slider.fill(String(proximity));
    await expect(panel.locator('output')).toHaveText(proximity.toFixed(2));
    const expected = expectedPoints(2012, WHOLE_YEAR, [WHOLE, WHOLE, WHOLE], proximity);
    await expect.poll(() => layerCount(panel, 'near-points'), { timeout: 30_000 }).toBe(expected.nearPoints.length);
    const drawn = (await layerPoints(panel, 'near-points')) ?? [];
    expect(drawn.map((point) => `${point.year}-${point.day}`)).toEqual(
      expected.nearPoints.map((point) => `${point.year}-${point.day}`),
    );
    counts.push(drawn.length);
  }
  expect(counts[0]).toBeLessThan(counts[1] ?? 0);
  expect(counts[1]).toBeLessThan(counts[2] ?? 0);
  await expect(panel.getByRole('list', { name: 'Closest years' }).getByRole('listitem').first()).toBeVisible();
});

test("Multiple Dimension Historical: the heatmap's cells are every year's days within the proximity, coloured by their distance", async ({
  page,
}) => {
  const panel = await addDimensionChart(page);
  await expect.poll(() => layerCount(panel, 'year-points'), { timeout: 30_000 }).toBe(365);
  await panel.getByRole('button', { name: 'Year', exact: true }).click();
  await panel.getByRole('dialog', { name: 'Choose year' }).getByRole('spinbutton').fill(String(PICKED));
  await expect(panel.getByRole('button', { name: 'Year', exact: true })).toHaveText(String(PICKED));
  await page.keyboard.press('Escape');
  await panel.getByRole('slider', { name: 'Proximity' }).fill('0.08');
  await panel.getByLabel('Dates').click();
  await pickDates(page, 'Mar 1', 'Jun 30');
  await panel.getByRole('tab', { name: 'Historical' }).click();
  await expect(panel.getByRole('tab', { name: 'Historical' })).toHaveAttribute('aria-selected', 'true');

  const spring = daysOfRange({ startDay: julianDay(60), endDay: julianDay(181) });
  const expected = expectedPoints(PICKED, spring, [WHOLE, WHOLE, WHOLE], 0.08);
  const cells = [...expected.yearPoints, ...expected.nearPoints];
  await expect
    .poll(async () => (await inDataset<unknown[]>(panel, 'cells', 'rows'))?.length, { timeout: 30_000 })
    .toBe(cells.length);
  const rows =
    (await inDataset<{ year: number; x: number; y: number; z: number; distance: number }[]>(panel, 'cells', 'rows')) ??
    [];
  expect(rows.map((row) => [row.year, row.x, row.y, row.z])).toEqual(cells.map((cell) => [cell.year, ...cell.values]));
  rows.forEach((row, index) => expect(row.distance).toBeCloseTo(cells[index]?.distance ?? NaN, 12));
  expect(rows.filter((row) => row.year === PICKED)).toHaveLength(spring.length);
  expect(Math.max(...rows.map((row) => row.distance))).toBeLessThanOrEqual(0.08);

  const download = async (item: string) => {
    await panel.getByRole('button', { name: 'Export' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: item }).click(),
    ]);
    return file;
  };
  const svg = await download('SVG image');
  expect(readFileSync((await svg.path()) ?? '', 'utf8')).toContain(`Distance to ${PICKED}`);
});

// ---- The Chart Builder wizard ----

async function openBuilder(page: Page, projectKey: string): Promise<Locator> {
  await openChartsOf(page, projectKey);
  await page.getByRole('region', { name: 'Add a chart' }).getByRole('button', { name: 'Chart Builder' }).click();
  const wizard = page.getByRole('dialog', { name: 'Chart Builder' });
  await expect(wizard).toBeVisible();
  return wizard;
}

const stepHeading = (wizard: Locator, text: string) => wizard.getByRole('heading', { name: text, exact: true });

test('Chart Builder: Single Alternative finishes at step 3; Back and Next keep the choices; the chart has them', async ({
  page,
}) => {
  const wizard = await openBuilder(page, builderProject);
  await expect(stepHeading(wizard, 'Step 0 of 4: Chart type')).toBeVisible();
  // Every registered chart type, in the product's order.
  const types = wizard.getByRole('radio');
  await expect(types).toHaveCount(6);
  for (const [index, label] of [
    'Multiple Alternatives',
    'Single Alternative',
    'Period of Record',
    'Multiple Locations',
    'Continuous Time Series',
    'Multiple Dimension',
  ].entries()) {
    await expect(types.nth(index)).toHaveAccessibleName(new RegExp(`^${label}`));
  }
  await wizard.getByRole('radio', { name: 'Single Alternative' }).check();
  await expect(wizard.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    /Chart type/,
    /Location/,
    /Alternative/,
    /Dates/,
  ]);
  await expect(wizard.getByRole('button', { name: 'Back' })).toBeDisabled();

  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(wizard, 'Step 1 of 3: Location')).toBeVisible();
  await expect(wizard.getByLabel('Location', { exact: true })).toHaveValue(LOCATION);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(wizard, 'Step 2 of 3: Alternative')).toBeVisible();
  await wizard.getByLabel('Alternative', { exact: true }).selectOption('Alternative 2');

  // Back to the start and forth again: the choices stay.
  await wizard.getByRole('button', { name: 'Back' }).click();
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(wizard, 'Step 0 of 3: Chart type')).toBeVisible();
  await expect(wizard.getByRole('radio', { name: 'Single Alternative' })).toBeChecked();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByLabel('Alternative', { exact: true })).toHaveValue('Alternative 2');

  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(wizard, 'Step 3 of 3: Dates')).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await wizard.getByLabel('Dates').click();
  await pickDates(page, 'Mar 1', 'Jun 30');
  await wizard.getByRole('button', { name: 'Back' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByLabel('Dates')).toHaveText('Mar 1 – Jun 30');
  await wizard.getByRole('button', { name: 'Create chart' }).click();
  await expect(wizard).toBeHidden();

  const panel = panelOfType(page, 'Single Alternative');
  await expect(panel.getByLabel('Alternative', { exact: true })).toHaveValue('Alternative 2');
  await expect(panel.getByLabel('Dates')).toHaveText('Mar 1 – Jun 30');
  await expect
    .poll(() => drawnSeries(panel, 'bands', 'Min - Max', 'lower'), { timeout: 30_000 })
    .toEqual(asDrawn(statistic('Alternative 2', 'min').slice(59, 181)));
  expect(await drawnSeries(panel, 'lines', 'Median')).toEqual(
    asDrawn(statistic('Alternative 2', 'median').slice(59, 181)),
  );
});

test('Chart Builder: Multiple Alternatives finishes at step 4 with the picked year', async ({ page }) => {
  const wizard = await openBuilder(page, builderProject);
  await expect(wizard.getByRole('radio', { name: 'Multiple Alternatives' })).toBeChecked();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(wizard, 'Step 1 of 4: Location')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(wizard, 'Step 2 of 4: Alternatives')).toBeVisible();
  const alternatives = wizard.getByRole('list', { name: 'Alternatives shown' });
  await wizard.getByRole('button', { name: 'Hide all' }).click();
  await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
  await alternatives.getByRole('button', { name: 'Alternative 1', exact: true }).click();
  await alternatives.getByRole('button', { name: 'No Action' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(wizard, 'Step 3 of 4: Dates and data type')).toBeVisible();
  await wizard.getByLabel('Data Type').selectOption({ label: 'Pick Year' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(wizard, 'Step 4 of 4: Year')).toBeVisible();
  const year = wizard.getByRole('button', { name: 'Year', exact: true });
  await expect(year).toHaveText('2012');
  await wizard.getByRole('button', { name: 'Previous year' }).click();
  await expect(year).toHaveText('2011');

  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(wizard.getByLabel('Data Type')).toHaveValue('pickYear');
  await wizard.getByRole('button', { name: 'Back' }).click();
  await expect(alternatives.getByRole('button', { name: 'Alternative 2' })).toHaveAttribute('aria-pressed', 'false');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(year).toHaveText('2011');
  await wizard.getByRole('button', { name: 'Create chart' }).click();
  await expect(wizard).toBeHidden();

  await expect(panels(page)).toHaveCount(2);
  const panel = panels(page).last();
  await expect(panel.getByLabel('Data Type')).toHaveValue('pickYear');
  await expect.poll(() => seriesNames(panel), { timeout: 30_000 }).toEqual(['Alternative 1', 'No Action']);
  expect(await drawnSeries(panel, 'lines', 'No Action')).toEqual(asDrawn(trace('No Action', 2011)));
  expect(await drawnSeries(panel, 'lines', 'Alternative 1')).toEqual(asDrawn(trace('Alternative 1', 2011)));
});

test('Chart Builder: a Multiple Dimension chart with its X, Y and Z locations and year', async ({ page }) => {
  const wizard = await openBuilder(page, dimensionProject);
  await wizard.getByRole('radio', { name: /Multiple Dimension/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(wizard, 'Step 1 of 4: X, Y and Z locations')).toBeVisible();
  await expect(wizard.getByLabel('X location')).toHaveValue(LOCATIONS[0]);
  await wizard.getByLabel('Y location').selectOption(LOCATIONS[2]);
  await wizard.getByLabel('Z location').selectOption(LOCATIONS[1]);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByLabel('Alternative', { exact: true })).toHaveValue(THREE);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(wizard, 'Step 4 of 4: Year')).toBeVisible();
  await wizard.getByRole('button', { name: 'Year', exact: true }).click();
  await wizard.getByRole('dialog', { name: 'Choose year' }).getByRole('spinbutton').fill(String(WIZARD_YEAR));
  await expect(wizard.getByRole('button', { name: 'Year', exact: true })).toHaveText(String(WIZARD_YEAR));
  await wizard.getByRole('button', { name: 'Create chart' }).click();

  const notice = page.getByRole('dialog', { name: NOTICE });
  await notice.getByRole('button', { name: 'Got it' }).click();
  const panel = dimensionPanel(page);
  await expect(panel.getByLabel('Y location')).toHaveValue(LOCATIONS[2]);
  await expect(panel.getByLabel('Z location')).toHaveValue(LOCATIONS[1]);
  // The chart's points: X No Action, Y Alternative 2, Z Alternative 1.
  const expected = expectedPoints(WIZARD_YEAR, WHOLE_YEAR, [WHOLE, WHOLE, WHOLE], PROXIMITY);
  await expect.poll(() => layerCount(panel, 'year-points'), { timeout: 30_000 }).toBe(expected.yearPoints.length);
  const drawn = (await layerPoints(panel, 'year-points')) ?? [];
  expect(drawn.map((point) => [point.year, point.day, ...point.values])).toEqual(
    expected.yearPoints.map((point) => [WIZARD_YEAR, point.day, point.values[0], point.values[2], point.values[1]]),
  );
});
