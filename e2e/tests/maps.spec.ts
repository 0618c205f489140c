import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminHref,
  createProject,
  readProject,
  signInWithToken,
  updateProject,
} from '../../web/src/features/admin/testing/admin-test-kit.ts';
import type { AdminProject } from '../../web/src/features/admin/types.ts';
import { enableChartTestHooks, openChartsOf, panelOfType } from '../support/chart-view.ts';
import { projectWithAlternatives } from '../support/alternatives-data.ts';
import { apiOf } from '../support/api.ts';
import { admin, apiToken, expect, test } from '../support/fixtures.ts';
import { cspViolations, recordCspViolations } from '../support/csp.ts';
import { drawnMarkers, mapCanvas, pagePoint, renderedFeatures } from '../support/map-view.ts';

const reservoir = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'Reservoir' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-106.9, 47.6],
            [-106.1, 47.6],
            [-106.1, 48.2],
            [-106.9, 48.2],
            [-106.9, 47.6],
          ],
        ],
      },
    },
  ],
};
const damMarker = {
  key: 'fort-peck-dam',
  name: 'Fort Peck Dam',
  text: '',
  location: 'Fort Peck Dam',
  lat: 48.0099,
  lng: -106.4089,
  color: '#00aa00',
};
const garrisonMarker = {
  key: 'garrison-dam',
  name: 'Garrison Dam',
  text: '',
  location: 'Garrison Dam',
  lat: 47.5,
  lng: -101.4167,
  color: '#aa00aa',
};
const mapLayers = [
  'basemap-land',
  'basemap-countries',
  'basemap-states',
  'markers',
  'overlay-reservoir-fill',
  'overlay-reservoir-line',
];

/** Uploads a GeoJSON layer the way the Map Builder does (signed URL, then PUT) and returns its stored key. */
async function uploadLayer(
  request: APIRequestContext,
  token: string,
  projectKey: string,
  fileName: string,
  document: unknown,
): Promise<string> {
  const { url, key } = await apiOf(request).answer('issueMapUploadUrl', {
    path: { project_key: projectKey },
    headers: { token },
    body: { contentType: 'application/geo+json', name: fileName, path: fileName },
  });
  expect(
    (
      await request.put(url, { headers: { 'Content-Type': 'application/geo+json' }, data: JSON.stringify(document) })
    ).ok(),
  ).toBe(true);
  return key;
}

