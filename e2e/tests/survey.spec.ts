import { readFile } from 'node:fs/promises';
import exifr from 'exifr';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { fixtureSerial, jpegWithGps } from '@waterline/api/testing';
import { cspViolations, recordCspViolations } from '../support/csp.ts';
import { apiOf } from '../support/api.ts';
import { admin, apiToken, expect, test } from '../support/fixtures.ts';
import { createSurveyProject } from '../support/survey-project.ts';

const html = '<img src=x onerror="window.__ran=1"><script>window.__ran=2</script>';

type MapElement = HTMLElement & {
  __waterlineMap?: {
    loaded(): boolean;
    queryRenderedFeatures(options?: object): { layer: { id: string }; properties: { id?: string } }[];
  } | null;
};

/** What a map drew, asked of MapLibre itself: whether it loaded, its basemap layers drawn, and the ids of the markers drawn. */
function mapState(map: import('@playwright/test').Locator) {
  return map.evaluate((element) => {
    const drawn = (element as MapElement).__waterlineMap;
    if (!drawn) return null;
    const features = drawn.queryRenderedFeatures();
    return {
      loaded: drawn.loaded(),
      basemap: features.some((feature) => feature.layer.id.startsWith('basemap')),
      markers: features
        .filter((feature) => feature.layer.id === 'markers')
        .map((feature) => feature.properties.id ?? ''),
    };
  });
}

/** Steps through the feedback dialog as a visitor: every answer, a photo with EXIF GPS, Save. */
async function submitThroughDialog(page: Page, place: string) {
  await page.getByRole('button', { name: 'Add New Locations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Location' });
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(dialog.getByRole('switch')).toBeChecked();
  await next.click();
  await dialog.getByLabel('Your name').fill(html);
  await next.click();
  await expect(dialog.getByText('No set')).toBeVisible();
  await expect(next).toBeDisabled();
  // A click on the dialog's map picks a place; the exact numbers are then typed.
  const picker = dialog.locator('[data-map]');
  await expect.poll(() => mapState(picker), { timeout: 30_000 }).toMatchObject({ loaded: true });
  await picker.click({ position: { x: 500, y: 280 } });
  await expect(dialog.getByText(/^Latitude -?\d+\.\d{4}, Longitude -?\d+\.\d{4}$/)).toBeVisible();
  await expect(next).toBeEnabled();
  await dialog.getByLabel('Latitude').fill('48.123456');
  await dialog.getByLabel('Longitude').fill('-106.41');
  await expect(dialog.getByText('Latitude 48.1235, Longitude -106.4100')).toBeVisible();
  await next.click();
  await dialog.getByLabel('Name of the location').fill(place);
  // Enter goes on, as Next does.
  await dialog.getByLabel('Name of the location').press('Enter');
  await dialog.getByLabel('Describe your concern').fill(html);
  await next.click();
  await dialog.getByLabel('Bank erosion monitoring').check();
  await next.click();
  await dialog
    .getByLabel('Photos (.jpg or .png)')
    .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await jpegWithGps()) });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    window.__WATERLINE_TEST_HOOKS__ = true;
  });
});

