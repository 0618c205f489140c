// The observed alternative: an admin adds it from the replayed gauge service (recorded USGS daily values), the
// charts draw it like any alternative, a refresh that adds days is listed in History (one that adds none is not), a
// threshold counts its days and a measure scores it as figures this file computes from the recording itself, it is
// the comparison's baseline, and on the server whose services are unreachable it is added but marked unavailable, in
// the admin area and on the loading screen.
import type { APIRequestContext, Page } from '@playwright/test';
import type { EndpointBody } from '@waterline/contract/api-path';
import {
  adminHref,
  createProject,
  signInWithToken,
  updateProject,
  uploadDataFile,
} from '../../web/src/features/admin/testing/admin-test-kit.ts';
import { alternativeEntry } from '../support/alternatives-data.ts';
import { apiOf } from '../support/api.ts';
import { datasetRows, enableChartTestHooks, openChartsOf, panelOfType, panels } from '../support/chart-view.ts';
import { E2E_OFFLINE_PORT } from '../support/environment.ts';
import { apiToken, createAccount, expect, SHARED_ABSENT, sharedData, test } from '../support/fixtures.ts';
import { readTable } from '../support/page-parts.ts';
import { recordedDailyValues } from '../support/recorded-daily-values.ts';

test.skip(!sharedData, SHARED_ABSENT);

const LOADING = { timeout: 30_000 };

/** Fills the admin area's form: a creek's discharge (with -999999 days) and a lake's elevation, recorded answers both. */
async function addObservedInAdmin(page: Page, projectKey: string, name: string): Promise<void> {
  await page.goto(adminHref(projectKey, 'alternatives'));
  const form = page.getByRole('form', { name: 'Add an observed alternative' });
  await form.getByLabel('Observed alternative name').fill(name);
  await form.getByLabel('Location 1').fill('Creek');
  await form.getByLabel('Site number 1').fill('03107698');
  await form.getByRole('button', { name: 'Add a location' }).click();
  await form.getByLabel('Location 2').fill('Lake');
  await form.getByLabel('Site number 2').fill('05015500');
  await form.getByLabel('Parameter 2').selectOption('62614');
  await form.getByRole('button', { name: 'Add Observed Alternative' }).click();
}

async function newProject(request: APIRequestContext, workerIndex: number, first: string) {
  const token = await apiToken(request, await createAccount(request, workerIndex, first));
  return { token, project: await createProject(request, token, 'Observed record') };
}

test('the admin adds the observed alternative from the gauge; the Continuous chart draws it; History lists only fetches that added days', async ({
  page,
  request,
}, testInfo) => {
  const { token, project } = await newProject(request, testInfo.workerIndex, 'Gail');
  await signInWithToken(page, token);
  await addObservedInAdmin(page, project.project_key, 'Gauged');
  await expect(page.getByRole('status').filter({ hasText: 'Observed alternative "Gauged" added' })).toBeVisible(
    LOADING,
  );
  const listed = page.getByRole('list', { name: 'Observed alternatives' }).getByRole('listitem');
  await expect(listed).toContainText('Creek: site 03107698, 00060; Lake: site 05015500, 62614');
  await expect(listed).toContainText('Available, fetched');

  // The same record again: the refresh says so, and History lists only the fetch that added days.
  await listed.getByRole('button', { name: 'Refresh Gauged' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'No new days in the observed record of "Gauged"' }),
  ).toBeVisible(LOADING);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'Project history' });
  await expect(history).toContainText('Alternative "Gauged" added', LOADING);
  const refreshes = history.locator('.history__entry').filter({ hasText: 'Observed record of "Gauged" refreshed' });
  await expect(refreshes).toHaveCount(1);
  await expect(refreshes).toContainText('added 2017-04-23 to 2021-06-29 (record 2017-04-23 to 2021-06-29)');

  await enableChartTestHooks(page);
  await openChartsOf(page, project.project_key);
  await page.getByRole('group', { name: 'New chart' }).getByRole('button', { name: 'Continuous Time Series' }).click();
  const panel = panelOfType(page, 'Continuous Time Series');
  await expect(panels(page).last()).toBeVisible();
  // The creek's days with values (the -999999 days are gaps): 6.82, 6.04 and 5.62 cfs.
  await expect
    .poll(async () => {
      const rows = (await datasetRows(panel, 'lines')) ?? [];
      return [...new Set(rows.filter((row) => row.series === 'Gauged' && row.value !== null).map((row) => row.value))];
    }, LOADING)
    .toEqual(expect.arrayContaining([6.82, 6.04, 5.62]));
});

