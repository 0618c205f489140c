import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import {
  adminHref,
  createProject,
  signInWithToken,
  updateProject,
} from '../../web/src/features/admin/testing/admin-test-kit.ts';
import { openChartsOf } from '../support/chart-view.ts';
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
async function seriousViolations(page: Page, part?: string): Promise<string[]> {
  const audit = new AxeBuilder({ page });
  const { violations } = await (part ? audit.include(part) : audit).analyze();
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

/** Audits the page, or only its `part` (a CSS selector). */
async function expectAccessible(page: Page, screen: string, part?: string): Promise<void> {
  expect(await seriousViolations(page, part), screen).toEqual([]);
}

// The waits below end on what the page shows (its busy marks gone, its content in), within the test's own budget
// rather than one of their own: on a busy machine a page may take long, and only a page that never gets there fails.

/** Waits until `locator` is shown. */
const untilShown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 0 });

/** Waits until nothing in `scope` is marked busy (`aria-busy="true"`: a chart or a list still loading). */
const untilSettled = (page: Page, scope: string) =>
  page.locator(`${scope} [aria-busy="true"]`).first().waitFor({ state: 'detached', timeout: 0 });

/** Adds a chart of the type named `label` with the Charts page's New chart tile. */
const addChart = (page: Page, label: string) =>
  page
    .getByRole('group', { name: 'New chart' })
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click();

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

test('performance measures: the list and the editor', async ({ page }) => {
  await page.goto(`/project/${DEMO}/performance-measures`);
  await untilShown(page.getByText('Create New Performance Measure'));
  await expectAccessible(page, 'measures');
  await page.goto(`/project/${DEMO}/performance-measures/create`);
  await untilShown(page.getByRole('heading', { name: 'Performance Measure Editor' }));
  await expectAccessible(page, 'measure editor');
});

test('the comparison of the alternatives, with a temporary measure', async ({ page }) => {
  const measure = {
    name: 'Pine River floods',
    location: 'Pine River at Bend',
    pmType: 'Frequency of Event',
    direction: 'greater than',
    value: 15000,
    daysInRow: 3,
  };
  await page.addInitScript(
    ([key, data]) => localStorage.setItem(key, JSON.stringify([{ id: '1700000000000', data }])),
    [`performance-measures:${DEMO}`, measure] as const,
  );
  await page.goto(`/project/${DEMO}/compare`);
  await untilShown(page.getByRole('table', { name: 'Comparison of the alternatives' }));
  await untilSettled(page, 'main');
  await expectAccessible(page, 'comparison');
});

// One audit per page, each in a test of its own: an audit of a large page takes long on a busy machine.
for (const section of ['details', 'default-chart', 'alternatives', 'members', 'data-editor', 'map', 'history'] as const)
  test(`the admin page ${section}`, async ({ page, request }) => {
    await signInWithToken(page, await apiToken(request, admin));
    await page.goto(adminHref(DEMO, section));
    await untilShown(page.getByRole('navigation', { name: 'Admin' }));
    await untilSettled(page, 'main');
    await expectAccessible(page, `admin ${section}`);
  });

test("at a phone's width the top bar's links and the admin pages fit the screen", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithToken(page, await apiToken(request, admin));
  const projectLinks = page.getByRole('navigation', { name: 'Project' }).getByRole('link');
  const expectFitsTheScreen = async (screen: string) => {
    await untilSettled(page, 'main');
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
    await untilShown(content);
    await expectFitsTheScreen(`admin ${section}`);
  }
});

// One chart per test: the Charts page with the demo project's default chart (Multiple Alternatives), audited whole,
// then each other type added beside it, its panel audited.
for (const label of ['Multiple Alternatives', ...CHART_TYPES])
  test(`the ${label} chart: no serious violation, and its data table, opened from the keyboard`, async ({ page }) => {
    await openChartsOf(page, DEMO);
    const added = label !== 'Multiple Alternatives';
    if (added) await addChart(page, label);
    const part = `section.chart-panel[aria-label="${label} chart"]`;
    const panel = page.locator(part);
    await untilShown(panel);
    if (label === 'Multiple Locations') await panel.getByLabel('Add location').selectOption({ index: 1 });
    // The chart has drawn (or said why not) before the audit.
    await untilSettled(page, part);
    await expectAccessible(page, `${label} chart`, added ? part : undefined);
    const disclosure = panel.getByText('Data table', { exact: true });
    await disclosure.focus();
    await page.keyboard.press('Enter');
    // The table is built from the chart's export once the chart has its data.
    const table = panel.getByRole('region', { name: /^Data of / }).getByRole('table');
    await untilShown(table.locator('caption'));
    await expect(table.locator('caption')).toContainText(label);
    await expect.poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
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