test('a visitor submits a private response with a photo; only the admin sees it, edits it and exports it', async ({
  page,
  browser,
  account,
  request,
}) => {
  const token = await apiToken(request, account);
  const projectKey = await createSurveyProject(request, token, 'Survey River');
  const place = `Spillway ${projectKey}`;

  // A visitor, not signed in.
  const visitor = await browser.newContext();
  await visitor.addInitScript(() => {
    window.__WATERLINE_TEST_HOOKS__ = true;
  });
  const visitorPage = await visitor.newPage();
  await recordCspViolations(visitorPage);
  await visitorPage.goto(`/project/${projectKey}/map`);
  await submitThroughDialog(visitorPage, place);
  await visitorPage.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'OK' }).click();
  await expect(visitorPage.getByRole('button', { name: place })).toHaveCount(0);
  // Both maps (the survey's and the dialog's) and their worker came within the content security policy.
  expect(await cspViolations(visitorPage)).toEqual([]);
  await visitor.close();

  // A second visitor and the API do not see the private response.
  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await secondPage.goto(`/project/${projectKey}/map`);
  await expect(secondPage.getByRole('button', { name: 'Add New Locations' })).toBeVisible();
  await expect(secondPage.getByRole('button', { name: 'View Responses' })).toHaveCount(0);
  await expect(secondPage.getByRole('region', { name: 'Feedback locations' }).getByRole('button')).toHaveCount(0);
  await second.close();
  const anonymous = await apiOf(request).answer('listMarkers', { path: { project_key: projectKey } });
  expect(anonymous.data).toEqual([]);

  // The admin sees it, its answers as text, and its photo without EXIF.
  const listed = await apiOf(request).answer('listMarkers', { path: { project_key: projectKey }, headers: { token } });
  expect(listed.data).toHaveLength(1);
  const [marker] = listed.data;
  expect(marker?.private).toBe(true);
  const photo = marker?.data.data[6]?.files?.[0];
  for (const url of [photo!.signedUrl, photo!.thumbnailUrl]) {
    const served = Buffer.from(await (await request.get(url)).body());
    expect(served.subarray(0, 2).toString('hex')).toBe('ffd8');
    expect(await exifr.parse(served)).toBeUndefined();
    expect(served.includes(fixtureSerial)).toBe(false);
  }

  await page.goto('/signin');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`/project/${projectKey}/map`);
  // The survey map really drew: MapLibre loaded, the basemap and the private response's marker are rendered features.
  await expect
    .poll(() => mapState(page.locator('.survey-page__map [data-map]')), { timeout: 30_000 })
    .toEqual({ loaded: true, basemap: true, markers: [`response:${marker?.id}`] });
  await page.getByRole('button', { name: `${place} (private)` }).click();
  const details = page.getByRole('article', { name: `Response: ${place}` });
  await expect(details.getByText(html)).toHaveCount(2);
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  await expect(details.getByRole('img', { name: 'IMG_0042.jpg' })).toBeVisible();
  // The enlarged view shows as soon as it opens, however long the photo takes: its request is held until then.
  const photoPath = new URL(photo!.signedUrl, 'http://waterline.test').pathname;
  let releasePhoto: (() => void) | undefined;
  const photoReleased = new Promise<void>((resolve) => (releasePhoto = resolve));
  await page.route(
    (url) => url.pathname === photoPath,
    async (route) => {
      await photoReleased;
      await route.continue();
    },
  );
  // Pressed from the keyboard: a pointer's press and release can land on two places while the map's popup still
  // moves under a busy renderer, and then no click reaches the button.
  await details.getByRole('button', { name: 'Enlarge' }).press('Enter');
  const enlarged = page.getByRole('img', { name: 'IMG_0042.jpg, enlarged' });
  await expect(enlarged).toBeVisible();
  releasePhoto?.();
  // Then the whole photo, not its thumbnail, once it has arrived and is decoded.
  expect(await enlarged.evaluate(async (image: HTMLImageElement) => (await image.decode(), image.naturalWidth))).toBe(
    640,
  );
  await expect(details.getByRole('button', { name: 'Close' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('img', { name: 'IMG_0042.jpg, enlarged' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Enlarge' })).toBeVisible();

  // The admin makes it public (from the keyboard too, as the popup may still move under the pointer).
  await details.getByRole('button', { name: 'Edit' }).press('Enter');
  const editor = page.getByRole('dialog', { name: 'Edit Response' });
  await editor.getByRole('switch').uncheck();
  for (let step = 1; step < 7; step += 1) await editor.getByRole('button', { name: 'Next' }).click();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: place, exact: true })).toBeVisible();
  const nowPublic = await apiOf(request).answer('listMarkers', { path: { project_key: projectKey } });
  expect(nowPublic.data.map((shown) => shown.id)).toEqual([marker?.id]);

  // View Responses and its CSV.
  await page.getByRole('button', { name: 'View Responses' }).click();
  const table = page.getByRole('dialog', { name: 'Responses' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByLabel('Show').selectOption('private');
  await expect(table.getByRole('row')).toHaveCount(1);
  await table.getByLabel('Show').selectOption('all');
  const downloading = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
  expect(rows).toHaveLength(2);
  expect(rows[1]?.slice(1, 8)).toEqual(['no', '48.1235', '-106.41', place, html, html, 'Bank erosion monitoring']);

  // The History page lists what happened to the response, and who did it.
  await page.goto(`/project/${projectKey}/admin/history`);
  const history = page.getByRole('list', { name: 'Survey history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Survey marker edited');
  await expect(history.getByRole('listitem').first()).toContainText(`${account.first} ${account.last}`);
  await expect(history.getByRole('listitem').last()).toContainText('Marker submitted');
  await expect(history.getByRole('listitem').last()).toContainText('Anonymous');
});

test('the demo project made on the first start has its survey enabled with generated responses, one of them private', async ({
  page,
  request,
}) => {
  const seen = await apiOf(request).answer('listMarkers', { path: { project_key: 'demo' } });
  expect(seen.data).toHaveLength(4);
  expect(seen.data.every((marker) => !marker.private)).toBe(true);
  const adminToken = await apiToken(request, admin);
  const all = await apiOf(request).answer('listMarkers', {
    path: { project_key: 'demo' },
    headers: { token: adminToken },
  });
  expect(all.data.filter((marker) => marker.private)).toHaveLength(1);

  await page.goto('/project/demo/map');
  await expect(page.getByRole('button', { name: 'Boat ramp by the dam' })).toBeVisible();
  const drawn = page.locator('.survey-page__map [data-map]');
  await expect
    .poll(async () => (await mapState(drawn))?.markers.filter((id) => id.startsWith('response:')).length, {
      timeout: 30_000,
    })
    .toBe(4);
  await expect(page.getByRole('button', { name: /Private well/ })).toHaveCount(0);
});

test("the survey's page and MapLibre are fetched while the app's own code is still on its way", async ({ page }) => {
  // The app's code is held back: only the early script can ask for the map's files.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  await page.route(/\/assets\/web-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  const mapCode = page.waitForRequest(/\/assets\/MapCanvas-[^/]+\.js$/);
  const pageCode = page.waitForRequest(/\/assets\/map-survey-[^/]+\.js$/);
  await page.goto('/project/demo/map', { waitUntil: 'commit' });
  await Promise.all([mapCode, pageCode]);
  releaseApp();
  await expect(page.getByRole('button', { name: 'Boat ramp by the dam' })).toBeVisible();
});
