import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { apiToken, expect, test, type Account } from '../support/fixtures.ts';
import { loseStoredFile } from '../support/stored-files.ts';

type Alternative = {
  key: string;
  text: string;
  description: string;
  dataSource: string;
  color: string;
  autofill: boolean;
  hidden: boolean;
  ignoreYears: number[];
  ignoreValues: number[];
  ignoreNegatives: boolean;
};

const uniqueKey = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A project owned by `token`'s user, created through the API; returns its key. */
async function createProject(
  request: APIRequestContext,
  token: string,
  title = 'Gate Test Reservoir',
): Promise<string> {
  const projectKey = uniqueKey('gate');
  const answer = await apiOf(request).call('createProject', {
    headers: { token },
    body: {
      project_key: projectKey,
      public: true,
      access_code: '',
      data: {
        title,
        alternatives: [],
        map: { lat: 49.2401, lng: -96.304, zoom: 2.87, bearing: 0, pitch: 0, markers: [], layers: [] },
      },
    },
  });
  expect(answer.ok, answer.text).toBe(true);
  return projectKey;
}

/** Changes a project as its admin would: PUT /api/project/{key}/{id}/update with the whole project. */
async function updateProject(
  request: APIRequestContext,
  token: string,
  projectKey: string,
  change: { public?: boolean; access_code?: string | null; data?: Record<string, unknown> },
) {
  const api = apiOf(request);
  const { data: project } = await api.answer('adminProject', { path: { project_key: projectKey }, headers: { token } });
  const answer = await api.call('updateProject', {
    path: { project_key: projectKey, project_id: project.id },
    headers: { token },
    body: { ...project, ...change, data: { ...project.data, ...change.data } },
  });
  expect(answer.ok, answer.text).toBe(true);
}

/** Uploads a CSV through the signed-URL flow and returns the alternative's data source. */
async function uploadDataFile(
  request: APIRequestContext,
  token: string,
  projectKey: string,
  name: string,
  csv: string,
): Promise<string> {
  const { url, key } = await apiOf(request).answer('issueDataUploadUrl', {
    path: { project_key: projectKey },
    headers: { token },
    body: { contentType: 'text/csv', name, path: name },
  });
  const upload = await request.put(url, { headers: { 'content-type': 'text/csv' }, data: Buffer.from(csv) });
  expect(upload.ok(), await upload.text()).toBe(true);
  return key;
}

/** Three years of daily flows at two locations. */
function dailyCsv(base: number): string {
  const rows = ['Date,Fort Peck Dam:cfs,Wolf Point:cfs'];
  for (let day = Date.UTC(2001, 0, 1); day < Date.UTC(2004, 0, 1); day += 86_400_000) {
    const date = new Date(day).toISOString().slice(0, 10);
    const season = Math.round(1000 * Math.sin((day / 86_400_000 / 365) * 2 * Math.PI));
    rows.push(`${date},${base + season},${base / 2 + season}`);
  }
  return rows.join('\n');
}

const alternative = (text: string, dataSource: string, fields: Partial<Alternative> = {}): Alternative => ({
  key: text,
  text,
  description: '',
  dataSource,
  color: '#1f77b4',
  autofill: false,
  hidden: false,
  ignoreYears: [],
  ignoreValues: [],
  ignoreNegatives: false,
  ...fields,
});

/** A project with two uploaded data files, base.csv and wet.csv, and the alternatives `alternativesOf` makes of their data sources; returns its key. */
async function projectWithTwoFiles(
  request: APIRequestContext,
  token: string,
  alternativesOf: (baseSource: string, wetSource: string) => Alternative[],
): Promise<string> {
  const projectKey = await createProject(request, token);
  const baseSource = await uploadDataFile(request, token, projectKey, 'base.csv', dailyCsv(8000));
  const wetSource = await uploadDataFile(request, token, projectKey, 'wet.csv', dailyCsv(12000));
  await updateProject(request, token, projectKey, { data: { alternatives: alternativesOf(baseSource, wetSource) } });
  return projectKey;
}

