import type { APIRequestContext, Page } from '@playwright/test';
import { jpegWithGps } from '@waterline/api/testing';
import { apiOf } from '../support/api.ts';
import { apiToken, expect, test } from '../support/fixtures.ts';
import { createSurveyProject, submitSurveyResponse } from '../support/survey-project.ts';

// The service worker is what these tests are about (every other spec blocks it).
test.use({ serviceWorkers: 'allow' });

const createSurvey = (request: APIRequestContext, token: string) =>
  createSurveyProject(request, token, 'River Survey', 'offline');

/** A visitor's response whose place and concern both read `text`. */
const submitThroughApi = (request: APIRequestContext, projectKey: string, text: string, isPrivate: boolean) =>
  submitSurveyResponse(request, projectKey, { private: isPrivate, concern: text, place: text });

/** Every answer in the page's CacheStorage: its URL, Cache-Control and text. */
function cachedAnswers(page: Page) {
  return page.evaluate(async () => {
    const found: { url: string; cacheControl: string | null; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        found.push({
          url: request.url,
          cacheControl: response?.headers.get('cache-control') ?? null,
          text: response ? await response.clone().text() : '',
        });
      }
    }
    return found;
  });
}

type MapElement = HTMLElement & {
  __waterlineMap?: { queryRenderedFeatures(): { layer: { id: string }; properties: { id?: string } }[] } | null;
};

/** The ids of the markers the survey's map drew, asked of MapLibre itself (the page's test hooks expose it). */
function drawnMarkerIds(page: Page) {
  return page
    .locator('.survey-page__map [data-map]')
    .evaluate((element) =>
      ((element as MapElement).__waterlineMap?.queryRenderedFeatures() ?? [])
        .filter((feature) => feature.layer.id === 'markers')
        .map((feature) => feature.properties.id ?? ''),
    );
}