/** The creek's recording: daily mean discharge (statistic 00003) of site 03107698, with -999999 days listed twice. */
const CREEK = {
  file: 'usgs_waterservices_json/hydrofunctions_dv_03107698_00060_with_noData.json',
  series: 'USGS:03107698:00060:00003',
};
/** A modelled alternative at the creek, over two Aprils: the figures the observed record is compared with. */
const MODELLED = new Map<string, number>([
  ...[5.2, 5.6, 6.1, 6.5, 6.04, 5.9, 6.3, 6.7, 5.8, 5.4].map((value, i): [string, number] => [
    `2017-04-${20 + i}`,
    value,
  ]),
  ...[5.1, 5.3, 6.2, 6.4, 5.9, 5.7, 5.5, 5.2, 5.0, 4.9].map((value, i): [string, number] => [
    `2018-04-${20 + i}`,
    value,
  ]),
]);
const modelledCsv = () => `Date,Creek:cfs\n${[...MODELLED].map(([day, value]) => `${day},${value}`).join('\n')}\n`;
/** A level of the creek, and the measure that counts each day above it as an event. */
const LEVEL = 6.04;
const aboveLevel = {
  name: 'Days above the creek level',
  location: 'Creek',
  pmType: 'Frequency of Event',
  direction: 'greater than',
  value: LEVEL,
  daysInRow: 1,
} satisfies EndpointBody<'savePerformanceMeasure'>['data'];

/** Days below, equal to and above the level. */
const dayCounts = (days: Map<string, number>) => {
  const values = [...days.values()];
  return [values.filter((v) => v < LEVEL), values.filter((v) => v === LEVEL), values.filter((v) => v > LEVEL)].map(
    (matching) => matching.length,
  );
};
/** The measure's figures: events (days above the level) per year with data, and the share of those years with one. */
function eventFigures(days: Map<string, number>): { mean: number; share: number } {
  const byYear = new Map<string, number>();
  for (const [day, value] of days)
    byYear.set(day.slice(0, 4), (byYear.get(day.slice(0, 4)) ?? 0) + Number(value > LEVEL));
  const counts = [...byYear.values()];
  const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  const share = (100 * counts.filter((count) => count > 0).length) / counts.length;
  return { mean: Math.round(mean * 100) / 100, share: Math.round(share * 10) / 10 };
}
const signed = (difference: number) => (difference > 0 ? `+${difference}` : difference < 0 ? `−${-difference}` : '±0');

