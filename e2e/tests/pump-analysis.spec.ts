import type { Page } from '@playwright/test';
import { parsePumpCsv } from '@waterline/domain/pump/index';
import { demoPumpTransectCsv } from '../../scripts/src/demo/pump-transects.ts';
import { enableChartTestHooks, inDataset, type Row } from '../support/chart-view.ts';
import { readTable } from '../support/page-parts.ts';
import { apiOf } from '../support/api.ts';
import { admin, apiToken, expect, test } from '../support/fixtures.ts';

// The demo's sample file is the one the server stored on its first start.
const demoRows = parsePumpCsv(demoPumpTransectCsv()).rows;
const rowsOf = (transect: string, missing: boolean) =>
  demoRows.filter((row) => row.transect === transect && row.missing === missing);

test.describe.configure({ mode: 'serial' });

test('opens on the intake transect with Missing FALSE, draws the three charts and lists the rows with their changes', async ({
  page,
}) => {
  await enableChartTestHooks(page);
  await page.goto('/bank-analysis');
  // The app's top bar, as on the other public pages: home and sign-in are a click away.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByLabel('Transect', { exact: true })).toHaveValue('Intake');
  await expect(page.getByLabel('Missing', { exact: true })).toHaveValue('FALSE');

  const expected = rowsOf('Intake', false);
  const table = page.getByRole('table', { name: 'Surveys' });
  await expect(table.locator('tbody tr')).toHaveCount(expected.length);
  const shown = await readTable(page, 'Surveys');
  expect(shown.headings).toEqual([
    'Date',
    'Slice',
    'Transect',
    'Length_ft',
    'Missing',
    'Notes',
    'Change (ft)',
    'Rate (ft/day)',
  ]);
  const [first, second] = expected;
  if (!first || !second || first.lengthFt === null || second.lengthFt === null)
    throw new Error('the demo file has too few Intake rows');
  expect(shown.rows[0]?.slice(0, 8)).toEqual([
    first.date,
    first.fields.Slice,
    'Intake',
    first.fields.Length_ft,
    'FALSE',
    '',
    '',
    '',
  ]);
  const change = second.lengthFt - first.lengthFt;
  const days = (second.time - first.time) / 86_400_000;
  expect(shown.rows[1]?.[6]).toBe(
    new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(change),
  );
  expect(shown.rows[1]?.[7]).toBe(
    new Intl.NumberFormat('en-US', { maximumFractionDigits: 3, signDisplay: 'exceptZero' }).format(change / days),
  );

  const charts = page.locator('.pump-page__charts figure');
  await expect(charts).toHaveCount(3);
  const lengthChart = charts.nth(0);
  await expect.poll(() => inDataset<number>(lengthChart, 'surveys', 'count')).toBe(expected.length);
  expect(((await inDataset<Row[]>(lengthChart, 'shaded', 'rows')) ?? []).map((row) => row.year)).toEqual([
    '2011',
    '2019',
  ]);
  await expect.poll(() => inDataset<number>(charts.nth(1), 'surveys', 'count')).toBe(expected.length);
  await expect.poll(() => inDataset<number>(charts.nth(2), 'surveys', 'count')).toBe(expected.length);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the filters choose the transect and the Missing rows', async ({ page }) => {
  await page.goto('/bank-analysis');
  await page.getByLabel('Transect', { exact: true }).selectOption('T3');
  await expect(page.getByRole('table', { name: 'Surveys' }).locator('tbody tr')).toHaveCount(
    rowsOf('T3', false).length,
  );
  await page.getByLabel('Missing', { exact: true }).selectOption('TRUE');
  const missingRows = rowsOf('T3', true);
  await expect(page.getByRole('table', { name: 'Surveys' }).locator('tbody tr')).toHaveCount(missingRows.length);
  expect((await readTable(page, 'Surveys')).rows.map((row) => row[0])).toEqual(
    missingRows.map((row) => row.date).sort(),
  );
});

/** Opens the page as a returning user whose token is kept in the browser. */
async function openSignedIn(page: Page, token: string) {
  await page.goto('/signin');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto('/bank-analysis');
}

const fileInput = (page: Page) => page.getByLabel('Upload a new transect file (admins of the pump project)');
const csvFile = (csv: string) => ({ name: 'survey.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

test('a signed-in user who is not an admin of the pump project is refused and the file stays', async ({
  page,
  request,
  account,
}) => {
  await openSignedIn(page, await apiToken(request, account));
  await fileInput(page).setInputFiles(csvFile('Date,Transect,Length_ft,Missing\n2012-05-01,Intake,100,FALSE\n'));
  await expect(page.getByRole('alert')).toHaveText('Only project admins can upload files');
  await expect(page.getByRole('table', { name: 'Surveys' }).locator('tbody tr')).toHaveCount(
    rowsOf('Intake', false).length,
  );
});

test('an admin uploads a file with bad rows: the page lists each bad row with its line and reason and shows the good ones', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, admin);
  try {
    await openSignedIn(page, token);
    await fileInput(page).setInputFiles(
      csvFile(
        'Date,Transect,Length_ft,Missing\n2012-05-01,Intake,100,FALSE\n2012-05-40,Intake,99,FALSE\n2012-06-01,Intake,97,FALSE\n',
      ),
    );
    await expect(page.getByRole('status').filter({ hasText: 'survey.csv is the transect file now.' })).toBeVisible();
    const problems = page.getByRole('alert');
    await expect(problems).toContainText('1 row of the file could not be read');
    await expect(problems).toContainText("Line 3: the date '2012-05-40' does not exist");
    await expect(page.getByRole('table', { name: 'Surveys' }).locator('tbody tr')).toHaveCount(2);
  } finally {
    // Puts the demo's sample back for the other tests.
    const { url } = await apiOf(request).answer('issuePumpUploadUrl', {
      headers: { token },
      body: { name: 'survey.csv', contentType: 'text/csv' },
    });
    const stored = await request.put(url, { headers: { 'content-type': 'text/csv' }, data: demoPumpTransectCsv() });
    expect(stored.ok(), await stored.text()).toBe(true);
  }
});