async function openSignedIn(page: Page, token: string, path: string) {
  await page.goto('/signin');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
}

const PROCESSING_DATA = 'Processing Data - This might take a moment....';

/** The loading screen has made way for the Charts page. */
async function expectChartsOpen(page: Page) {
  await expect(page.getByRole('heading', { name: PROCESSING_DATA })).toBeHidden();
  await expect(projectNav(page).getByRole('link', { name: 'Charts' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'No data found' })).toBeHidden();
}

const projectNav = (page: Page) => page.getByRole('navigation', { name: 'Project' });
const navLabels = async (page: Page) => projectNav(page).getByRole('link').allTextContents();

test.describe('routes around the gate', () => {
  test("an unknown project says 'Unable to find project' with a way back to the dashboard", async ({ page }) => {
    await page.goto(`/project/${uniqueKey('missing')}`);
    await expect(page.getByRole('heading', { name: 'Unable to find project' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/(dashboard|signin)$/);
  });

  test('/{project_key} opens /project/{project_key}', async ({ page, request, account }) => {
    const projectKey = await createProject(request, await apiToken(request, account));
    await page.goto(`/${projectKey}`);
    await expect(page).toHaveURL(new RegExp(`/project/${projectKey}$`));
  });

  test('/fort-peck-feedback goes to the map of the survey project', async ({ page }) => {
    await page.goto('/fort-peck-feedback');
    await expect(page).toHaveURL(/\/project\/fort-peck\/map$/);
  });

  test("any other path shows 'Not found' with a way back to /", async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('project shell', () => {
  test("a project without alternatives says 'No data found' with Exit and Admin", async ({
    page,
    request,
    account,
  }) => {
    const projectKey = await createProject(request, await apiToken(request, account));
    await page.goto(`/project/${projectKey}`);
    await expect(page.getByRole('heading', { name: 'No data found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      `/project/${projectKey}/admin`,
    );
    await page.getByRole('link', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows Admin only to the project admin, and the logo leads to the dashboard', async ({
    page,
    browser,
    request,
    account,
  }) => {
    const token = await apiToken(request, account);
    const projectKey = await createProject(request, token, 'Owned Reservoir');

    await openSignedIn(page, token, `/project/${projectKey}`);
    await expect(page.getByText('Owned Reservoir')).toBeVisible();
    await expect.poll(() => navLabels(page)).toEqual(['Charts', 'Performance Measures', 'Admin']);
    await expect(projectNav(page).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      `/project/${projectKey}/admin`,
    );
    await page.getByRole('link', { name: 'Waterline, go to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const visitor = await browser.newPage();
    await visitor.goto(`/project/${projectKey}`);
    await expect(visitor.getByText('Owned Reservoir')).toBeVisible();
    await expect.poll(() => navLabels(visitor)).toEqual(['Charts', 'Performance Measures']);
    await visitor.close();
  });

  test('shows Map only with the map survey, and only Map when only the survey shows', async ({
    page,
    request,
    account,
  }) => {
    const token = await apiToken(request, account);
    const projectKey = await createProject(request, token);

    await page.goto(`/project/${projectKey}/map`);
    await expect(page).toHaveURL(new RegExp(`/project/${projectKey}$`));
    await expect.poll(() => navLabels(page)).toEqual(['Charts', 'Performance Measures']);

    await updateProject(request, token, projectKey, { data: { mapSurveyEnabled: true } });
    await page.goto(`/project/${projectKey}`);
    await expect.poll(() => navLabels(page)).toEqual(['Charts', 'Performance Measures', 'Map']);

    await updateProject(request, token, projectKey, { data: { mapSurveyEnabled: true, onlyShowMapSurvey: true } });
    await page.goto(`/project/${projectKey}`);
    await expect(page).toHaveURL(new RegExp(`/project/${projectKey}/map$`));
    await expect.poll(() => navLabels(page)).toEqual(['Map']);
  });

  test('the loading screen lists each alternative with a spinner, then a check, then the charts', async ({
    page,
    request,
    account,
  }) => {
    const token = await apiToken(request, account);
    const projectKey = await projectWithTwoFiles(request, token, (baseSource, wetSource) => [
      alternative('Base', baseSource),
      alternative('Wet Years', wetSource, { color: '#2ca02c' }),
      alternative('Retired', baseSource, { hidden: true }),
    ]);

    let releaseManifests: () => void = () => undefined;
    const manifestsHeld = new Promise<void>((resolve) => (releaseManifests = resolve));
    await page.route('**/api/project/*/manifests', async (route) => {
      await manifestsHeld;
      await route.continue();
    });

    await page.goto(`/project/${projectKey}`);
    await expect(page.getByRole('heading', { name: PROCESSING_DATA })).toBeVisible();
    const sources = page.getByRole('list', { name: 'Data sources' }).getByRole('listitem');
    await expect(sources).toHaveText([/Base$/, /Wet Years$/]);
    await expect(page.getByRole('status', { name: 'Loading Base' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading Wet Years' })).toBeVisible();

    releaseManifests();
    await expect(sources.nth(0).getByRole('img', { name: 'loaded' })).toBeVisible();
    await expect(sources.nth(1).getByRole('img', { name: 'loaded' })).toBeVisible();
    await expectChartsOpen(page);
  });

  test('the page asks for the project and its manifests once, whether signed in or not', async ({
    page,
    request,
    account,
  }) => {
    const token = await apiToken(request, account);
    const projectKey = await projectWithTwoFiles(request, token, (baseSource, wetSource) => [
      alternative('Base', baseSource),
      alternative('Wet Years', wetSource, { autofill: true, ignoreYears: [2002] }),
    ]);
    const asked: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path.startsWith(`/api/project/${projectKey}`)) asked.push(path);
    });
    const expectEachAskedOnce = async () => {
      await expectChartsOpen(page);
      await expect(page.locator('section.chart-panel canvas').first()).toBeVisible();
      // The chart's own data (series and summaries) aside.
      expect(asked.filter((path) => !path.includes('/series/') && !path.endsWith('/summaries')).sort()).toEqual([
        `/api/project/${projectKey}`,
        `/api/project/${projectKey}/manifests`,
      ]);
      asked.length = 0;
    };

    await page.goto(`/project/${projectKey}`);
    await expectEachAskedOnce();
    await openSignedIn(page, token, `/project/${projectKey}`);
    await expectEachAskedOnce();
  });

  test('a data source that cannot be downloaded is skipped', async ({ page, request, account }) => {
    const token = await apiToken(request, account);
    const projectKey = await createProject(request, token);
    const baseSource = await uploadDataFile(request, token, projectKey, 'base.csv', dailyCsv(8000));
    const lostSource = await uploadDataFile(request, token, projectKey, 'lost.csv', dailyCsv(8000));
    await updateProject(request, token, projectKey, {
      data: { alternatives: [alternative('Base', baseSource), alternative('Lost', lostSource)] },
    });
    // Stored, then lost: the alternative still names it.
    loseStoredFile(lostSource);

    // The manifests' list names Lost's failure; the page then asks Lost's own manifest, for its message, and holds
    // the screen until it has it: held here until Base is seen loaded.
    let releaseLost: () => void = () => undefined;
    const lostHeld = new Promise<void>((resolve) => (releaseLost = resolve));
    await page.route('**/api/project/*/data/lost.csv/manifest*', async (route) => {
      await lostHeld;
      await route.continue();
    });

    await page.goto(`/project/${projectKey}`);
    const sources = page.getByRole('list', { name: 'Data sources' }).getByRole('listitem');
    await expect(sources.nth(0).getByRole('img', { name: 'loaded' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading Lost' })).toBeVisible();
    releaseLost();
    await expect(sources.nth(1).getByRole('img', { name: 'failed' })).toBeVisible();
    await expectChartsOpen(page);
  });

  test("only hidden alternatives still means 'No data found'", async ({ page, request, account }) => {
    const token = await apiToken(request, account);
    const projectKey = await createProject(request, token);
    const source = await uploadDataFile(request, token, projectKey, 'base.csv', dailyCsv(8000));
    await updateProject(request, token, projectKey, {
      data: { alternatives: [alternative('Base', source, { hidden: true })] },
    });
    await page.goto(`/project/${projectKey}`);
    await expect(page.getByRole('heading', { name: 'No data found' })).toBeVisible();
  });
});

test.describe('private projects', () => {
  const ACCESS_CODE = 'open-sesame-42';

  async function privateProject(request: APIRequestContext, account: Account) {
    const token = await apiToken(request, account);
    const projectKey = await createProject(request, token, 'Private Reservoir');
    await updateProject(request, token, projectKey, { access_code: ACCESS_CODE });
    return { token, projectKey };
  }

  const accessCode = (page: Page) => page.getByLabel('Access code');
  const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });

  test('asks for the access code and checks it', async ({ page, request, account }) => {
    const { projectKey } = await privateProject(request, account);
    await page.goto(`/project/${projectKey}`);
    await expect(page.getByText('This is a private project. Please enter the access code')).toBeVisible();
    await expect(accessCode(page)).toHaveAttribute('type', 'password');

    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter access code');

    await accessCode(page).fill('not-the-code');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid access code');
    await expect(accessCode(page)).toHaveValue('');

    await accessCode(page).fill(ACCESS_CODE);
    await submit(page).click();
    await expect(page.getByText('Private Reservoir')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No data found' })).toBeVisible();
  });

  test("a visitor at the admin area's address is sent to sign in, not to the access-code prompt", async ({
    page,
    request,
    account,
  }) => {
    const { projectKey } = await privateProject(request, account);
    await page.goto(`/project/${projectKey}/admin/details`);
    await expect(page).toHaveURL(/\/signin$/);
    await expect(accessCode(page)).toHaveCount(0);
  });

  test('Back leaves the prompt', async ({ page, request, account }) => {
    const { projectKey } = await privateProject(request, account);
    await page.goto(`/project/${projectKey}`);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('remembers the code on this device only when asked to', async ({ browser, request, account }) => {
    const { projectKey } = await privateProject(request, account);

    const forgetful = await enterCode(browser, projectKey, false);
    const second = await forgetful.context().newPage();
    await second.goto(`/project/${projectKey}`);
    await expect(second.getByText('This is a private project. Please enter the access code')).toBeVisible();
    await forgetful.context().close();

    const remembering = await enterCode(browser, projectKey, true);
    expect(
      await remembering.evaluate((key) => localStorage.getItem(`remember-me-token:${key}`), projectKey),
    ).toBeTruthy();
    const later = await remembering.context().newPage();
    await later.goto(`/project/${projectKey}`);
    await expect(later.getByText('Private Reservoir')).toBeVisible();
    await expect(later.getByText('This is a private project. Please enter the access code')).toBeHidden();
    await remembering.context().close();
  });

  async function enterCode(browser: Browser, projectKey: string, rememberMe: boolean): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`/project/${projectKey}`);
    await accessCode(page).fill(ACCESS_CODE);
    if (rememberMe) await page.getByLabel('Remember me on this device').check();
    await submit(page).click();
    await expect(page.getByText('Private Reservoir')).toBeVisible();
    return page;
  }

  test('members of a members-only project get in without a code; visitors do not', async ({
    page,
    browser,
    request,
    account,
  }) => {
    const token = await apiToken(request, account);
    const projectKey = await createProject(request, token, 'Members Reservoir');
    await updateProject(request, token, projectKey, { public: false, access_code: null });

    await openSignedIn(page, token, `/project/${projectKey}`);
    await expect(page.getByText('Members Reservoir')).toBeVisible();

    const visitor = await browser.newPage();
    await visitor.goto(`/project/${projectKey}`);
    await expect(visitor.getByRole('heading', { name: 'Unable to find project' })).toBeVisible();
    await visitor.close();
  });
});