test("the observed alternative is counted by a threshold, scored by a measure, and the comparison's baseline", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const gauged = recordedDailyValues(sharedData ?? '', CREEK.file, CREEK.series);
  const account = await createAccount(request, testInfo.workerIndex, 'Mona');
  const token = await apiToken(request, account);
  const project = await createProject(request, token, 'Observed and modelled');
  const projectKey = project.project_key;
  const dataSource = await uploadDataFile(request, token, projectKey, 'modelled.csv', modelledCsv());
  await updateProject(request, token, project, {
    data: { alternatives: [alternativeEntry('Modelled', dataSource, '#1f77b4')] },
  });
  const api = apiOf(request);
  const added = await api.call('addObservedAlternative', {
    path: { project_key: projectKey },
    headers: { token },
    body: {
      text: 'Gauged',
      color: '#2ca02c',
      observed: { locations: [{ location: 'Creek', site: '03107698', parameter: '00060' }] },
    },
  });
  expect(added.status, added.text).toBe(201);
  await api.answer('addThreshold', {
    path: { project_key: projectKey },
    headers: { token },
    body: { data: { location: 'Creek', name: 'Creek level', value: LEVEL, color: '#d62728', pattern: 'solid' } },
  });
  const saved = await api.call('savePerformanceMeasure', {
    path: { project_key: projectKey },
    headers: { token },
    body: { data: aboveLevel, password: account.password },
  });
  expect(saved.status, saved.text).toBe(201);
  if (!saved.ok) throw new Error(saved.text);
  const measureId = saved.body.pm.id;
  await signInWithToken(page, token);

  // The threshold's day counts in the Continuous chart, over the whole record.
  await enableChartTestHooks(page);
  await openChartsOf(page, projectKey);
  await page.getByRole('group', { name: 'New chart' }).getByRole('button', { name: 'Continuous Time Series' }).click();
  const panel = panelOfType(page, 'Continuous Time Series');
  await panel.getByRole('tab', { name: 'Threshold' }).click();
  await panel.getByLabel('Saved threshold').selectOption({ label: 'Creek level' });
  await expect
    .poll(async () => (await readTable(panel, 'Threshold days')).rows, LOADING)
    .toEqual([
      ['Modelled', ...dayCounts(MODELLED).map(String)],
      ['Gauged', ...dayCounts(gauged).map(String)],
    ]);

  // The measure's results page.
  await page.goto(`/project/${projectKey}/performance-measures/view/${measureId}`);
  await page.getByRole('tab', { name: 'Statistics' }).click(LOADING);
  await expect(page.getByRole('table', { name: 'Statistics', exact: true })).toBeVisible(LOADING);
  const { headings, rows } = await readTable(page, 'Statistics');
  expect(headings.slice(1)).toEqual(['Modelled', 'Gauged']);
  const row = (label: string) =>
    rows
      .find(([first]) => first === label)
      ?.slice(1)
      .map((text) => Number(text.replace('%', '')));
  const modelled = eventFigures(MODELLED);
  const observed = eventFigures(gauged);
  const expected = [modelled, observed];
  expect(row('Mean')).toEqual(expected.map((figures) => figures.mean));
  expect(row('Share of years with an event')).toEqual(expected.map((figures) => figures.share));

  // The comparison with the observed record as its baseline.
  await page.goto(`/project/${projectKey}/compare`);
  const matrix = page.getByRole('table', { name: 'Comparison of the alternatives' });
  await expect(matrix).toBeVisible(LOADING);
  await page.getByRole('combobox', { name: 'Baseline' }).selectOption({ label: 'Gauged' });
  await expect(page.getByRole('columnheader', { name: 'Gauged (baseline)' })).toBeVisible();
  const measureRow = matrix.getByRole('row', { name: new RegExp(aboveLevel.name) });
  await expect(measureRow.locator('td .compare-cell__figure')).toHaveText(
    expected.map((figures) => String(figures.mean)),
    LOADING,
  );
  await expect(measureRow.locator('td').first().locator('.compare-cell__difference')).toHaveText(
    signed(Math.round((modelled.mean - observed.mean) * 100) / 100),
  );
});

test.describe('with the gauge service unreachable', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_OFFLINE_PORT}` });

  test('the observed alternative is added but unavailable, in the admin area and on the loading screen', async ({
    page,
    request,
  }, testInfo) => {
    const { token, project } = await newProject(request, testInfo.workerIndex, 'Otto');
    await signInWithToken(page, token);
    await addObservedInAdmin(page, project.project_key, 'Gauged offline');
    await expect(page.getByRole('status').filter({ hasText: 'The gauge service is unavailable' })).toBeVisible(LOADING);
    await expect(page.getByRole('list', { name: 'Observed alternatives' })).toContainText(
      'Unavailable: The gauge service is unavailable',
    );
    await page.goto(`/project/${project.project_key}`);
    const source = page.getByRole('list', { name: 'Data sources' }).getByRole('listitem');
    await expect(source).toContainText('Gauge service unavailable: the observed record could not be fetched', LOADING);
    // The rest of the admin area works.
    await page.goto(adminHref(project.project_key, 'history'));
    await expect(page.getByRole('list', { name: 'Project history' })).toContainText(
      'Alternative "Gauged offline" added',
    );
  });
});
