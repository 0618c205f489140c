import type { APIRequestContext, Page } from '@playwright/test';
import { apiOf } from '../support/api.ts';
import { apiToken, expect, test } from '../support/fixtures.ts';

/** Starts the browser session with a token, as a returning user whose token is kept in the browser. */
async function openSignedIn(page: Page, token: string, path = '/dashboard') {
  await page.goto('/signin');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(path);
}

async function createProjectThroughApi(request: APIRequestContext, token: string, projectKey: string, title: string) {
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
}

const uniqueKey = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6).toString(36)}`;

test('the dashboard needs a signed-in user', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin$/);
});

test("lists the user's projects, 'Unnamed Project' when untitled, each opening its project", async ({
  page,
  request,
  account,
}) => {
  const token = await apiToken(request, account);
  const titled = uniqueKey('titled');
  const untitled = uniqueKey('untitled');
  await createProjectThroughApi(request, token, titled, 'Lake Sakakawea');
  await createProjectThroughApi(request, token, untitled, '');

  await openSignedIn(page, token);
  const projects = page.getByRole('region', { name: 'My Projects' });
  await expect(projects.getByRole('link', { name: `Lake Sakakawea ${titled}` })).toBeVisible();
  await expect(projects.getByRole('link', { name: `Unnamed Project ${untitled}` })).toBeVisible();
  await projects.getByRole('link', { name: `Lake Sakakawea ${titled}` }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${titled}$`));
});

test('Open Project By Key is disabled while empty and opens the typed key', async ({ page, request, account }) => {
  await openSignedIn(page, await apiToken(request, account));
  const section = page.getByRole('region', { name: 'Open Project By Key' });
  await expect(section.getByRole('button', { name: 'Open' })).toBeDisabled();
  await section.getByLabel('Project Key').fill('   ');
  await expect(section.getByRole('button', { name: 'Open' })).toBeDisabled();
  await section.getByLabel('Project Key').fill('some-project');
  await section.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/project\/some-project$/);
});

test.describe('Create Project', () => {
  test('lowercases and trims the key as typed, then opens the new project admin', async ({
    page,
    request,
    account,
  }) => {
    const token = await apiToken(request, account);
    const projectKey = uniqueKey('created');
    await openSignedIn(page, token);
    await page.getByRole('button', { name: 'Create Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Project' });
    await expect(dialog.getByText('Must be unique, all lowercase, no spaces')).toBeVisible();
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();

    await expect(dialog.getByLabel('Title')).toBeFocused();
    await dialog.getByLabel('Title').fill('Garrison Dam');
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Project Key').fill('API');
    await expect(dialog.getByLabel('Project Key')).toHaveValue('api');
    await expect(dialog.getByText('"api" is reserved; choose another project key')).toBeVisible();
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Project Key').fill('');
    await dialog.getByLabel('Project Key').pressSequentially(` ${projectKey.toUpperCase()} `);
    await expect(dialog.getByLabel('Project Key')).toHaveValue(projectKey);
    await create.click();

    await expect(page).toHaveURL(new RegExp(`/project/${projectKey}/admin`));
    const { projects } = await apiOf(request).answer('listProjects', { headers: { token } });
    expect(projects.find((project) => project.project_key === projectKey)?.data.title).toBe('Garrison Dam');
  });

  test("shows the server's message when the key is taken", async ({ page, request, account }) => {
    const token = await apiToken(request, account);
    const projectKey = uniqueKey('taken');
    await createProjectThroughApi(request, token, projectKey, 'First');
    const duplicate = await apiOf(request).call('createProject', {
      headers: { token },
      body: { project_key: projectKey, public: true, access_code: '', data: { title: 'Second', alternatives: [] } },
    });
    const { message } = duplicate.body;
    expect(message).toBeTruthy();

    await openSignedIn(page, token);
    await page.getByRole('button', { name: 'Create Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Project' });
    await dialog.getByLabel('Title').fill('Second');
    await dialog.getByLabel('Project Key').fill(projectKey);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("says 'Something went wrong' when the server gives no reason", async ({ page, request, account }) => {
    await openSignedIn(page, await apiToken(request, account));
    await page.route('**/api/projects/create', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Create Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Project' });
    await dialog.getByLabel('Title').fill('Offline');
    await dialog.getByLabel('Project Key').fill(uniqueKey('offline'));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong');
  });

  test("says 'Please Sign in' when the server no longer accepts the session", async ({ page, request, account }) => {
    await openSignedIn(page, await apiToken(request, account));
    // The real server judges a token it did not issue, as it would an expired one.
    await page.route('**/api/projects/create', (route) =>
      route.continue({ headers: { ...route.request().headers(), token: 'expired-token' } }),
    );
    await page.getByRole('button', { name: 'Create Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Project' });
    await dialog.getByLabel('Title').fill('Expired');
    await dialog.getByLabel('Project Key').fill(uniqueKey('expired'));
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please Sign in');
  });

  test('closes with Escape and starts empty next time', async ({ page, request, account }) => {
    await openSignedIn(page, await apiToken(request, account));
    await page.getByRole('button', { name: 'Create Project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Project' });
    await dialog.getByLabel('Title').fill('Draft');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Create Project' }).click();
    await expect(dialog.getByLabel('Title')).toHaveValue('');
  });
});

test('the menu on the first name opens from the keyboard, closes with Escape and signs out', async ({
  page,
  request,
  account,
}) => {
  await openSignedIn(page, await apiToken(request, account));
  await expect(page.getByRole('link', { name: 'Waterline, go to dashboard' })).toHaveAttribute('href', '/dashboard');

  const menuButton = page.getByRole('button', { name: account.first });
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the /project page opens the entered key', async ({ page }) => {
  await page.goto('/project');
  const go = page.getByRole('button', { name: 'Go' });
  await expect(go).toBeDisabled();
  await page.getByLabel('Project Key').fill('fort-peck');
  await go.click();
  await expect(page).toHaveURL(/\/project\/fort-peck$/);
});
