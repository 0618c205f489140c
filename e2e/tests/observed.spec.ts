// The observed alternative: an admin adds it from the replayed gauge service (recorded USGS daily values), the
// charts draw it like any alternative, a refresh is listed in History, and on the server whose services are
// unreachable it is added but marked unavailable, in the admin area and on the loading screen.
import type { APIRequestContext, Page } from '@playwright/test';
import { adminHref, createProject, signInWithToken } from '../../web/src/features/admin/testing/admin-test-kit.ts';
import { datasetRows, enableChartTestHooks, openChartsOf, panelOfType, panels } from '../support/chart-view.ts';
import { E2E_OFFLINE_PORT } from '../support/environment.ts';
import { apiToken, createAccount, expect, SHARED_ABSENT, sharedData, test } from '../support/fixtures.ts';

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

test('the admin adds the observed alternative from the gauge; the Continuous chart draws it; a refresh is in History', async ({
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
