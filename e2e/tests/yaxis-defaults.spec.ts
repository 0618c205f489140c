import type { Page } from '@playwright/test';
import { adminHref, signInWithToken } from '../../web/src/features/admin/testing/admin-test-kit.ts';
import { enableChartTestHooks, openChartsOf, panelOfType, rowCount, viewScale } from '../support/chart-view.ts';
import { apiToken, createAccount, expect, test } from '../support/fixtures.ts';
import { projectWithAlternatives } from '../support/alternatives-data.ts';
import { seasonalCsv } from '../support/seasonal-csv.ts';

// A default y-axis range an admin sets for a location: what visitors see, and what a signed-in user overrides.

const LOCATION = 'Gauge A';

async function multipleAlternativesPanel(page: Page, projectKey: string) {
  await openChartsOf(page, projectKey);
  const panel = panelOfType(page, 'Multiple Alternatives');
  await expect.poll(async () => rowCount(panel, 'lines'), { timeout: 30_000 }).toBe(365);
  return panel;
}

test('an admin locks a location to 0-30000 by default: visitors see it, a signed-in user overrides it for themselves', async ({
  page,
  browser,
  request,
  account,
}, testInfo) => {
  const token = await apiToken(request, account);
  const projectKey = await projectWithAlternatives(request, token, [
    { name: 'Base', fileName: 'gauges.csv', csv: seasonalCsv([LOCATION, 'Gauge B']) },
  ]);

  await signInWithToken(page, token);
  await page.goto(adminHref(projectKey, 'default-chart'));
  await expect(
    page.getByRole('form', { name: 'Default chart' }).getByLabel('Location').locator('option'),
  ).toContainText([LOCATION, 'Gauge B']);
  const form = page.getByRole('form', { name: 'Add a default y-axis range' });
  await form.getByLabel('Location').selectOption(LOCATION);
  await form.getByLabel('Minimum').fill('30000');
  await form.getByLabel('Maximum').fill('0');
  await expect(form.getByText('The minimum must be less than the maximum')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Add range' })).toBeDisabled();
  await form.getByLabel('Minimum').fill('0');
  await form.getByLabel('Maximum').fill('30000');
  await form.getByRole('button', { name: 'Add range' }).click();
  await expect(page.getByRole('list', { name: 'Default y-axis ranges' })).toContainText(
    `${LOCATION} locked to 0 to 30000`,
  );

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('list', { name: 'Project history' }).locator('.history__entry').first()).toContainText(
    `Default y-axis ranges: ${LOCATION} locked to 0 to 30000`,
  );

  const visitor = await browser.newPage();
  await enableChartTestHooks(visitor);
  const visitorPanel = await multipleAlternativesPanel(visitor, projectKey);
  await expect.poll(() => viewScale(visitorPanel, 'y')).toEqual([0, 30000]);
  await expect(visitorPanel.getByLabel('Max')).toHaveValue('30000');
  await visitor.close();

  const user = await browser.newPage();
  await enableChartTestHooks(user);
  await signInWithToken(user, await apiToken(request, await createAccount(request, testInfo.workerIndex, 'Uma')));
  const userPanel = await multipleAlternativesPanel(user, projectKey);
  await expect.poll(() => viewScale(userPanel, 'y')).toEqual([0, 30000]);
  const saved = user.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/api/user-settings/'),
  );
  await userPanel.getByText('Auto Range').click();
  expect((await saved).ok()).toBe(true);
  await expect
    .poll(async () => ((await viewScale(userPanel, 'y')) as number[] | null)?.[1] ?? 30000)
    .toBeLessThan(30000);
  await user.reload();
  const reloaded = await multipleAlternativesPanel(user, projectKey);
  await expect
    .poll(async () => ((await viewScale(reloaded, 'y')) as number[] | null)?.[1] ?? 30000)
    .toBeLessThan(30000);
  await user.close();
});
