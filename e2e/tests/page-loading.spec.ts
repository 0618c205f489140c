import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// The bank analysis page's code loads on its first visit (app/router.tsx), as the admin, map and river pages' do.
const PAGE_CODE = /\/assets\/pump-analysis-[^/]+\.js$/;

// The test runner's own note when it refuses the app's service worker (playwright.config.ts blocks them).
const BLOCKED_BY_RUNNER = 'Service Worker registration blocked by Playwright';

/** The console's warnings and errors, and the page's uncaught errors, from now on. */
function problemsLogged(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'warning' || message.type() === 'error') && message.text() !== BLOCKED_BY_RUNNER) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('a page opened before its code is in shows that it is loading, then itself, and logs no warning', async ({
  page,
}) => {
  const problems = problemsLogged(page);
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(PAGE_CODE, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto('/bank-analysis', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading the page' })).toBeVisible();
  releaseCode();
  await expect(page.getByRole('heading', { name: 'Bank Analysis', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the page' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Surveys' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a page whose code cannot be fetched says so, and Reload fetches it again', async ({ page }) => {
  await page.route(PAGE_CODE, (route) => route.abort('connectionreset'));
  await page.goto('/bank-analysis');
  await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
  await expect(page.getByText("The page's code could not be loaded")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

  await page.unroute(PAGE_CODE);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Bank Analysis', level: 1 })).toBeVisible();
});

test("the scripts sent to visitors hold React Router's production build, not its development checks", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(1);
  const sources = await Promise.all(scripts.map(async (script) => (await request.get(script)).text()));
  // React Router's router code is among them, and its development build's advice to developers is not.
  expect(sources.some((source) => source.includes('Unexpected Application Error!'))).toBe(true);
  expect(sources.filter((source) => source.includes('Hey developer'))).toEqual([]);
});
