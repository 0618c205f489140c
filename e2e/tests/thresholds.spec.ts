import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  dailyStatistics,
  resolveThreshold,
  thresholdCountsTable,
  type CountedTrace,
  type ThresholdCounts,
  type ThresholdData,
} from '@waterline/domain/analysis/index';
import { julianFromMonthDay } from '@waterline/domain/calendar/index';
import { importAlternativeCsv } from '@waterline/domain/import/index';
import type { EndpointBody } from '@waterline/contract/api-path';
import type { Threshold } from '@waterline/contract/thresholds';
import {
  createProject,
  readProject,
  signInWithToken,
  updateProject,
  uploadDataFile,
} from '../../web/src/features/admin/testing/admin-test-kit.ts';
import {
  drawnMarks,
  enableChartTestHooks,
  inDataset,
  openChartsOf,
  panelOfType,
  rowCount,
  type Row,
} from '../support/chart-view.ts';
import { apiOf } from '../support/api.ts';
import { apiToken, createAccount, expect, test, type Account } from '../support/fixtures.ts';
import {
  alternativeEntry,
  alternativesProject,
  combinedAlternativesCsv,
  DAYS,
  LOCATION,
  NAMES,
  statistic,
  trace,
} from '../support/alternatives-data.ts';
import { pickDay, readTable } from '../support/page-parts.ts';

// The thresholds panel of the calendar-day charts on seven alternatives (Fort Peck's, or the synthetic
// ones where ../shared is absent), in real Chromium against the
// real server: each kind added through the form, what the chart draws read from its Vega view, the
// counts table checked against the domain engine, visibility (as saved, and each browser's own
// toggles), edit, delete with its password, who may change what, focus after Escape, and thresholds
// following the chart's location and start of year.

const ALTERNATIVES = ['No Action', 'Alternative 2'] as const;
// The seven alternatives as seven locations of one file, named as Fort Peck's period-of-record file names them.
const SCENARIO_LOCATIONS = ['No.Act', 'Alt1', 'Alt.1a', 'Alt.1b', 'Alt.2', 'Alt.2a', 'Alt.2b'];
const scenariosCsv = () =>
  combinedAlternativesCsv(NAMES.map((from, index) => ({ from, header: SCENARIO_LOCATIONS[index] ?? from })));
const OCTOBER_FIRST = 274;

let projectKey = '';
let scenarioKey = '';
let owner: Account;
let ownerToken = '';

