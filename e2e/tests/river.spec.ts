// The public river pages: the dashboard and the test-flow page on replayed real answers of the
// gauge and forecast services, and on a second server whose services are unreachable.
import type { Locator, Page } from '@playwright/test';
import { enableChartTestHooks, inDataset } from '../support/chart-view.ts';
import { E2E_OFFLINE_PORT } from '../support/environment.ts';
import { expect, SHARED_ABSENT, sharedData, test } from '../support/fixtures.ts';

const DASHBOARD = '/missouri-river-daily-update';
const ICE_BANNER = 'Gaps in data may indicate gage reading is impacted by ice';

const chart = (page: Page, site: string, parameter: string) =>
  page.locator(`figure.river-chart[data-site="${site}"][data-parameter="${parameter}"]`);
type Reading = { t: number; value: number | null };
const readingsOf = async (figure: Locator) => {
  await expect.poll(() => inDataset<number>(figure, 'readings', 'count')).toBeGreaterThan(0);
  return (await inDataset<Reading[]>(figure, 'readings', 'rows')) ?? [];
};

test.describe('the river pages on the replayed services', () => {
  test.skip(!sharedData, SHARED_ABSENT);
  test.beforeEach(async ({ page }) => {
    await enableChartTestHooks(page);
  });

  test('the dashboard draws the recorded gauges: ice gaps stay gaps, the DST change at its instant, flood bands at the configured levels', async ({
    page,
  }) => {
    await page.goto(DASHBOARD);
    await expect(page.getByRole('note')).toHaveText(ICE_BANNER);
    await expect(page.locator('.forecast-strip__period')).toHaveCount(14);
    await expect(page.locator('.forecast-strip__period').first()).toContainText('°F');

    // Wolf Point replays the ice file: 39 of 438 readings are ice (-999999) and are drawn as gaps.
    const wolfPoint = await readingsOf(chart(page, '06177000', '00060'));
    expect(wolfPoint).toHaveLength(438);
    expect(wolfPoint.filter((row) => row.value === null)).toHaveLength(39);
    expect(wolfPoint.map((row) => row.value)).not.toContain(-999999);
    // Its stage series is empty: the chart says so.
    await expect(chart(page, '06177000', '00065').getByText('No data available (ice)')).toBeVisible();

    // Culbertson replays the spring-forward file: 01:45 EST is followed 15 minutes later by 03:00 EDT.
    const times = (await readingsOf(chart(page, '06185500', '00060'))).map((row) => row.t);
    const change = times.indexOf(Date.parse('2018-03-11T07:00:00Z'));
    expect(times[change - 1]).toBe(Date.parse('2018-03-11T06:45:00Z'));

    const stage = chart(page, '06132000', '00065');
    await readingsOf(stage);
    expect(await inDataset(stage, 'bands', 'rows')).toEqual([
      { level: 'action', from: 14, to: 16 },
      { level: 'minor', from: 16, to: 18 },
      { level: 'moderate', from: 18, to: 20 },
      { level: 'major', from: 20, to: 22 },
    ]);
    await expect(stage.getByText(/^Last updated/)).toBeVisible();

    const reservoir = page.locator('figure.river-chart[data-parameter="62614"]');
    expect(
      ((await inDataset<{ value: number }[]>(reservoir, 'lines', 'rows')) ?? []).map((line) => line.value),
    ).toEqual([2227, 2234]);
    await expect(page.locator('figure[data-bucket="inflow"]').getByText(/^Last updated/)).toBeVisible();

    // A map opens enlarged.
    const maps = page.locator('.precip-maps__button img');
    await expect(maps).toHaveCount(4);
    await expect.poll(() => maps.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Enlarge Day 1 precipitation' }).click();
    await expect(page.getByRole('dialog', { name: 'Day 1 precipitation' }).getByRole('img')).toBeVisible();
    // No chat address is configured: no frame.
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the test-flow page: the third gauge by default, a period’s max / median / min, and a period without data', async ({
    page,
  }) => {
    await page.goto('/test-flow');
    await expect(page.getByLabel('Gauge')).toHaveValue('06177000');
    await expect(page.getByRole('group', { name: 'Period' }).getByRole('button')).toHaveText([
      'June 2012',
      'June 2013',
      'May 2014',
      'May 2016',
      'May 2017',
      'April 2024',
      'May 2024',
      'June 2024',
      'Reset',
    ]);
    await page.getByRole('button', { name: 'June 2012' }).click();
    // The generated June 2012 record: one -999999 day and one negative day are left out.
    await expect(page.locator('[data-statistic="max"]')).toHaveText('12,000 cfs');
    await expect(page.locator('[data-statistic="median"]')).toHaveText('10,973 cfs');
    await expect(page.locator('[data-statistic="min"]')).toHaveText('8,000 cfs');
    const figure = page.locator('figure.test-flow__chart');
    await expect.poll(() => inDataset<number>(figure, 'readings', 'count')).toBe(30);

    await page.getByRole('button', { name: 'May 2017' }).click();
    await expect(page.getByText('No data in this range')).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText('No data in this range')).toHaveCount(0);
    await expect.poll(() => inDataset<number>(figure, 'readings', 'count')).toBe(121);

    await page.getByLabel('Gauge').selectOption('06185500');
    await page.getByRole('button', { name: 'May 2017' }).click();
    await expect(page.getByText('No data in this range')).toBeVisible();
  });
});

test.describe('the river pages with every service unreachable', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_OFFLINE_PORT}` });

  test('the dashboard says per source that its data is unavailable; the rest of the page still works', async ({
    page,
  }) => {
    await page.goto(DASHBOARD);
    await expect(page.getByRole('note')).toHaveText(ICE_BANNER);
    const unavailable = page.locator('.river-source--unavailable');
    // Forecast, 4 maps, 5 gauges × 2, reservoir elevation and release, inflow and outflow.
    await expect(unavailable).toHaveCount(1 + 4 + 10 + 2 + 2);
    await expect(page.getByRole('heading', { name: '7-day forecast' }).locator('..').getByRole('status')).toContainText(
      'The forecast is unavailable',
    );
    await expect(chart(page, '06185500', '00065').getByRole('status')).toContainText('Gauge data is unavailable');
    // The reservoir chart still draws its reference lines.
    await expect(page.locator('figure.river-chart[data-parameter="62614"] .vega-chart')).toHaveAttribute(
      'data-draw-state',
      'ready',
    );
  });

  test('the test-flow page keeps its gauges and periods and says the data is unavailable', async ({ page }) => {
    await page.goto('/test-flow');
    const unavailable = page.locator('.river-source--unavailable');
    await expect(unavailable).toContainText('Daily gauge data is unavailable');
    await page.getByLabel('Gauge').selectOption('06132000');
    await expect(
      page.locator('figure.test-flow__chart[data-site="06132000"] .river-source--unavailable'),
    ).toContainText('Daily gauge data is unavailable');
    await page.getByRole('button', { name: 'June 2024' }).click();
    await expect(page.getByRole('button', { name: 'June 2024' })).toHaveAttribute('aria-pressed', 'true');
  });
});
