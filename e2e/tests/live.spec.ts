import type { Page } from '@playwright/test';
import { aThreshold } from '@waterline/domain/thresholds/examples';
import {
  adminHref,
  readProject,
  signInWithToken,
  updateProject,
} from '../../web/src/features/admin/testing/admin-test-kit.ts';
import {
  enableChartTestHooks,
  inDataset,
  openChartsOf,
  panelOfType,
  panels,
  rowCount,
  seriesNames,
} from '../support/chart-view.ts';
import { alternativesProject, DAYS, LOCATION } from '../support/alternatives-data.ts';
import { apiOf } from '../support/api.ts';
import { apiToken, expect, test } from '../support/fixtures.ts';
import { createSurveyProject, submitSurveyResponse } from '../support/survey-project.ts';

// Pages that stay current (GET /api/live/{project_key}): what one browser or the API changes shows in another browser's
// open page without a reload.

const ALTERNATIVES = ['No Action', 'Alternative 2'] as const;

/** Marks the page's window: a reload would lose the mark. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { liveMark?: string }).liveMark = 'not reloaded';
  });
}
const windowMark = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark);

test("a visitor's open chart shows an admin's new threshold and hidden alternative without a reload", async ({
  browser,
  request,
  account,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, account);
  const projectKey = await alternativesProject(request, token, ALTERNATIVES);

  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await enableChartTestHooks(page);
  await openChartsOf(page, projectKey);
  const panel = panelOfType(page, 'Multiple Alternatives');
  await expect.poll(() => rowCount(panel, 'lines'), { timeout: 30_000 }).toBe(ALTERNATIVES.length * DAYS);
  // The visitor's own choices: a second chart, of one alternative.
  await page
    .getByRole('group', { name: 'New chart' })
    .getByRole('button', { name: /^Single Alternative/ })
    .click();
  const single = panelOfType(page, 'Single Alternative');
  await single.getByLabel('Alternative', { exact: true }).selectOption('No Action');
  await expect(panels(page)).toHaveCount(2);
  await markWindow(page);

  // The admin, in another context: a threshold through the API, then the second alternative hidden.
  const { threshold } = await apiOf(request).answer('addThreshold', {
    path: { project_key: projectKey },
    headers: { token },
    body: { data: aThreshold({ name: 'Live flood stage', location: LOCATION, value: 2200 }) },
  });
  await expect
    .poll(async () => {
      const rows = await inDataset<{ threshold: string }[]>(panel, 'thresholdLines', 'rows');
      return (rows ?? []).some((row) => String(row.threshold) === threshold.id);
    })
    .toBe(true);

  const project = await readProject(request, token, projectKey);
  const alternatives = (project.data.alternatives as { text: string; hidden: boolean }[]).map((alternative) =>
    alternative.text === 'Alternative 2' ? { ...alternative, hidden: true } : alternative,
  );
  await updateProject(request, token, project, { data: { alternatives } });
  await expect.poll(() => seriesNames(panel)).toEqual(['No Action']);
  // Still the visitor's charts as they made them, on the same page: no reload.
  await expect(panels(page)).toHaveCount(2);
  await expect(single.getByLabel('Alternative', { exact: true }).locator('option:checked')).toHaveText('No Action');
  expect(await windowMark(page)).toBe('not reloaded');
  await visitor.close();
});

test("the admin's open survey map shows a visitor's new response, and History a change made elsewhere", async ({
  browser,
  request,
  account,
}) => {
  const token = await apiToken(request, account);
  const projectKey = await createSurveyProject(request, token, 'Live River', 'live-survey');

  const adminContext = await browser.newContext();
  const mapPage = await adminContext.newPage();
  await signInWithToken(mapPage, token);
  await mapPage.goto(`/project/${projectKey}/map`);
  await expect(mapPage.getByRole('button', { name: 'Add New Locations' })).toBeVisible();
  await markWindow(mapPage);

  // A visitor's response, from elsewhere.
  const place = `Live spillway ${projectKey}`;
  await submitSurveyResponse(request, projectKey, { private: false, place });
  await expect(
    mapPage.getByRole('region', { name: 'Feedback locations' }).getByRole('button', { name: place }),
  ).toBeVisible();
  expect(await windowMark(mapPage)).toBe('not reloaded');

  const historyPage = await adminContext.newPage();
  await historyPage.goto(adminHref(projectKey, 'history'));
  const entries = historyPage.getByRole('list', { name: 'Project history' }).locator('.history__entry');
  await expect(entries).not.toHaveCount(0);
  await markWindow(historyPage);
  const project = await readProject(request, token, projectKey);
  await updateProject(request, token, project, { data: { title: 'Live River renamed elsewhere' } });
  await expect(entries.first()).toContainText('Live River renamed elsewhere');
  expect(await windowMark(historyPage)).toBe('not reloaded');
  await adminContext.close();
});

test("a private survey response is never announced to a visitor's stream; the admin's hears of it", async ({
  browser,
  request,
  account,
}) => {
  const token = await apiToken(request, account);
  const projectKey = await createSurveyProject(request, token, 'Private River', 'live-private');

  /** Opens the project's stream in the page as the app does, and keeps every message it gets. */
  const listen = async (page: Page, headers: Record<string, string>) => {
    await page.goto('/');
    await page.evaluate(
      async ({ url, headers }) => {
        const told: { event: string; data: string }[] = [];
        (window as unknown as { told: typeof told }).told = told;
        const response = await fetch(url, { headers });
        const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
        let pending = '';
        void (async () => {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            pending += value;
            const blocks = pending.split('\n\n');
            pending = blocks.pop() ?? '';
            for (const block of blocks) {
              const event = /^event: (.*)$/m.exec(block)?.[1];
              if (event) told.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] ?? '' });
            }
          }
        })();
      },
      { url: `/api/live/${projectKey}`, headers },
    );
  };
  const told = (page: Page) =>
    page.evaluate(() => (window as unknown as { told: { event: string; data: string }[] }).told);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await listen(visitor, {});
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await listen(admin, { token });

  const submit = (isPrivate: boolean) =>
    submitSurveyResponse(request, projectKey, {
      private: isPrivate,
      concern: isPrivate ? 'A private concern' : 'A public concern',
    });
  await submit(true);
  await expect.poll(async () => (await told(admin)).map((message) => message.event)).toContain('survey response added');
  await submit(false);
  // The public one reaches the visitor; the private one, told before it, never did.
  await expect.poll(async () => (await told(visitor)).length).toBe(1);
  expect(await told(visitor)).toEqual([{ event: 'survey response added', data: '{"count":1}' }]);
  // Both to the admin: one message each, or one that counts two.
  const toldAdmin = async () =>
    (await told(admin))
      .filter((message) => message.event === 'survey response added')
      .reduce((sum, message) => sum + (JSON.parse(message.data) as { count: number }).count, 0);
  await expect.poll(toldAdmin).toBe(2);
  expect(JSON.stringify(await told(admin))).not.toContain('concern');
  await visitorContext.close();
  await adminContext.close();
});