/** A project opening over Fort Peck (the Canadian and North Dakota borders in sight) with a marker and a polygon layer, and its Map Builder open in the page. */
async function openMapBuilder(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<{ token: string; project: AdminProject }> {
  const token = await apiToken(request, account);
  const created = await createProject(request, token, 'Fort Peck map');
  const url = await uploadLayer(request, token, created.project_key, 'reservoir.geojson', reservoir);
  const project = await updateProject(request, token, created, {
    data: {
      map: {
        lat: 48,
        lng: -106.4,
        zoom: 6,
        bearing: 0,
        pitch: 0,
        markers: [damMarker],
        layers: [{ id: 'reservoir', name: 'Reservoir', url, description: '' }],
      },
    },
  });
  await enableChartTestHooks(page);
  await signInWithToken(page, token);
  await page.goto(adminHref(project.project_key, 'map'));
  return { token, project };
}

const builderMap = (page: Page) => page.getByRole('region', { name: 'Map', exact: true });

/** After the dam marker was dragged 80 px east and 60 px south at zoom 6: its stored coordinates moved by about that, to 4 decimals, and the map itself did not pan. */
async function expectDamMovedSouthEast(request: APIRequestContext, token: string, projectKey: string) {
  await expect
    .poll(async () => (await readProject(request, token, projectKey)).data.map.markers[0]?.lat)
    .not.toBe(damMarker.lat);
  const { map } = (await readProject(request, token, projectKey)).data;
  const [moved] = map.markers;
  // 80 px east and 60 px south at zoom 6 is about 0.44° of longitude and 0.3° of latitude.
  expect(moved?.lng).toBeGreaterThan(damMarker.lng + 0.3);
  expect(moved?.lat).toBeLessThan(damMarker.lat - 0.2);
  expect(moved).toMatchObject({ key: 'fort-peck-dam', name: 'Fort Peck Dam', color: '#00aa00' });
  for (const value of [moved?.lat ?? 0, moved?.lng ?? 0]) expect(Math.round(value * 1e4) / 1e4).toBe(value);
  expect(map).toMatchObject({ lat: 48, lng: -106.4, zoom: 6 });
  return moved;
}

test.describe('map builder map', () => {
  test('draws the offline basemap, the markers and the layers, says the tiles are missing, and toggles a layer', async ({
    page,
    request,
    account,
  }) => {
    await recordCspViolations(page);
    await openMapBuilder(page, request, account);
    const map = builderMap(page);
    await expect
      .poll(async () => renderedFeatures(map, mapLayers), { timeout: 30_000 })
      .toMatchObject({ loaded: true });
    const drawn = await renderedFeatures(map, mapLayers);
    for (const layer of mapLayers) expect(drawn?.counts[layer], layer).toBeGreaterThan(0);
    // MapLibre, its worker and the basemap came within the content security policy.
    expect(await cspViolations(page)).toEqual([]);
    // The canvas fills the map's box (a collapsed container still "loads").
    expect((await mapCanvas(map).locator('canvas').boundingBox())?.height).toBeGreaterThan(300);
    expect(await drawnMarkers(map)).toEqual(['fort-peck-dam']);
    await expect(map.getByRole('status')).toHaveText(
      'Satellite tiles are not configured: showing the offline basemap.',
    );
    await map.getByRole('button', { name: 'Terrain' }).click();
    await expect(map.getByRole('status')).toHaveText('Terrain tiles are not configured: showing the offline basemap.');
    await expect(map.locator('.maplibregl-ctrl-scale')).toBeVisible();
    await expect(map.locator('.maplibregl-ctrl-attrib')).toContainText('Natural Earth');

    await map.getByRole('checkbox', { name: 'Reservoir' }).uncheck();
    await expect
      .poll(async () => (await renderedFeatures(map, ['overlay-reservoir-fill']))?.counts['overlay-reservoir-fill'])
      .toBe(0);
    await map.getByRole('checkbox', { name: 'Reservoir' }).check();
    await expect
      .poll(async () => (await renderedFeatures(map, ['overlay-reservoir-fill']))?.counts['overlay-reservoir-fill'])
      .toBeGreaterThan(0);
  });

  test('dragging a marker saves its new coordinates to 4 decimals, as an edit History lists', async ({
    page,
    request,
    account,
  }) => {
    const { token, project } = await openMapBuilder(page, request, account);
    const map = builderMap(page);
    await expect.poll(async () => drawnMarkers(map), { timeout: 30_000 }).toEqual(['fort-peck-dam']);
    const from = await pagePoint(map, damMarker.lng, damMarker.lat);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 30, { steps: 5 });
    await page.mouse.move(from.x + 80, from.y + 60, { steps: 5 });
    await page.mouse.up();

    const moved = await expectDamMovedSouthEast(request, token, project.project_key);
    await expect(page.getByRole('table', { name: 'Markers' })).toContainText(String(moved?.lat));

    const history = await apiOf(request).answer('history', {
      path: { project_key: project.project_key },
      headers: { token },
    });
    expect(history.entries.at(-1)?.changes.join(' ')).toMatch(/Fort Peck Dam|marker/i);
  });

  test('zooming with the keyboard and the zoom buttons sets where the project map opens, zoom to 2 decimals', async ({
    page,
    request,
    account,
  }) => {
    const { token, project } = await openMapBuilder(page, request, account);
    const map = builderMap(page);
    await expect.poll(async () => (await renderedFeatures(map, []))?.loaded, { timeout: 30_000 }).toBe(true);
    await mapCanvas(map).locator('canvas').focus();
    await page.keyboard.press('Equal');
    await expect.poll(async () => (await readProject(request, token, project.project_key)).data.map.zoom).toBe(7);
    await expect(page.getByLabel('Zoom', { exact: true })).toHaveValue('7');
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(async () => (await readProject(request, token, project.project_key)).data.map.zoom).toBe(6);
    expect((await readProject(request, token, project.project_key)).data.map).toMatchObject({ lat: 48, lng: -106.4 });
  });
});

test.describe('map builder map on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a finger drags a marker and its new coordinates are saved, the map staying where it was', async ({
    page,
    request,
    account,
  }) => {
    const { token, project } = await openMapBuilder(page, request, account);
    const map = builderMap(page);
    await expect.poll(async () => drawnMarkers(map), { timeout: 30_000 }).toEqual(['fort-peck-dam']);
    const from = await pagePoint(map, damMarker.lng, damMarker.lat);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
    await touch('touchStart', from.x, from.y);
    for (let step = 1; step <= 10; step += 1) await touch('touchMove', from.x + 8 * step, from.y + 6 * step);
    await touch('touchEnd', from.x + 80, from.y + 60);

    const moved = await expectDamMovedSouthEast(request, token, project.project_key);
    await expect(page.getByRole('table', { name: 'Markers' })).toContainText(String(moved?.lat));
  });
});