test.beforeAll(async ({ playwright }, testInfo) => {
  test.setTimeout(180_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  owner = await createAccount(request, testInfo.workerIndex, 'Olive');
  ownerToken = await apiToken(request, owner);
  projectKey = await alternativesProject(request, ownerToken, ALTERNATIVES);
  // One alternative holding the seven scenarios as seven locations, in a year that starts on Oct 1.
  const scenario = await createProject(request, ownerToken, 'Scenarios', 'thresholds');
  const dataSource = await uploadDataFile(request, ownerToken, scenario.project_key, 'scenarios.csv', scenariosCsv());
  await updateProject(request, ownerToken, scenario, {
    data: { alternatives: [alternativeEntry('Period of record', dataSource, '#1f77b4')], startCalDay: OCTOBER_FIRST },
  });
  scenarioKey = scenario.project_key;
  await request.dispose();
});

test.beforeEach(async ({ page }) => {
  await enableChartTestHooks(page);
});

let made = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(made += 1)}`;
const day = (month: number, dayOfMonth: number) => julianFromMonthDay(month, dayOfMonth) as number;

async function listThresholds(request: APIRequestContext, key: string, location: string): Promise<Threshold[]> {
  const { thresholds } = await apiOf(request).answer('listThresholds', {
    path: { project_key: key },
    query: { location },
  });
  return thresholds;
}

async function savedNamed(
  request: APIRequestContext,
  name: string,
  key = projectKey,
  location = LOCATION,
): Promise<Threshold> {
  const found = (await listThresholds(request, key, location)).find((threshold) => threshold.data.name === name);
  if (!found) throw new Error(`No threshold '${name}' at ${location}`);
  return found;
}

async function addByApi(
  request: APIRequestContext,
  data: Partial<ThresholdData & EndpointBody<'addThreshold'>['data']> & { name: string },
  key = projectKey,
  location = LOCATION,
  token?: string,
): Promise<Threshold> {
  const { threshold } = await apiOf(request).answer('addThreshold', {
    path: { project_key: key },
    headers: token ? { token } : {},
    body: { data: { location, color: '#d62728', pattern: 'solid', opacity: 0.2, ...data } },
  });
  return threshold;
}

const chartOf = (page: Page) => panelOfType(page, 'Multiple Alternatives');
const thresholdsOf = (panel: Locator) => panel.getByRole('region', { name: 'Thresholds' });

/** Opens the project's Multiple Alternatives chart and waits until both alternatives are drawn. */
async function openChart(page: Page, key = projectKey, lines = ALTERNATIVES.length * DAYS): Promise<Locator> {
  await openChartsOf(page, key);
  const panel = chartOf(page);
  await expect.poll(() => rowCount(panel, 'lines'), { timeout: 30_000 }).toBe(lines);
  return panel;
}

/** The rows the chart draws for threshold lines (or bands), of one threshold when `id` is given. */
async function thresholdRows(
  panel: Locator,
  dataset: 'thresholdLines' | 'thresholdBands',
  id?: string,
): Promise<Row[] | null> {
  const rows = await inDataset<Row[]>(panel, dataset, 'rows');
  return rows && (id === undefined ? rows : rows.filter((row) => row.threshold === id));
}

const drawnValues = async (panel: Locator, id: string, edge = 'value') =>
  (await thresholdRows(panel, 'thresholdLines', id))?.filter((row) => row.edge === edge).map((row) => row.value) ??
  null;
const drawnIds = async (panel: Locator) => {
  const rows = await thresholdRows(panel, 'thresholdLines');
  return rows === null ? [] : [...new Set(rows.map((row) => String(row.threshold)))].sort();
};

/** The traces the Multiple Alternatives chart draws: each alternative's daily median, in julian order. */
const medianTraces = (): CountedTrace[] => ALTERNATIVES.map((name) => ({ name, values: statistic(name, 'median') }));

/** The counts table as the detail shows it, from the engine's table. */
function expectedTable(data: ThresholdData, traces: readonly CountedTrace[]): string[][] {
  return Object.entries(thresholdCountsTable(data, traces)).map(([name, counts]) => {
    if (counts === 'Error') return [name, 'Error'];
    const { below, equal, between, above } = counts as ThresholdCounts;
    return [name, String(below), String(data.isRange ? between : equal), String(above)];
  });
}

async function openAddForm(panel: Locator, page: Page): Promise<Locator> {
  await thresholdsOf(panel).getByRole('button', { name: 'Add Threshold' }).click();
  const form = page.getByRole('dialog', { name: 'Add Threshold' });
  await expect(form).toBeVisible();
  return form;
}

/** Saves the form, waits for the server's answer (a busy machine may take longer than a wait's timeout), then its closing. */
async function saveAndClose(form: Locator, page: Page): Promise<void> {
  const answer = page.waitForResponse(
    (response) => ['POST', 'PUT'].includes(response.request().method()) && response.url().includes('/api/thresholds'),
  );
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await answer).ok()).toBe(true);
  await expect(form).toBeHidden();
}

async function openDetail(panel: Locator, page: Page, name: string): Promise<Locator> {
  await thresholdsOf(panel)
    .getByRole('button', { name: `About ${name}` })
    .click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail).toBeVisible();
  return detail;
}

/** The facts the detail lists: pattern, value or range, date window or range. */
async function factsOf(detail: Locator): Promise<Record<string, string>> {
  const pairs = await detail
    .locator('dl > div')
    .evaluateAll((groups) =>
      groups.map((group) => [
        group.querySelector('dt')?.textContent?.trim() ?? '',
        group.querySelector('dd')?.textContent?.trim() ?? '',
      ]),
    );
  return Object.fromEntries(pairs);
}

/** Counts the calls to /api/thresholds with `method` the page makes from now on. */
function countCalls(page: Page, method: string): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === method && request.url().includes('/api/thresholds')) calls += 1;
  });
  return () => calls;
}

test('a visitor adds a value threshold: bad input saves nothing; it is listed, drawn in its colour and pattern, exported', async ({
  page,
}) => {
  const panel = await openChart(page);
  const name = uniqueName('Low flow');
  const form = await openAddForm(panel, page);
  const posts = countCalls(page, 'POST');

  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Enter a name.')).toBeVisible();
  await expect(form.getByText('The value must be a number.')).toBeVisible();
  await expect(form.getByLabel('Fill the range')).toBeDisabled();
  expect(posts()).toBe(0);

  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Value', { exact: true }).fill('8000');
  await form.getByRole('radio', { name: 'Magenta' }).check();
  await form.getByLabel('Pattern').selectOption('dash');
  await expect(form.getByText('Enter a name.')).toBeHidden();
  await saveAndClose(form, page);
  expect(posts()).toBe(1);

  const saved = await savedNamed(page.request, name);
  expect(saved.data).toMatchObject({
    location: LOCATION,
    name,
    value: 8000,
    color: '#c2185b',
    pattern: 'dash',
    isRange: false,
    isWindow: false,
    isStepped: false,
    fill: false,
  });
  await expect(thresholdsOf(panel).getByRole('checkbox', { name, exact: true })).toBeChecked();
  await expect.poll(() => drawnValues(panel, saved.id)).toEqual(Array<number>(DAYS).fill(8000));
  expect(await drawnMarks(panel)).toContainEqual(
    expect.objectContaining({ marktype: 'line', stroke: '#c2185b', strokeDash: [6, 4] }),
  );

  const detail = await openDetail(panel, page, name);
  // A visitor can neither edit nor delete: only its signed-in author or an admin can.
  await expect(detail.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  expect((await readTable(detail, 'Days by trace')).rows).toEqual(expectedTable(saved.data, medianTraces()));
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await panel.getByRole('button', { name: 'Export' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'CSV of the data shown' }).click(),
  ]);
  const lines = readFileSync((await csv.path()) ?? '', 'utf8')
    .trim()
    .split('\n');
  expect(lines[0]).toBe(`Date,No Action,Alternative 2,${name}`);
  expect(lines[1]?.endsWith(',8000')).toBe(true);
});

test('a filled range in a date window: checked, drawn as a band with its opacity, and its counts equal the engine', async ({
  page,
}) => {
  const panel = await openChart(page);
  const name = uniqueName('Spring band');
  const form = await openAddForm(panel, page);
  const posts = countCalls(page, 'POST');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Range (upper and lower)').check();
  await form.getByLabel('Upper range').fill('8500');
  await form.getByLabel('Lower range').fill('9000');
  await form.getByLabel('Fill the range').check();
  await form.getByLabel('Opacity').fill('0.33');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The lower range must not be above the upper range.')).toBeVisible();
  await expect(form.getByText('Opacity must be from 0.05 to 1 in steps of 0.05.')).toBeVisible();
  expect(posts()).toBe(0);

  await form.getByLabel('Lower range').fill('7000');
  await form.getByLabel('Opacity').fill('0.35');
  await form.getByLabel('Date window').check();
  await pickDay(form, 'Start', 3, 1);
  await pickDay(form, 'End', 6, 30);
  await form.getByRole('radio', { name: 'Teal' }).check();
  await saveAndClose(form, page);

  const saved = await savedNamed(page.request, name);
  expect(saved.data).toMatchObject({
    isRange: true,
    upperRange: 8500,
    lowerRange: 7000,
    fill: true,
    opacity: 0.35,
    isWindow: true,
    startWindow: day(3, 1),
    endWindow: day(6, 30),
    color: '#008080',
  });
  const inWindow = (index: number) => index + 1 >= day(3, 1) && index + 1 <= day(6, 30);
  await expect
    .poll(async () => (await thresholdRows(panel, 'thresholdBands', saved.id))?.map((row) => [row.lower, row.upper]))
    .toEqual(Array.from({ length: DAYS }, (_, i) => (inWindow(i) ? [7000, 8500] : [null, null])));
  expect(await drawnValues(panel, saved.id, 'upper')).toEqual(
    Array.from({ length: DAYS }, (_, i) => (inWindow(i) ? 8500 : null)),
  );
  expect(await drawnMarks(panel)).toContainEqual(
    expect.objectContaining({ marktype: 'area', fill: '#008080', opacity: 0.35 }),
  );

  const detail = await openDetail(panel, page, name);
  expect(await factsOf(detail)).toEqual({
    Pattern: 'Solid',
    'Upper range': '8,500',
    'Lower range': '7,000',
    'Date window': 'Mar 1 – Jun 30',
  });
  const table = await readTable(detail, 'Days by trace');
  expect(table.headings).toEqual(['Trace', 'Less than', 'Between', 'Greater than']);
  const expected = expectedTable(saved.data, medianTraces());
  expect(table.rows).toEqual(expected);
  expect(expected.some((row) => Number(row[2]) > 0 && Number(row[1]) + Number(row[3]) > 0)).toBe(true);
});

test('stepped thresholds: a pasted column of 365 values, and a stepped range from breakpoints', async ({ page }) => {
  const panel = await openChart(page);
  const curve = uniqueName('Rule curve');
  let form = await openAddForm(panel, page);
  await form.getByLabel('Name', { exact: true }).fill(curve);
  await form.getByLabel('Stepped (a value per day)').check();
  await form.getByRole('button', { name: 'Paste 365 values' }).click();
  const column = form.getByLabel('Steps: 365 values, one per line from Jan 1');
  await column.fill('1\n2');
  await form.getByRole('button', { name: 'Use these values' }).click();
  await expect(form.getByText('Paste 365 values, one per day; this has 2.')).toBeVisible();
  const pasted = Array.from({ length: DAYS }, (_, i) => 6000 + Math.floor(i / 7) * 70);
  await column.fill(pasted.join('\n'));
  await form.getByRole('button', { name: 'Use these values' }).click();
  await expect(column).toBeHidden();
  await saveAndClose(form, page);

  const saved = await savedNamed(page.request, curve);
  expect(saved.data.steps?.map((entry) => (entry as { value: number }).value)).toEqual(pasted);
  await expect.poll(() => drawnValues(panel, saved.id)).toEqual(pasted);
  expect(await drawnMarks(panel)).toContainEqual(
    expect.objectContaining({ marktype: 'line', stroke: '#d62728', interpolate: 'step-after' }),
  );
  const detail = await openDetail(panel, page, curve);
  expect((await readTable(detail, 'Days by trace')).rows).toEqual(expectedTable(saved.data, medianTraces()));
  await page.keyboard.press('Escape');

  const band = uniqueName('Summer steps');
  form = await openAddForm(panel, page);
  await form.getByLabel('Name', { exact: true }).fill(band);
  await form.getByLabel('Range (upper and lower)').check();
  await form.getByLabel('Stepped (a value per day)').check();
  await form.getByLabel('Upper steps 1: value').fill('9000');
  await form.getByRole('group', { name: 'Upper steps' }).getByRole('button', { name: 'Add step' }).click();
  await form.getByLabel('Upper steps 2: from').selectOption({ label: 'Jul 1' });
  await form.getByLabel('Upper steps 2: value').fill('8500');
  await form.getByLabel('Lower steps 1: value').fill('7000');
  await saveAndClose(form, page);

  const range = await savedNamed(page.request, band);
  const bounds = resolveThreshold(range.data);
  expect(Array.from(bounds.upper)).toEqual(Array.from({ length: DAYS }, (_, i) => (i + 1 < day(7, 1) ? 9000 : 8500)));
  expect(Array.from(bounds.lower)).toEqual(Array<number>(DAYS).fill(7000));
  await expect.poll(() => drawnValues(panel, range.id, 'upper')).toEqual(Array.from(bounds.upper));
  expect(await drawnValues(panel, range.id, 'lower')).toEqual(Array.from(bounds.lower));
});

test('Show all, Hide all and each toggle change what is drawn', async ({ page }) => {
  const first = await addByApi(page.request, { name: uniqueName('Toggle A'), value: 7000, visible: false });
  const second = await addByApi(page.request, { name: uniqueName('Toggle B'), value: 8800, visible: false });
  const panel = await openChart(page);
  const section = thresholdsOf(panel);
  await expect(section.getByRole('checkbox', { name: second.data.name })).not.toBeChecked();
  const drawnAtFirst = await drawnIds(panel);
  expect(drawnAtFirst).not.toContain(first.id);
  expect(drawnAtFirst).not.toContain(second.id);

  await section.getByRole('button', { name: 'Show all' }).click();
  const everyId = (await listThresholds(page.request, projectKey, LOCATION)).map((threshold) => threshold.id).sort();
  await expect.poll(() => drawnIds(panel)).toEqual(everyId);
  await section.getByRole('checkbox', { name: first.data.name }).uncheck();
  await expect.poll(() => drawnIds(panel)).toEqual(everyId.filter((id) => id !== first.id));
  await section.getByRole('button', { name: 'Hide all' }).click();
  await expect.poll(() => thresholdRows(panel, 'thresholdLines')).toBeNull();
  await expect.poll(() => rowCount(panel, 'lines')).toBe(ALTERNATIVES.length * DAYS);
  await section.getByRole('checkbox', { name: second.data.name }).check();
  await expect.poll(() => drawnIds(panel)).toEqual([second.id]);
  expect(await drawnValues(panel, second.id)).toEqual(Array<number>(DAYS).fill(8800));
});

test("another browser opens a threshold as it was saved, shown or hidden; a visitor's toggle changes only their own chart", async ({
  page,
  browser,
}, testInfo) => {
  const panel = await openChart(page);
  const name = uniqueName('QA 10k');
  const form = await openAddForm(panel, page);
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Value', { exact: true }).fill('10000');
  await saveAndClose(form, page);
  const saved = await savedNamed(page.request, name);
  expect(saved.data.visible).toBe(true);
  const savedHidden = await addByApi(page.request, { name: uniqueName('Saved hidden'), value: 6000, visible: false });

  const otherBrowser = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const other = await otherBrowser.newPage();
    await enableChartTestHooks(other);
    const otherPanel = await openChart(other);
    const section = thresholdsOf(otherPanel);
    await expect(section.getByRole('checkbox', { name, exact: true })).toBeChecked();
    await expect.poll(() => drawnValues(otherPanel, saved.id)).toEqual(Array<number>(DAYS).fill(10000));
    await expect(section.getByRole('checkbox', { name: savedHidden.data.name })).not.toBeChecked();
    expect(await drawnIds(otherPanel)).not.toContain(savedHidden.id);

    await section.getByRole('checkbox', { name, exact: true }).uncheck();
    await section.getByRole('checkbox', { name: savedHidden.data.name }).check();
    await expect.poll(() => drawnIds(otherPanel)).toContain(savedHidden.id);
    expect(await drawnIds(otherPanel)).not.toContain(saved.id);
    // The choice stays with that browser's chart; the saved thresholds and the first browser's chart keep theirs.
    const reopened = await openChart(other);
    await expect(thresholdsOf(reopened).getByRole('checkbox', { name, exact: true })).not.toBeChecked();
    await expect(thresholdsOf(reopened).getByRole('checkbox', { name: savedHidden.data.name })).toBeChecked();
  } finally {
    await otherBrowser.close();
  }
  expect((await savedNamed(page.request, name)).data.visible).toBe(true);
  expect((await savedNamed(page.request, savedHidden.data.name)).data.visible).toBe(false);
  const reopened = await openChart(page);
  await expect(thresholdsOf(reopened).getByRole('checkbox', { name, exact: true })).toBeChecked();
  await expect(thresholdsOf(reopened).getByRole('checkbox', { name: savedHidden.data.name })).not.toBeChecked();
});

test("Escape closes a threshold's details and the add form, and focus returns to the button that opened them", async ({
  page,
}) => {
  const threshold = await addByApi(page.request, { name: uniqueName('Focus'), value: 7200 });
  const section = thresholdsOf(await openChart(page));
  await section.getByRole('checkbox', { name: threshold.data.name }).focus();
  await page.keyboard.press('Tab');
  const about = section.getByRole('button', { name: `About ${threshold.data.name}` });
  await expect(about).toBeFocused();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: threshold.data.name });
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(about).toBeFocused();

  const add = section.getByRole('button', { name: 'Add Threshold' });
  await add.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add Threshold' });
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(add).toBeFocused();
});

test('edit: the form opens with the saved threshold, refuses bad input, and saves the change', async ({ page }) => {
  const threshold = await addByApi(page.request, { name: uniqueName('Edit me'), value: 8000 });
  // A visitor's threshold: the project's admin edits it.
  await signInWithToken(page, ownerToken);
  const panel = await openChart(page);
  await thresholdsOf(panel).getByRole('checkbox', { name: threshold.data.name }).check();
  await expect.poll(() => drawnValues(panel, threshold.id)).toEqual(Array<number>(DAYS).fill(8000));

  const detail = await openDetail(panel, page, threshold.data.name);
  await detail.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Threshold' });
  await expect(form.getByLabel('Value', { exact: true })).toHaveValue('8000');
  const puts = countCalls(page, 'PUT');
  await form.getByLabel('Value', { exact: true }).fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The value must be a number.')).toBeVisible();
  expect(puts()).toBe(0);

  await form.getByLabel('Value', { exact: true }).fill('8800');
  await form.getByLabel('Pattern').selectOption('dot');
  await saveAndClose(form, page);
  expect(puts()).toBe(1);
  await expect
    .poll(async () => factsOf(page.getByRole('dialog', { name: threshold.data.name })))
    .toEqual({ Pattern: 'Dot', Value: '8,800', 'Date range': 'Whole year' });
  expect((await savedNamed(page.request, threshold.data.name)).data).toMatchObject({ value: 8800, pattern: 'dot' });
  await expect.poll(() => drawnValues(panel, threshold.id)).toEqual(Array<number>(DAYS).fill(8800));
  expect(await drawnMarks(panel)).toContainEqual(
    expect.objectContaining({ marktype: 'line', stroke: '#d62728', strokeDash: [2, 4] }),
  );
});

test("delete asks 'Are you sure?' and the password: a wrong one deletes nothing, the right one deletes", async ({
  page,
}) => {
  const threshold = await addByApi(
    page.request,
    { name: uniqueName('Delete me'), value: 7500 },
    projectKey,
    LOCATION,
    ownerToken,
  );
  await signInWithToken(page, ownerToken);
  const panel = await openChart(page);
  await expect(thresholdsOf(panel).getByRole('checkbox', { name: threshold.data.name })).toBeChecked();
  await expect.poll(() => drawnIds(panel)).toContain(threshold.id);

  const detail = await openDetail(panel, page, threshold.data.name);
  await detail.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Threshold' });
  await expect(confirm).toContainText('Are you sure?');
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await confirm.getByLabel('Password').fill('not-my-password');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm.getByRole('alert')).toHaveText('Unable to delete threshold');
  await expect(confirm).toContainText('Wrong password');
  expect((await listThresholds(page.request, projectKey, LOCATION)).map((entry) => entry.id)).toContain(threshold.id);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  // Cancel goes back to the threshold's details.
  await expect(detail).toBeVisible();
  expect(await drawnIds(panel)).toContain(threshold.id);

  await detail.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await confirm.getByLabel('Password').fill(owner.password);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(thresholdsOf(panel).getByRole('checkbox', { name: threshold.data.name })).toHaveCount(0);
  await expect.poll(() => drawnIds(panel)).not.toContain(threshold.id);
  expect((await listThresholds(page.request, projectKey, LOCATION)).map((entry) => entry.id)).not.toContain(
    threshold.id,
  );
});

test('a Read Only member views and toggles thresholds but cannot add, edit or delete them', async ({
  page,
}, testInfo) => {
  const reader = await createAccount(page.request, testInfo.workerIndex, 'Reed');
  const project = await readProject(page.request, ownerToken, projectKey);
  const added = await apiOf(page.request).call('addMember', {
    path: { project_key: projectKey },
    headers: { token: ownerToken },
    body: { email: reader.email, project_id: project.id, role: 3 },
  });
  expect(added.ok, added.text).toBe(true);
  const threshold = await addByApi(page.request, { name: uniqueName('Read only view'), value: 6500 });
  await signInWithToken(page, await apiToken(page.request, reader));
  const panel = await openChart(page);
  const section = thresholdsOf(panel);
  await section.getByRole('checkbox', { name: threshold.data.name }).check();
  await expect.poll(() => drawnValues(panel, threshold.id)).toEqual(Array<number>(DAYS).fill(6500));
  await expect(section.getByRole('button', { name: 'Add Threshold' })).toHaveCount(0);
  const detail = await openDetail(panel, page, threshold.data.name);
  await expect(detail.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
});

test("thresholds follow the chart's location and its start of year", async ({ page }) => {
  const atNoAction = await addByApi(
    page.request,
    { name: uniqueName('No.Act minimum'), value: 7000 },
    scenarioKey,
    'No.Act',
  );
  // Julian day d holds 5000 + d: the drawn year starts on Oct 1 with 5274.
  const steps = Array.from({ length: DAYS }, (_, i) => ({ value: 5000 + i + 1 }));
  const atAlt2 = await addByApi(
    page.request,
    { name: uniqueName('Alt.2 curve'), isStepped: true, steps },
    scenarioKey,
    'Alt.2',
  );

  const panel = await openChart(page, scenarioKey, DAYS);
  const section = thresholdsOf(panel);
  await panel.getByLabel('Location', { exact: true }).selectOption('No.Act');
  await expect(section.getByRole('checkbox', { name: atNoAction.data.name })).toBeVisible();
  await expect(section.getByRole('checkbox', { name: atAlt2.data.name })).toHaveCount(0);

  await panel.getByLabel('Location', { exact: true }).selectOption('Alt.2');
  await expect(section.getByRole('checkbox', { name: atAlt2.data.name })).toBeVisible();
  await expect(section.getByRole('checkbox', { name: atNoAction.data.name })).toHaveCount(0);
  await section.getByRole('button', { name: 'Show all' }).click();
  await expect.poll(() => drawnIds(panel)).toEqual([atAlt2.id]);
  const rows = (await thresholdRows(panel, 'thresholdLines', atAlt2.id)) ?? [];
  expect(rows.map((row) => row.value)).toEqual(
    Array.from({ length: DAYS }, (_, i) => 5000 + ((OCTOBER_FIRST - 1 + i) % DAYS) + 1),
  );
  expect(rows[0]?.date).toBe(Date.UTC(2001, 9, 1));

  const imported = importAlternativeCsv(scenariosCsv());
  if (!imported.ok) throw new Error(imported.error.message);
  const series = imported.alternative.series.find((entry) => entry.location === 'Alt.2');
  if (!series) throw new Error('No Alt.2 column');
  const traces = [{ name: 'Period of record', values: dailyStatistics(series).median }];
  const detail = await openDetail(panel, page, atAlt2.data.name);
  expect((await readTable(detail, 'Days by trace')).rows).toEqual(expectedTable(atAlt2.data, traces));
});

test('the Single Alternative and Multiple Locations charts draw and count thresholds too', async ({ page }) => {
  const threshold = await addByApi(page.request, {
    name: uniqueName('Every chart'),
    isRange: true,
    upperRange: 8600,
    lowerRange: 7400,
  });
  const expected = asDrawnRange(threshold);
  await openChartsOf(page, projectKey);

  await page.getByRole('button', { name: 'Single Alternative', exact: true }).click();
  const single = panelOfType(page, 'Single Alternative');
  await expect.poll(() => rowCount(single, 'lines'), { timeout: 30_000 }).toBeGreaterThan(0);
  await thresholdsOf(single).getByRole('checkbox', { name: threshold.data.name }).check();
  await expect.poll(() => drawnValues(single, threshold.id, 'upper')).toEqual(expected.upper);
  const lineNames = (await inDataset<string[]>(single, 'lines', 'names')) ?? [];
  expect(lineNames).toEqual(expect.arrayContaining(['Median', 'Mean']));
  const singleTraces = lineNames.map((name) => ({
    name,
    values:
      name === 'Median'
        ? statistic('No Action', 'median')
        : name === 'Mean'
          ? statistic('No Action', 'mean')
          : trace('No Action', Number(name)),
  }));
  let detail = await openDetail(single, page, threshold.data.name);
  expect((await readTable(detail, 'Days by trace')).rows.sort()).toEqual(
    expectedTable(threshold.data, singleTraces).sort(),
  );
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Multiple Locations', exact: true }).click();
  const locations = panelOfType(page, 'Multiple Locations');
  await expect(thresholdsOf(locations)).toHaveCount(0);
  await locations.getByLabel('Add location').selectOption(LOCATION);
  await expect.poll(() => rowCount(locations, 'lines'), { timeout: 30_000 }).toBe(DAYS);
  await thresholdsOf(locations).getByRole('checkbox', { name: threshold.data.name }).check();
  await expect.poll(() => drawnValues(locations, threshold.id, 'lower')).toEqual(expected.lower);
  detail = await openDetail(locations, page, threshold.data.name);
  expect((await readTable(detail, 'Days by trace')).rows).toEqual(
    expectedTable(threshold.data, [{ name: `${LOCATION} (cfs)`, values: statistic('No Action', 'median') }]),
  );
});

/** The upper and lower edges a whole-year range is drawn with. */
function asDrawnRange(threshold: Threshold): { upper: number[]; lower: number[] } {
  const { upper, lower } = resolveThreshold(threshold.data);
  return { upper: Array.from(upper), lower: Array.from(lower) };
}
