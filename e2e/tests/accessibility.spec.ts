import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  adminHref,
  createProject,
  signInWithToken,
  updateProject,
} from '../../web/src/features/admin/testing/admin-test-kit.ts';
import { openChartsOf, panels } from '../support/chart-view.ts';
import { admin, apiToken, expect, test } from '../support/fixtures.ts';

// An automated accessibility audit (axe-core) of every screen: no serious or critical violation.

const DEMO = 'demo';
const CHART_TYPES = [
  'Single Alternative',
  'Period of Record',
  'Multiple Locations',
  'Continuous Time Series',
  'Multiple Dimension',
] as const;

/** The serious and critical violations on the page as it is now: rule, impact and the first elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await seriousViolations(page), screen).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('waterline:multiple-dimension-notice-shown', 'seen'));
});

test('sign-in, sign-up, forgot password, home and open-project screens', async ({ page }) => {
  for (const [path, heading] of [
    ['/', /Waterline/],
    ['/signin', /Sign In/i],
    ['/signup', /Sign Up/i],
    ['/forgot-password', /Forgot Password/i],
    ['/project', /Open Project/i],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toHaveText(heading);
    await expectAccessible(page, path);
  }
});

test('the dashboard and the access-code gate', async ({ page, request, account }) => {
  const token = await apiToken(request, account);
  const project = await createProject(request, token, 'Private');
  await updateProject(request, token, project, { access_code: 'open sesame' });
  await page.goto(`/project/${project.project_key}`);
  await expect(page.getByText('This is a private project. Please enter the access code')).toBeVisible();
  await expectAccessible(page, 'gate');

  await signInWithToken(page, token);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  await expectAccessible(page, 'dashboard');
});

test('the Charts page with every chart type', async ({ page }) => {
  await openChartsOf(page, DEMO);
  for (const label of CHART_TYPES)
    await page
      .getByRole('group', { name: 'New chart' })
      .getByRole('button', { name: new RegExp(`^${label}`) })
      .click();
  await expect(panels(page)).toHaveCount(CHART_TYPES.length + 1);
  // Every panel has drawn (or said why not) before the audit.
  await expect(page.locator('section.chart-panel [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await expectAccessible(page, 'charts');
});

test('performance measures: the list and the editor', async ({ page }) => {
  await page.goto(`/project/${DEMO}/performance-measures`);
  await expect(page.getByText('Create New Performance Measure')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'measures');
  await page.goto(`/project/${DEMO}/performance-measures/create`);
  await expect(page.getByRole('heading', { name: 'Performance Measure Editor' })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, 'measure editor');
});

test('every admin page and the history', async ({ page, request }) => {
  await signInWithToken(page, await apiToken(request, admin));
  for (const section of [
    'details',
    'default-chart',
    'alternatives',
    'members',
    'data-editor',
    'map',
    'history',
  ] as const) {
    await page.goto(adminHref(DEMO, section));
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await expectAccessible(page, `admin ${section}`);
  }
});

test("at a phone's width the top bar's links and the admin pages fit the screen", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, await apiToken(request, admin));
  const projectLinks = page.getByRole('navigation', { name: 'Project' }).getByRole('link');
  const expectFitsTheScreen = async (screen: string) => {
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
    await expect(projectLinks).toHaveText(['Charts', 'Performance Measures', 'Map', 'Admin']);
    for (const link of await projectLinks.all()) {
      await expect(link, screen).toBeInViewport({ ratio: 1 });
      await link.click({ trial: true });
    }
  };

  await openChartsOf(page, DEMO);
  await expectFitsTheScreen('charts');
  await projectLinks.getByText('Admin', { exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  for (const [section, content] of [
    ['alternatives', page.getByRole('heading', { name: 'Alternatives', level: 1 })],
    ['members', page.getByRole('table')],
    ['map', page.getByRole('table', { name: 'Markers' })],
  ] as const) {
    await page.goto(adminHref(DEMO, section));
    await expect(content).toBeVisible({ timeout: 30_000 });
    await expectFitsTheScreen(`admin ${section}`);
  }
});

test('every chart has a text alternative: its data table, opened from the keyboard', async ({ page }) => {
  await openChartsOf(page, DEMO);
  for (const label of CHART_TYPES)
    await page
      .getByRole('group', { name: 'New chart' })
      .getByRole('button', { name: new RegExp(`^${label}`) })
      .click();
  await page
    .locator('section.chart-panel[aria-label="Multiple Locations chart"]')
    .getByLabel('Add location')
    .selectOption({ index: 1 });
  await expect(page.locator('section.chart-panel [aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  for (const label of ['Multiple Alternatives', ...CHART_TYPES]) {
    const panel = page.locator(`section.chart-panel[aria-label="${label} chart"]`);
    const disclosure = panel.getByText('Data table', { exact: true });
    await disclosure.focus();
    await page.keyboard.press('Enter');
    const table = panel.getByRole('region', { name: /^Data of / }).getByRole('table');
    await expect(table.locator('caption'), label).toContainText(label);
    await expect.poll(() => table.locator('tbody tr').count(), { message: label }).toBeGreaterThan(0);
  }
});

test('a dialog keeps the focus inside while open and gives it back to its opener', async ({ page }) => {
  await openChartsOf(page, DEMO);
  const opener = page.getByRole('button', { name: 'Chart Builder' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 15; step++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("the Multiple Dimension 'experimental' badge stays inside its tile at every width", async ({ page }) => {
  await openChartsOf(page, DEMO);
  const tile = page.getByRole('group', { name: 'New chart' }).getByRole('button', { name: /^Multiple Dimension/ });
  for (const width of [320, 375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const [outer, badge] = await Promise.all([tile.boundingBox(), tile.locator('.badge').boundingBox()]);
    if (!outer || !badge) throw new Error('the tile or its badge is not drawn');
    expect(badge.x, `${width}px`).toBeGreaterThanOrEqual(outer.x);
    expect(badge.y, `${width}px`).toBeGreaterThanOrEqual(outer.y);
    expect(badge.x + badge.width, `${width}px`).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
    expect(badge.y + badge.height, `${width}px`).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
  }
});