test.describe('tile styles', () => {
  const tileStyles = (satellite: string) => ({
    success: true,
    styles: [
      { id: 'satellite', name: 'Satellite', tiles: [satellite], attribution: 'Imagery test service' },
      { id: 'terrain', name: 'Terrain', tiles: null, attribution: '' },
    ],
    basemapStyleUrl: '/api/basemap/style.json',
  });
  const hasTiles = (page: Page) =>
    mapCanvas(builderMap(page)).evaluate((element) =>
      Boolean(
        (element as HTMLElement & { __waterlineMap?: { getLayer: (id: string) => unknown } }).__waterlineMap?.getLayer(
          'tiles',
        ),
      ),
    );

  test('draws configured tiles over the basemap with their attribution', async ({ page, request, account }) => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.route('**/api/map-styles', (route) =>
      route.fulfill({ json: tileStyles('https://tiles.test/sat/{z}/{x}/{y}.png') }),
    );
    await page.route('https://tiles.test/**', (route) => route.fulfill({ body: png, contentType: 'image/png' }));
    await openMapBuilder(page, request, account);
    const map = builderMap(page);
    await expect
      .poll(async () => (await renderedFeatures(map, ['basemap-land']))?.loaded, { timeout: 30_000 })
      .toBe(true);
    expect(await hasTiles(page)).toBe(true);
    await expect(map.locator('.maplibregl-ctrl-attrib')).toContainText('Imagery test service');
    await expect(map.getByRole('status')).toHaveCount(0);
  });

  test('falls back to the offline basemap and says so when the tiles fail', async ({ page, request, account }) => {
    await page.route('**/api/map-styles', (route) =>
      route.fulfill({ json: tileStyles('https://tiles.test/sat/{z}/{x}/{y}.png') }),
    );
    await page.route('https://tiles.test/**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await openMapBuilder(page, request, account);
    const map = builderMap(page);
    await expect(map.getByRole('status')).toHaveText(
      'Satellite tiles could not be loaded: showing the offline basemap.',
      { timeout: 30_000 },
    );
    expect(await hasTiles(page)).toBe(false);
    // The markers may be drawn before the land's tiles: both must come.
    const drawn = async () => {
      const counts = (await renderedFeatures(map, ['basemap-land', 'markers']))?.counts;
      return { land: (counts?.['basemap-land'] ?? 0) > 0, markers: counts?.markers };
    };
    await expect.poll(drawn, { timeout: 30_000 }).toEqual({ land: true, markers: 1 });
  });
});

test("the demo project's map has its markers and its river layer", async ({ page, request }) => {
  const token = await apiToken(request, admin);
  await enableChartTestHooks(page);
  await signInWithToken(page, token);
  await page.goto(adminHref('demo', 'map'));
  const map = builderMap(page);
  await expect
    .poll(async () => (await drawnMarkers(map)).sort(), { timeout: 30_000 })
    .toEqual(['cedar-creek-near-mouth', 'lake-alder', 'pine-river-at-bend']);
  await expect
    .poll(async () => (await renderedFeatures(map, ['overlay-pine-river-fill', 'overlay-pine-river-line']))?.counts)
    .toEqual({ 'overlay-pine-river-fill': 1, 'overlay-pine-river-line': expect.any(Number) });
  expect(
    (await renderedFeatures(map, ['overlay-pine-river-line']))?.counts['overlay-pine-river-line'],
  ).toBeGreaterThanOrEqual(3);
});

test('the location-map dialog shows the markers on a map, and choosing one picks its location for the chart', async ({
  page,
  request,
  account,
}) => {
  const token = await apiToken(request, account);
  const csv = [
    'Date,Fort Peck Dam:cfs,Garrison Dam:cfs',
    '2001-01-01,5000,20000',
    '2001-01-02,5100,21000',
    '2001-01-03,5200,22000',
  ].join('\n');
  const projectKey = await projectWithAlternatives(
    request,
    token,
    [{ name: 'No Action', fileName: 'no-action.csv', csv }],
    {
      map: { lat: 47.8, lng: -104, zoom: 5, bearing: 0, pitch: 0, markers: [damMarker, garrisonMarker], layers: [] },
    },
  );
  await enableChartTestHooks(page);
  await signInWithToken(page, token);
  await openChartsOf(page, projectKey);
  const panel = panelOfType(page, 'Multiple Alternatives');
  const location = panel.getByLabel('Location', { exact: true });
  await expect(location).toHaveValue('Fort Peck Dam');

  await panel.getByRole('button', { name: 'Show locations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Locations' });
  await expect
    .poll(async () => (await drawnMarkers(dialog)).sort(), { timeout: 30_000 })
    .toEqual(['fort-peck-dam', 'garrison-dam']);
  const garrison = await pagePoint(dialog, garrisonMarker.lng, garrisonMarker.lat);
  await page.mouse.click(garrison.x, garrison.y);
  await expect(dialog).toBeHidden();
  await expect(location).toHaveValue('Garrison Dam');
});
