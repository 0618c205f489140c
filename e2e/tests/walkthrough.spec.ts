import type { Page, TestInfo } from '@playwright/test';
import { alternativeFile, NAMES } from '../support/alternatives-data.ts';
import { expect, test, uniqueLicenseKey } from '../support/fixtures.ts';

// A new user's first project, only through the screens: sign up with a license key, create a
// project, upload the seven alternatives (Fort Peck's, or the synthetic ones where ../shared is
// absent), make it private with a code, open it in a fresh browser with the code, and restore an
// earlier title from History. Each step leaves a screenshot.

const ACCESS_CODE = 'fort-peck-2026';

async function snapshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('a new user publishes a study of seven alternatives, keeps it private, and restores an earlier title', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}-${testInfo.workerIndex}`;
  const projectKey = `fort-peck-${stamp}`;
  const password = `pw-${stamp}-Walk`;

  await page.goto('/signup');
  const fields = {
    'First name': 'Wren',
    'Last name': 'Walker',
    Email: `wren-${stamp}@waterline.test`,
    Password: password,
    'Confirm password': password,
    'License key': uniqueLicenseKey(),
  };
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  await snapshot(page, testInfo, '01-sign-up');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Create Project' }).click();
  const create = page.getByRole('dialog', { name: 'Create Project' });
  await create.getByLabel('Title').fill('Fort Peck releases');
  await create.getByLabel('Project Key').fill(projectKey);
  await snapshot(page, testInfo, '02-create-project');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${projectKey}/admin`));

  const adminLinks = page.getByRole('navigation', { name: 'Admin' });
  await adminLinks.getByRole('link', { name: 'Alternatives' }).click();
  for (const name of NAMES) {
    await page.getByRole('button', { name: 'Add Alternative' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Alternative' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill(`Fort Peck release plan: ${name}`);
    await dialog.getByLabel('Data file (CSV)').setInputFiles(alternativeFile(name));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden({ timeout: 60_000 });
    await expect(page.getByRole('listitem').filter({ hasText: name }).first()).toBeVisible();
  }
  await expect(page.locator('.admin-list__file')).toHaveCount(NAMES.length);
  await snapshot(page, testInfo, '03-seven-alternatives');

  await adminLinks.getByRole('link', { name: 'Details' }).click();
  await page.getByLabel('Access code', { exact: true }).fill(ACCESS_CODE);
  await expect(page.getByTestId('access-state')).toHaveText('Only people with the access code can enter this project.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('An access code is set.')).toBeVisible();
  await snapshot(page, testInfo, '04-private-with-code');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/project/${projectKey}`);
  await expect(visitor.getByText('This is a private project. Please enter the access code')).toBeVisible();
  await visitor.getByLabel('Access code').fill('not-the-code');
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.getByText('Invalid access code')).toBeVisible();
  await visitor.getByLabel('Access code').fill(ACCESS_CODE);
  await snapshot(visitor, testInfo, '05-visitor-enters-the-code');
  await visitor.getByRole('button', { name: 'Submit' }).click();
  await expect(visitor.locator('.project-title')).toHaveText('Fort Peck releases');
  const chart = visitor.locator('section.chart-panel .vega-chart[data-draw-state="ready"]').first();
  await expect(chart).toBeVisible({ timeout: 60_000 });
  for (const name of NAMES) await expect(visitor.locator('section.chart-panel').first()).toContainText(name);
  await snapshot(visitor, testInfo, '06-visitor-sees-the-charts');
  await visitorContext.close();

  await page.getByLabel('Title', { exact: true }).fill('Fort Peck releases (draft 2)');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.project-title')).toHaveText('Fort Peck releases (draft 2)');
  await adminLinks.getByRole('link', { name: 'History' }).click();
  const entries = page.getByRole('list', { name: 'Project history' }).locator('.history__entry');
  await expect(entries.first()).toContainText(
    'Title changed from "Fort Peck releases" to "Fort Peck releases (draft 2)"',
  );
  await snapshot(page, testInfo, '07-history');
  const beforeRename = entries.nth(1);
  const restore = beforeRename.getByRole('button', { name: /^Restore version \d+$/ });
  const version = (await restore.getAttribute('aria-label'))?.replace('Restore version ', '') ?? '';
  await restore.click();
  await page
    .getByRole('dialog', { name: `Restore version ${version}`, exact: true })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(entries.filter({ hasText: 'Project restored' })).toContainText(
    `Configuration restored to version ${version}`,
  );
  await expect(entries.first()).toContainText(
    'Title changed from "Fort Peck releases (draft 2)" to "Fort Peck releases"',
  );
  await expect(page.locator('.project-title')).toHaveText('Fort Peck releases');
  await snapshot(page, testInfo, '08-title-restored');
  await adminLinks.getByRole('link', { name: 'Alternatives' }).click();
  await expect(page.locator('.admin-list__file')).toHaveCount(NAMES.length);
});