/** A visit while online: the page opens, its service worker takes it over and keeps the survey's public answers. */
async function visitOnce(page: Page, projectKey: string, seen: string) {
  await page.goto(`/project/${projectKey}/map`);
  await expect(page.getByRole('button', { name: seen })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(async () => (await cachedAnswers(page)).map((answer) => new URL(answer.url).pathname), { timeout: 30_000 })
    .toContain(`/api/map-markers/${projectKey}`);
}

/** Steps through the feedback dialog, the place typed rather than picked on the (offline) map, with one photo. */
async function addResponse(page: Page, place: string) {
  await page.getByRole('button', { name: 'Add New Locations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  const next = dialog.getByRole('button', { name: 'Next' });
  await next.click();
  await dialog.getByLabel('Your name').fill('Dana Rivers');
  await next.click();
  await dialog.getByLabel('Latitude').fill('48.0123');
  await dialog.getByLabel('Longitude').fill('-106.4187');
  await next.click();
  await dialog.getByLabel('Name of the location').fill(place);
  await next.click();
  await dialog.getByLabel('Describe your concern').fill(`Bank erosion at ${place}`);
  await next.click();
  await dialog.getByLabel('Bank erosion monitoring').check();
  await next.click();
  await dialog
    .getByLabel('Photos (.jpg or .png)')
    .setInputFiles({ name: `${place}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(await jpegWithGps()) });
  await dialog.getByRole('button', { name: 'Save' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you' });
  await expect(thanks).toContainText('kept on this device');
  await thanks.getByRole('button', { name: 'OK' }).click();
}

test('a visitor answers the survey offline; back online each response is stored once, even when an answer is lost', async ({
  page,
  context,
  request,
  account,
}) => {
  await context.addInitScript(() => {
    window.__WATERLINE_TEST_HOOKS__ = true;
  });
  const token = await apiToken(request, account);
  const projectKey = await createSurvey(request, token);
  const earlier = `Earlier ${projectKey}`;
  await submitThroughApi(request, projectKey, earlier, false);
  await visitOnce(page, projectKey, earlier);

  // No network: the page opens again from what the browser kept, with the responses as last seen.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add New Locations' })).toBeVisible();
  await expect(page.getByRole('button', { name: earlier })).toBeVisible();

  const places = [`Boat ramp ${projectKey}`, `Spillway ${projectKey}`];
  for (const place of places) await addResponse(page, place);
  await expect(page.getByText('2 waiting to send')).toBeVisible();
  await expect
    .poll(async () => (await drawnMarkerIds(page)).filter((id) => id.startsWith('waiting:')).length, {
      timeout: 30_000,
    })
    .toBe(2);

  // Back online, the first response reaches the server but its answer is lost on the way back.
  const firstSends: number[] = [];
  await page.route(`**/api/map-markers/${projectKey}`, async (route) => {
    if (route.request().method() !== 'POST' || firstSends.length > 0) return route.continue();
    const answer = await route.fetch();
    firstSends.push(answer.status());
    await route.abort('failed');
  });
  await context.setOffline(false);
  await expect(page.getByText(/waiting to send/)).toHaveCount(0, { timeout: 45_000 });
  expect(firstSends).toEqual([201]);

  const api = apiOf(request);
  const listed = await api.answer('listMarkers', { path: { project_key: projectKey }, headers: { token } });
  const names = listed.data.map((marker) => marker.data.data[2]?.value);
  expect(names.filter((name) => name !== earlier).sort()).toEqual([...places].sort());
  const withPhotos = listed.data.filter((marker) => places.includes(String(marker.data.data[2]?.value)));
  for (const marker of withPhotos) expect((marker.data.data[6] as { files?: unknown[] }).files).toHaveLength(1);

  const history = await api.answer('surveyHistory', { path: { project_key: projectKey }, headers: { token } });
  expect(history.entries.filter((entry) => entry.type === 'MarkerSubmitted')).toHaveLength(3);
});

test("nothing private, nor any answer that depends on who asks, is kept in a visitor's browser", async ({
  page,
  request,
  account,
}) => {
  const token = await apiToken(request, account);
  const projectKey = await createSurvey(request, token);
  const shown = `Public ${projectKey}`;
  const secret = `Private ${projectKey}`;
  await submitThroughApi(request, projectKey, shown, false);
  await submitThroughApi(request, projectKey, secret, true);
  await visitOnce(page, projectKey, shown);

  // The same page asks, with the admin's token, for answers that are the admin's alone.
  const statuses = await page.evaluate(
    async ({ key, adminToken }) =>
      Promise.all(
        [`/api/map-markers/${key}`, '/api/projects', `/api/map-markers/${key}/history`].map(
          async (path) => (await fetch(path, { headers: { token: adminToken } })).status,
        ),
      ),
    { key: projectKey, adminToken: token },
  );
  expect(statuses).toEqual([200, 200, 200]);
  // And, as a visitor, for an answer that is private to everyone.
  expect(await page.evaluate(async () => (await fetch('/api/projects')).status)).not.toBe(200);

  const cached = await cachedAnswers(page);
  const apiAnswers = cached.filter((answer) => new URL(answer.url).pathname.startsWith('/api/'));
  expect(apiAnswers.map((answer) => new URL(answer.url).pathname)).toContain(`/api/map-markers/${projectKey}`);
  for (const answer of apiAnswers) {
    expect(answer.cacheControl, answer.url).toMatch(/\bpublic\b/);
    expect(answer.cacheControl, answer.url).not.toMatch(/private|no-store/);
  }
  expect(cached.filter((answer) => answer.text.includes(secret)).map((answer) => answer.url)).toEqual([]);
  expect(cached.some((answer) => answer.text.includes(shown))).toBe(true);
  expect(apiAnswers.map((answer) => new URL(answer.url).pathname)).not.toContain('/api/projects');
  expect(apiAnswers.map((answer) => new URL(answer.url).pathname)).not.toContain(
    `/api/map-markers/${projectKey}/history`,
  );
});

test('a phone can add the survey to its home screen: a manifest with its name, icons and theme colour', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/fort-peck-feedback', display: 'standalone', theme_color: '#0b5394' });
  expect(manifest.name).toContain('survey');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()['content-type'], icon.src).toBe('image/png');
  }
});
