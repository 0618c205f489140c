import type { Page } from '@playwright/test';
import { chartTypeLabels } from '@waterline/domain/projects/chart-types';
import { addressCharts, openChartsOf, panels } from '../support/chart-view.ts';
import { cspViolations, recordCspViolations } from '../support/csp.ts';
import { expect, test } from '../support/fixtures.ts';

// The Chart Type picker of every chart type, on the demo project the server makes on its first start.

const DEMO = 'demo';
const SECOND_LOCATION = 'Cedar Creek near Mouth';
const TYPES = [
  'Multiple Alternatives',
  'Single Alternative',
  'Period of Record',
  'Multiple Locations',
  'Continuous Time Series',
  'Multiple Dimension',
] as const;

/** A panel's heading: Multiple Dimension's also holds its 'experimental' badge. */
const heading = (label: string) => ({ name: new RegExp(`^${label}`) });

test.beforeEach(async ({ page }) => {
  // The Multiple Dimension notice is its own test's business (charts-dimension-builder): seen already here.
  await page.addInitScript(() => localStorage.setItem('waterline:multiple-dimension-notice-shown', 'seen'));
  await recordCspViolations(page);
});

test.afterEach(async ({ page }) => {
  // Every chart type draws under the content security policy without it blocking anything.
  expect(await cspViolations(page)).toEqual([]);
});

/** The chart types the address holds, one per panel, by their names. */
const addressTypes = (page: Page) =>
  addressCharts(page).map((chart) => chartTypeLabels[chart.chartType as keyof typeof chartTypeLabels]);

async function onlyPanelOfType(page: Page, label: string) {
  await openChartsOf(page, DEMO);
  // Start from one panel of the wanted type: delete the opening chart after adding it.
  await page
    .getByRole('group', { name: 'New chart' })
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();
  await expect(panels(page)).toHaveCount(2);
  await panels(page).first().getByRole('button', { name: 'Delete chart' }).click();
  await expect(panels(page)).toHaveCount(1);
  const panel = panels(page).first();
  await expect(panel.getByRole('heading', heading(label))).toBeVisible();
  return panel;
}

for (const [index, from] of TYPES.entries()) {
  const to = TYPES[(index + 1) % TYPES.length] ?? TYPES[0];
  test(`a ${from} chart becomes ${to} with its Chart Type picker, and the link follows`, async ({ page }) => {
    const panel = await onlyPanelOfType(page, from);

    await panel.getByLabel('Chart type').selectOption({ label: to });

    await expect(panel.getByRole('heading', heading(to))).toBeVisible();
    await expect.poll(() => addressTypes(page)).toEqual([to]);
    // The link opens the retyped chart.
    await page.goto(page.url());
    await expect(panels(page).first().getByRole('heading', heading(to))).toBeVisible();
  });
}

test('changing the type keeps the location and the alternative, and starts the data type afresh', async ({ page }) => {
  const panel = await onlyPanelOfType(page, 'Single Alternative');
  await panel.getByLabel('Location', { exact: true }).selectOption(SECOND_LOCATION);
  await panel.getByLabel('Alternative', { exact: true }).selectOption('Steady Flow');

  await panel.getByLabel('Chart type').selectOption({ label: 'Period of Record' });

  await expect(panel.getByRole('heading', { name: 'Period of Record', exact: true })).toBeVisible();
  await expect(panel.getByLabel('Location', { exact: true })).toHaveValue(SECOND_LOCATION);
  await expect(panel.getByLabel('Base scenario').locator('option:checked')).toHaveText('Steady Flow');

  await panel.getByLabel('Chart type').selectOption({ label: 'Multiple Alternatives' });
  await expect(panel.getByLabel('Location', { exact: true })).toHaveValue(SECOND_LOCATION);
  await expect(panel.getByLabel('Data Type')).toHaveValue('median');
});
