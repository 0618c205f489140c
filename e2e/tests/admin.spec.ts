import { readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  adminHref,
  createProject,
  readProject,
  signInWithToken,
  updateProject,
  uploadDataFile,
} from '../../web/src/features/admin/testing/admin-test-kit.ts';
import { apiOf } from '../support/api.ts';
import { apiToken, createAccount, expect, SHARED_ABSENT, sharedData, test } from '../support/fixtures.ts';
import { projectWithAlternatives } from '../support/alternatives-data.ts';
import { seasonalCsv } from '../support/seasonal-csv.ts';
import { loseStoredFile } from '../support/stored-files.ts';

const NO_ACTION_CSV = sharedData ? join(sharedData, 'alternatives', 'fort-peck-no-action.csv') : '';
const SMALL_CSV = 'Date,Fort Peck Dam:cfs\n2001-01-01,5000\n2001-01-02,5100\n2001-01-03,5200\n';

/** Signs the test's account in, creates a project for it and opens one admin section. */
async function openAdmin(
  page: Page,
  request: Parameters<typeof apiToken>[0],
  account: Parameters<typeof apiToken>[1],
  title: string,
  section?: Parameters<typeof adminHref>[1],
) {
  const token = await apiToken(request, account);
  const project = await createProject(request, token, title);
  await signInWithToken(page, token);
  await page.goto(adminHref(project.project_key, section));
  return { token, project };
}

const toast = (page: Page) => page.locator('.ui-toast', { hasText: 'Changes saved' }).last();

test.describe('admin area', () => {
  test('sends a visitor without a session to sign in', async ({ page, request, account }) => {
    const token = await apiToken(request, account);
    const project = await createProject(request, token, 'Gatekeeping');
    await page.goto(adminHref(project.project_key, 'details'));
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("shows the server's refusal to a signed-in user who is not an admin of the project", async ({
    page,
    request,
    account,
  }, testInfo) => {
    const owner = await createAccount(request, testInfo.workerIndex, 'Owen');
    const project = await createProject(request, await apiToken(request, owner), 'Not yours');
    await signInWithToken(page, await apiToken(request, account));
    await page.goto(adminHref(project.project_key, 'details'));
    await expect(page.getByRole('alert')).toHaveText('Only project admins can do this');
    await expect(page.getByLabel('Title', { exact: true })).toHaveCount(0);
  });

  test('opens on Details and its side links reach every section', async ({ page, request, account }) => {
    const { project } = await openAdmin(page, request, account, 'Navigation');
    await expect(page).toHaveURL(new RegExp(`/project/${project.project_key}/admin/details$`));
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const sections: [string, string][] = [
      ['Default Chart', 'default-chart'],
      ['Alternatives', 'alternatives'],
      ['Members', 'members'],
      ['Data Editor', 'data-editor'],
      ['Map Builder', 'map'],
      ['History', 'history'],
      ['Details', 'details'],
    ];
    for (const [name, path] of sections) {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(nav.getByRole('link', { name })).toHaveClass(/active/);
    }
  });
});

test.describe('details', () => {
  test('saves title, start of year and map survey switches with "Changes saved"', async ({
    page,
    request,
    account,
  }) => {
    const { token, project } = await openAdmin(page, request, account, 'Before', 'details');
    await page.getByLabel('Title', { exact: true }).fill('Fort Peck Flow Test');
    const startDay = page.getByLabel('Start of year (day 1-365)');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    for (const wrong of ['0', '366', '12.5', '']) {
      await startDay.fill(wrong);
      await expect(page.getByText('Enter a whole day number from 1 to 365')).toBeVisible();
      await expect(save).toBeDisabled();
    }
    await startDay.fill('274');
    const onlySurvey = page.getByLabel('Only show the map survey (hides Charts and Performance Measures)');
    await expect(onlySurvey).toBeDisabled();
    await page.getByLabel('Enable the map survey').check();
    await onlySurvey.check();
    await save.click();

    await expect(toast(page)).toBeVisible();
    await expect(toast(page)).toBeHidden({ timeout: 6000 });
    await expect(page.locator('.project-title')).toHaveText('Fort Peck Flow Test');
    const saved = await readProject(request, token, project.project_key);
    expect(saved.data).toMatchObject({
      title: 'Fort Peck Flow Test',
      startCalDay: 274,
      mapSurveyEnabled: true,
      onlyShowMapSurvey: true,
    });

    await page.reload();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Fort Peck Flow Test');
    await expect(startDay).toHaveValue('274');
    await expect(onlySurvey).toBeChecked();
  });

  test("shows the server's message in an error bar when a save is refused, and changes nothing", async ({
    page,
    request,
    account,
  }) => {
    const { token, project } = await openAdmin(page, request, account, 'Short title', 'details');
    await page.getByLabel('Title', { exact: true }).fill('x'.repeat(201));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('longer than 200 characters');
    await expect(toast(page)).toHaveCount(0);
    expect((await readProject(request, token, project.project_key)).data.title).toBe('Short title');
  });

  test('moves through the three access states with their warnings, and the access code works', async ({
    page,
    request,
    account,
    browser,
  }) => {
    const { token, project } = await openAdmin(page, request, account, 'Access', 'details');
    const state = page.getByTestId('access-state');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(state).toHaveText('Anyone can access this project. Consider adding an access code.');
    await expect(page.getByText('No access code is set.')).toBeVisible();

    const code = page.getByLabel('Access code', { exact: true });
    await code.fill('abc');
    await expect(page.getByText('Access code must be at least 4 characters')).toBeVisible();
    await expect(save).toBeDisabled();
    await code.fill('river-2024');
    await expect(state).toHaveText('Only people with the access code can enter this project.');
    await save.click();
    await expect(toast(page)).toBeVisible();
    await expect(page.getByText('An access code is set.')).toBeVisible();
    await expect(page.getByLabel('New access code')).toHaveValue('');
    expect(await readProject(request, token, project.project_key)).toMatchObject({ public: true, hasAccessCode: true });

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/project/${project.project_key}`);
    await expect(visitor.getByText('This is a private project. Please enter the access code')).toBeVisible();
    await visitor.getByLabel('Access code').fill('river-2024');
    await visitor.getByRole('button', { name: 'Submit' }).click();
    await expect(visitor.locator('.project-title')).toHaveText('Access');
    await visitorContext.close();

    await page.getByRole('button', { name: 'Remove access code' }).click();
    await expect(page.getByText('The access code will be removed when you save.')).toBeVisible();
    await expect(state).toHaveText('Anyone can access this project. Consider adding an access code.');
    await save.click();
    await expect(page.getByText('No access code is set.')).toBeVisible();
    await expect.poll(async () => (await readProject(request, token, project.project_key)).hasAccessCode).toBe(false);

    await page.getByLabel('Public project').uncheck();
    await expect(state).toHaveText('Only invited registered users can access this project.');
    await save.click();
    await expect.poll(async () => (await readProject(request, token, project.project_key)).public).toBe(false);
    expect((await apiOf(request).call('openProject', { path: { project_key: project.project_key } })).status).toBe(403);
  });
});

test.describe('default chart', () => {
  test('offers only Multiple and Single Alternative as default types and saves the choice', async ({
    page,
    request,
    account,
  }) => {
    const token = await apiToken(request, account);
    const csv = seasonalCsv(['Fort Peck Dam', 'Wolf Point']);
    const projectKey = await projectWithAlternatives(request, token, [
      { name: 'No Action', fileName: 'no-action.csv', csv },
      { name: 'Alternative 1', fileName: 'alternative-1.csv', csv },
    ]);
    await signInWithToken(page, token);
    await page.goto(adminHref(projectKey, 'default-chart'));
    const form = page.getByRole('form', { name: 'Default chart' });

    await page.getByLabel('Show a default chart').check();
    const chartType = page.getByLabel('Chart type');
    for (const disabled of ['Period of Record', 'Multiple Locations', 'Continuous Time Series', 'Multiple Dimension']) {
      await expect(chartType.locator('option', { hasText: disabled })).toBeDisabled();
    }
    for (const enabled of ['Multiple Alternatives', 'Single Alternative']) {
      await expect(chartType.locator('option', { hasText: enabled })).toBeEnabled();
    }

    await form.getByLabel('Location').selectOption('Fort Peck Dam');
    await page.getByLabel('No Action').uncheck();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page)).toBeVisible();
    expect((await readProject(request, token, projectKey)).data).toMatchObject({
      enableDefaultChart: true,
      defaultChart: {
        chartType: 'multiple-alternatives',
        location: 'Fort Peck Dam',
        selectedAlts: ['Alternative 1'],
        lookupKey: 'median',
        pickYear: null,
      },
    });

    await chartType.selectOption('single-alternative');
    await page.getByLabel('Alternative', { exact: true }).selectOption({ label: 'Alternative 1' });
    await page.getByLabel('Data type').selectOption({ label: 'Pick Year' });
    await expect(page.getByText('Enter a year')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await page.getByLabel('Year').fill('1975');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page)).toBeVisible();
    await expect
      .poll(async () => (await readProject(request, token, projectKey)).data.defaultChart)
      .toMatchObject({
        chartType: 'single-alternative',
        selectedAlt: 'Alternative 1',
        lookupKey: 'pickYear',
        pickYear: 1975,
      });

    await page.reload();
    await expect(chartType).toHaveValue('single-alternative');
    await expect(page.getByLabel('Year')).toHaveValue('1975');
  });
});

test.describe('alternatives', () => {
  test('adds an alternative from a Fort Peck CSV and shows what the server imported', async ({
    page,
    request,
    account,
  }) => {
    test.skip(!sharedData, SHARED_ABSENT);
    const { token, project } = await openAdmin(page, request, account, 'Fort Peck', 'alternatives');
    await expect(page.getByText('No alternatives yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Alternative' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Alternative' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Name').fill('No Action');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Description').fill('Current operations');
    await dialog.getByLabel('Data file (CSV)').setInputFiles(NO_ACTION_CSV);

    // A slow link, so the upload's progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 150 * 1024,
    });
    await submit.click();
    const progress = dialog.getByRole('progressbar');
    await expect(progress).toHaveAttribute('aria-label', /Uploading… \d+%/);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const notice = page.getByRole('status').filter({ hasText: 'Dataset updated successfully' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/No Action: 30,2\d\d rows imported, 1 location/);
    await expect(notice).toContainText('Fort Peck Dam (cfs), 1930–2012');
    await expect(dialog).toBeHidden();
    const item = page.getByRole('listitem').filter({ hasText: 'No Action' });
    await expect(item).toContainText('Current operations');
    await expect(item).toContainText('fort-peck-no-action.csv');
    const saved = await readProject(request, token, project.project_key);
    expect(saved.data.alternatives).toMatchObject([
      {
        key: 'No Action',
        text: 'No Action',
        description: 'Current operations',
        dataSource: `${project.project_key}/data/fort-peck-no-action.csv`,
      },
    ]);
  });

  test('keeps names unique, sanitises file names and accepts only CSV files', async ({ page, request, account }) => {
    const token = await apiToken(request, account);
    const project = await createProject(request, token, 'Names');
    await updateProject(request, token, project, { data: { alternatives: [{ text: 'No Action' }] } });
    await signInWithToken(page, token);
    await page.goto(adminHref(project.project_key, 'alternatives'));

    await page.getByRole('button', { name: 'Add Alternative' }).click();
    const add = page.getByRole('dialog', { name: 'Add Alternative' });
    const file = add.getByLabel('Data file (CSV)');
    await file.setInputFiles({
      name: 'Fort Peck (Alt 1)+v$2?.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(SMALL_CSV),
    });
    await expect(add.getByText('Stored as Fort-Peck-Alt-1-v2.csv')).toBeVisible();
    await add.getByLabel('Name').fill('no action ');
    await expect(add.getByText('Alternative names must be unique.')).toBeVisible();
    await expect(add.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await add.getByLabel('Name').fill('Alt 1');
    await expect(add.getByText('Alternative names must be unique.')).toBeHidden();

    await file.setInputFiles({ name: 'flows.txt', mimeType: 'text/plain', buffer: Buffer.from(SMALL_CSV) });
    await expect(add.getByText('Choose one .csv file.')).toBeVisible();
    await expect(add.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await file.setInputFiles({
      name: 'Fort Peck (Alt 1)+v$2?.csv',
      mimeType: 'application/vnd.ms-excel',
      buffer: Buffer.from(SMALL_CSV),
    });
    await add.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Dataset updated successfully')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Alt 1' })).toContainText('Fort-Peck-Alt-1-v2.csv');

    await page.getByRole('button', { name: 'Edit Alt 1' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Alternative' });
    await edit.getByLabel('Name').fill('No Action');
    await expect(edit.getByText('That name already exists')).toBeVisible();
    await expect(edit.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await edit.getByLabel('Name').fill('Alternative 1');
    await edit.getByLabel('Ignore years').fill('2001, x');
    await expect(edit.getByText("Ignore years: 'x' is not a number.")).toBeVisible();
    await edit.getByLabel('Ignore years').fill('1930');
    await edit.getByLabel('Ignore values').fill('-999999');
    await edit.getByLabel('Ignore negatives').check();
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: 'Alternative 1' })).toBeVisible();
    const saved = await readProject(request, token, project.project_key);
    expect(saved.data.alternatives[1]).toMatchObject({
      key: 'Alt 1',
      text: 'Alternative 1',
      ignoreYears: [1930],
      ignoreValues: [-999999],
      ignoreNegatives: true,
      dataSource: `${project.project_key}/data/Fort-Peck-Alt-1-v2.csv`,
    });
  });

  test('says "Unable to upload dataset" when the server cannot import the file, and adds nothing', async ({
    page,
    request,
    account,
  }) => {
    const { token, project } = await openAdmin(page, request, account, 'Bad file', 'alternatives');
    await page.getByRole('button', { name: 'Add Alternative' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Alternative' });
    await dialog.getByLabel('Name').fill('Broken');
    await dialog.getByLabel('Data file (CSV)').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Date,Fort Peck Dam:cfs\nnot a date,5\n'),
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Unable to upload dataset');
    await expect(
      dialog.getByText(/Unable to process data, check date format \/ file structure for errors \(line 2: /),
    ).toBeVisible();
    expect((await readProject(request, token, project.project_key)).data.alternatives).toEqual([]);
  });

  test("refuses a file named as another alternative's file, keeps that one's data, and replaces an alternative's own file", async ({
    page,
    request,
    account,
  }) => {
    const token = await apiToken(request, account);
    const project = await createProject(request, token, 'Shared names');
    const fileName = 'fort-peck-alternative-2.csv';
    const key = await uploadDataFile(request, token, project.project_key, fileName, SMALL_CSV);
    await updateProject(request, token, project, { data: { alternatives: [{ text: 'Alt 2', dataSource: key }] } });
    const storedCsv = async () => {
      const { url } = await apiOf(request).answer('dataDownloadUrl', {
        path: { project_key: project.project_key, filename: fileName },
        headers: { token },
      });
      return (await request.get(url)).text();
    };
    await signInWithToken(page, token);
    await page.goto(adminHref(project.project_key, 'alternatives'));

    await page.getByRole('button', { name: 'Add Alternative' }).click();
    const add = page.getByRole('dialog', { name: 'Add Alternative' });
    await add.getByLabel('Name').fill('Alt 3');
    // Stored as fort-peck-alternative-2.csv once its spaces become hyphens.
    await add.getByLabel('Data file (CSV)').setInputFiles({
      name: 'fort peck alternative 2.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(SMALL_CSV.replace('5000', '9000')),
    });
    await expect(
      add.getByText(`Another alternative, 'Alt 2', already uses a file named ${fileName}: rename this file.`),
    ).toBeVisible();
    await expect(add.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await add.getByRole('button', { name: 'Cancel' }).click();
    expect(await storedCsv()).toBe(SMALL_CSV);
    expect((await readProject(request, token, project.project_key)).data.alternatives).toMatchObject([
      { text: 'Alt 2', dataSource: key },
    ]);

    await page.getByRole('button', { name: 'Edit Alt 2' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Alternative' });
    const newVersion = SMALL_CSV.replace('5000', '7000');
    await edit.getByLabel('Replace data file (CSV)').setInputFiles({
      name: fileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(newVersion),
    });
    await edit.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Dataset updated successfully')).toBeVisible();
    expect(await storedCsv()).toBe(newVersion);
  });

  test('refuses a file over the upload limit at once, before sending any of it', async ({
    page,
    request,
    account,
  }, testInfo) => {
    const large = testInfo.outputPath('large.csv');
    // A sparse file: over the limit without writing 100 MB.
    writeFileSync(large, '');
    truncateSync(large, 100 * 1024 * 1024 + 1);
    await openAdmin(page, request, account, 'Large file', 'alternatives');
    let uploadsAsked = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'PUT') uploadsAsked += 1;
    });
    await page.getByRole('button', { name: 'Add Alternative' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Alternative' });
    await dialog.getByLabel('Name').fill('Too large');
    await dialog.getByLabel('Data file (CSV)').setInputFiles(large);
    await expect(dialog.getByText('The file is too large: the limit is 100 MB')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(uploadsAsked).toBe(0);
  });

  test('reorders, hides, shows and recolours alternatives', async ({ page, request, account }) => {
    const token = await apiToken(request, account);
    const project = await createProject(request, token, 'Order');
    await updateProject(request, token, project, {
      data: { alternatives: [{ text: 'A' }, { text: 'B' }, { text: 'C' }] },
    });
    await signInWithToken(page, token);
    await page.goto(adminHref(project.project_key, 'alternatives'));
    const names = page.getByRole('list', { name: 'Alternatives' }).locator('.admin-list__name');
    const savedAlternatives = async () => (await readProject(request, token, project.project_key)).data.alternatives;

    await expect(page.getByRole('button', { name: 'Move A up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move C down' })).toBeDisabled();
    await page.getByRole('button', { name: 'Move A down' }).click();
    await expect(names).toHaveText(['B', 'A', 'C']);
    await expect(toast(page)).toBeVisible();
    expect((await savedAlternatives()).map((alternative) => alternative.key)).toEqual(['B', 'A', 'C']);
    await expect(page.getByRole('button', { name: 'Move B up' })).toBeDisabled();
    await page.getByRole('button', { name: 'Move C up' }).click();
    await expect(names).toHaveText(['B', 'C', 'A']);

    await page.getByRole('button', { name: 'Hide B' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'B' }).first()).toContainText('Hidden');
    await expect
      .poll(async () => (await savedAlternatives()).find((alternative) => alternative.key === 'B')?.hidden)
      .toBe(true);
    await page.getByRole('button', { name: 'Show B' }).click();
    await expect(page.getByRole('button', { name: 'Hide B' })).toBeVisible();
    await expect
      .poll(async () => (await savedAlternatives()).find((alternative) => alternative.key === 'B')?.hidden)
      .toBe(false);

    await page.getByLabel('Colour of C').fill('#ff0000');
    await expect
      .poll(async () => (await savedAlternatives()).find((alternative) => alternative.key === 'C')?.color)
      .toBe('#ff0000');
    await page.reload();
    await expect(page.getByLabel('Colour of C')).toHaveValue('#ff0000');
    await expect(names).toHaveText(['B', 'C', 'A']);
  });
});

test.describe('members', () => {
  test('lists members, adds and edits them, and never lets one edit their own role', async ({
    page,
    request,
    account,
  }, testInfo) => {
    const colleague = await createAccount(request, testInfo.workerIndex, 'Morgan');
    await openAdmin(page, request, account, 'Team', 'members');
    const rowOf = (email: string) => page.getByRole('row').filter({ hasText: email });

    await expect(rowOf(account.email)).toContainText(`${account.first}${account.last}${account.email}Admin`);
    await expect(rowOf(account.email).getByRole('button', { name: `Edit ${account.email}` })).toBeDisabled();

    await page.getByRole('button', { name: 'Add Member' }).click();
    const add = page.getByRole('dialog', { name: 'Add Member' });
    await expect(add.getByRole('button', { name: 'Add' })).toBeDisabled();
    await add.getByLabel('Email').fill(colleague.email);
    await add.getByLabel('Role').selectOption({ label: 'Collaborator' });
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
    await expect(rowOf(colleague.email)).toContainText('Morgan');
    await expect(rowOf(colleague.email)).toContainText('Collaborator');

    await page.getByRole('button', { name: 'Add Member' }).click();
    await add.getByLabel('Email').fill(colleague.email);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByRole('alert')).toHaveText('This user is already a member of the project');
    await add.getByLabel('Email').fill(`nobody-${Date.now()}@waterline.test`);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByRole('alert')).not.toHaveText('This user is already a member of the project');
    await expect(add.getByRole('alert')).not.toBeEmpty();
    await add.getByRole('button', { name: 'Cancel' }).click();

    await rowOf(colleague.email)
      .getByRole('button', { name: `Edit ${colleague.email}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Member' });
    await expect(edit.getByLabel('Role')).toHaveValue('2');
    await edit.getByLabel('Role').selectOption({ label: 'Read Only' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(rowOf(colleague.email)).toContainText('Read Only');
    await expect(toast(page)).toBeVisible();
  });
});

test.describe('data editor', () => {
  test("downloads an alternative's CSV, edits cells in a virtualised grid and saves a new version", async ({
    page,
    request,
    account,
  }) => {
    test.skip(!sharedData, SHARED_ABSENT);
    const token = await apiToken(request, account);
    const project = await createProject(request, token, 'Editor');
    const csv = readFileSync(NO_ACTION_CSV, 'utf8');
    const key = await uploadDataFile(request, token, project.project_key, 'fort-peck-no-action.csv', csv);
    await updateProject(request, token, project, { data: { alternatives: [{ text: 'No Action', dataSource: key }] } });
    const lines = csv.trimEnd().split(/\r?\n/);
    const rowOfDate = (date: string) => lines.findIndex((line) => line.startsWith(`${date},`));
    await signInWithToken(page, token);
    await page.goto(adminHref(project.project_key, 'data-editor'));

    const grid = page.getByRole('grid', { name: 'Data file' });
    await expect(grid).toHaveAttribute('aria-rowcount', String(lines.length));
    await expect(page.getByText(`${(lines.length - 1).toLocaleString('en-US')} rows · 0 cells changed`)).toBeVisible();
    expect(await grid.getByRole('row').count()).toBeLessThan(60);

    const goTo = async (date: string) => {
      await page.getByLabel('Go to Date').fill(date);
      await page.getByRole('button', { name: 'Go', exact: true }).click();
    };
    await goTo('2012-12-31');
    await expect(page.getByLabel(`Date, row ${lines.length - 1}`)).toHaveValue('2012-12-31');
    await goTo('1899');
    await expect(page.getByText('Not found')).toBeVisible();

    await goTo('1975-06-01');
    const row = rowOfDate('1975-06-01');
    const cell = page.getByLabel(`Fort Peck Dam:cfs, row ${row}`);
    const before = lines[row]?.split(',')[1] ?? '';
    await cell.fill('12345');
    await expect(page.getByText('1 cell changed')).toBeVisible();
    await expect(page.getByLabel('Alternative')).toBeDisabled();
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(cell).toHaveValue(before);
    await cell.fill('12345');
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await expect(page.getByText('Dataset updated successfully')).toBeVisible();
    await expect(page.getByText(/No Action: 30,2\d\d rows imported, 1 location/)).toBeVisible();
    await expect(page.getByText('0 cells changed')).toBeVisible();

    const saved = await readProject(request, token, project.project_key);
    expect(saved.data.alternatives[0]?.dataSource).toMatch(
      new RegExp(`^${project.project_key}/data/fort-peck-no-action-v\\d{14}\\.csv$`),
    );
    await page.reload();
    await goTo('1975-06-01');
    await expect(page.getByLabel(`Fort Peck Dam:cfs, row ${row}`)).toHaveValue('12345');
  });

  test('names a refused row as the grid numbers it, the header not counted', async ({ page, request, account }) => {
    const token = await apiToken(request, account);
    const project = await createProject(request, token, 'Bad date');
    const key = await uploadDataFile(request, token, project.project_key, 'flows.csv', SMALL_CSV);
    await updateProject(request, token, project, { data: { alternatives: [{ text: 'Flows', dataSource: key }] } });
    await signInWithToken(page, token);
    await page.goto(adminHref(project.project_key, 'data-editor'));

    await page.getByLabel('Date, row 2').fill('2000-13-45');
    await page.getByRole('button', { name: 'Save as new version' }).click();
    await expect(page.getByRole('alert')).toHaveText('Unable to upload dataset');
    await expect(
      page.getByText(
        "Unable to process data, check date format / file structure for errors (row 2: the date '2000-13-45' does not exist)",
      ),
    ).toBeVisible();
    expect((await readProject(request, token, project.project_key)).data.alternatives[0]?.dataSource).toBe(key);
  });

  test('says "Unable to access file" when the data file cannot be downloaded', async ({ page, request, account }) => {
    const token = await apiToken(request, account);
    const project = await createProject(request, token, 'Missing file');
    const key = await uploadDataFile(request, token, project.project_key, 'missing.csv', SMALL_CSV);
    await updateProject(request, token, project, { data: { alternatives: [{ text: 'Gone', dataSource: key }] } });
    loseStoredFile(key);
    await signInWithToken(page, token);
    await page.goto(adminHref(project.project_key, 'data-editor'));
    await expect(page.getByRole('alert')).toHaveText('Unable to access file');
    await expect(page.getByRole('grid')).toHaveCount(0);
  });

  test("shows the parser's message when the file cannot be read as a table", async ({ page, request, account }) => {
    const token = await apiToken(request, account);
    const project = await createProject(request, token, 'Unreadable');
    const unterminatedQuote = 'Date,Fort Peck Dam:cfs\n2001-01-01,5\n2001-01-02,"6\n';
    const key = await uploadDataFile(request, token, project.project_key, 'quoted.csv', unterminatedQuote);
    await updateProject(request, token, project, { data: { alternatives: [{ text: 'Quoted', dataSource: key }] } });
    await signInWithToken(page, token);
    await page.goto(adminHref(project.project_key, 'data-editor'));
    await expect(page.getByRole('alert')).toHaveText(/^Quoted field unterminated \(row \d+\)$/);
    await expect(page.getByRole('grid')).toHaveCount(0);
  });

  test('shows each column heading whole, its text also in its tooltip', async ({ page, request, account }) => {
    const token = await apiToken(request, account);
    const project = await createProject(request, token, 'Long headings');
    const fields = ['Date', 'Pine River at Bend:cfs', 'Cedar Creek near Mouth:cfs'];
    const key = await uploadDataFile(
      request,
      token,
      project.project_key,
      'long.csv',
      `${fields.join(',')}\n2001-01-01,5,6\n`,
    );
    await updateProject(request, token, project, { data: { alternatives: [{ text: 'Long', dataSource: key }] } });
    await signInWithToken(page, token);
    await page.goto(adminHref(project.project_key, 'data-editor'));
    const grid = page.getByRole('grid', { name: 'Data file' });
    for (const field of fields) {
      const heading = grid.getByRole('columnheader', { name: field, exact: true });
      await expect(heading).toHaveAttribute('title', field);
      const { shown, whole } = await heading.evaluate((element) => ({
        shown: element.clientWidth,
        whole: element.scrollWidth,
      }));
      expect(whole, field).toBeLessThanOrEqual(shown);
    }
  });
});

test.describe('map builder', () => {
  const lineString = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'LineString',
          coordinates: [
            [-106.4, 48.0],
            [-105.8, 48.1],
          ],
        },
      },
    ],
  };
  const multiPolygon = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [-106, 48],
                [-105, 48],
                [-105, 47],
                [-106, 48],
              ],
            ],
          ],
        },
      },
    ],
  };
  const geoJson = (name: string, document: unknown) => ({
    name,
    mimeType: 'application/geo+json',
    buffer: Buffer.from(JSON.stringify(document)),
  });

  test('saves the map position with coordinates to 4 decimals and zoom to 2', async ({ page, request, account }) => {
    const { token, project } = await openAdmin(page, request, account, 'Map', 'map');
    await expect(page.getByLabel('Latitude')).toHaveValue('49.2401');
    await expect(page.getByLabel('Zoom', { exact: true })).toHaveValue('2.87');
    const save = page.getByRole('button', { name: 'Save position' });
    await page.getByLabel('Latitude').fill('91');
    await expect(page.getByText('Between -90 and 90')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.getByLabel('Latitude').fill('48.123456');
    await page.getByLabel('Longitude').fill('-105.760049');
    await page.getByLabel('Zoom', { exact: true }).fill('7.6049');
    await page.getByLabel('Pitch').fill('30');
    await page.getByLabel('Bearing').fill('-15');
    await save.click();
    await expect(toast(page)).toBeVisible();
    await expect(page.getByLabel('Latitude')).toHaveValue('48.1235');
    expect((await readProject(request, token, project.project_key)).data.map).toMatchObject({
      lat: 48.1235,
      lng: -105.76,
      zoom: 7.6,
      pitch: 30,
      bearing: -15,
    });
  });

  test('adds, edits and removes markers', async ({ page, request, account }) => {
    const { token, project } = await openAdmin(page, request, account, 'Markers', 'map');
    const markers = page.getByRole('table', { name: 'Markers' });
    await page.getByRole('button', { name: 'Add Marker' }).click();
    const add = page.getByRole('dialog', { name: 'Add Marker' });
    await add.getByLabel('Name').fill('Fort Peck Dam');
    await add.getByLabel('Text').fill('Spillway and power plant');
    await add.getByLabel('Location').fill('Fort Peck Dam');
    await add.getByLabel('Latitude').fill('48.00995');
    await add.getByLabel('Longitude').fill('-106.4089');
    await add.getByLabel('Colour').fill('#00aa00');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(markers).toContainText('Fort Peck Dam');
    await expect(markers).toContainText('48.01');
    expect((await readProject(request, token, project.project_key)).data.map.markers).toEqual([
      {
        key: 'fort-peck-dam',
        name: 'Fort Peck Dam',
        text: 'Spillway and power plant',
        location: 'Fort Peck Dam',
        lat: 48.01,
        lng: -106.4089,
        color: '#00aa00',
      },
    ]);

    await page.getByRole('button', { name: 'Edit marker Fort Peck Dam' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Marker' });
    await edit.getByLabel('Name').fill('Fort Peck');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(markers).toContainText('Fort Peck');
    await expect
      .poll(async () => (await readProject(request, token, project.project_key)).data.map.markers[0]?.name)
      .toBe('Fort Peck');

    await page.getByRole('button', { name: 'Remove marker Fort Peck' }).click();
    await page.getByRole('dialog', { name: 'Remove Marker' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No markers yet.')).toBeVisible();
    await expect
      .poll(async () => (await readProject(request, token, project.project_key)).data.map.markers)
      .toEqual([]);
  });

  test('uploads GeoJSON layers and shows MultiPolygon as fill and LineString as line', async ({
    page,
    request,
    account,
  }) => {
    const { token, project } = await openAdmin(page, request, account, 'Layers', 'map');
    const addLayer = async (name: string, file: ReturnType<typeof geoJson>, kind: string) => {
      await page.getByRole('button', { name: 'Add Layer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add GIS Layer' });
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('GeoJSON file').setInputFiles(file);
      await expect(dialog.getByText(kind)).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
    };
    await addLayer('Missouri River', geoJson('missouri river.geojson', lineString), 'Line (LineString)');
    await addLayer('Reservoir', geoJson('reservoir.geojson', multiPolygon), 'Fill (MultiPolygon)');

    const layers = page.getByRole('list', { name: 'GIS layers' });
    await expect(layers.getByRole('listitem').filter({ hasText: 'Missouri River' })).toContainText('Line (LineString)');
    await expect(layers.getByRole('listitem').filter({ hasText: 'Reservoir' })).toContainText('Fill (MultiPolygon)');
    await expect(layers).toContainText('missouri-river.geojson');
    expect((await readProject(request, token, project.project_key)).data.map.layers).toEqual([
      {
        id: 'missouri-river',
        name: 'Missouri River',
        url: `${project.project_key}/layers/missouri-river.geojson`,
        description: '',
      },
      { id: 'reservoir', name: 'Reservoir', url: `${project.project_key}/layers/reservoir.geojson`, description: '' },
    ]);

    await page.reload();
    await expect(layers.getByRole('listitem').filter({ hasText: 'Reservoir' })).toContainText('Fill (MultiPolygon)');
    await page.getByRole('button', { name: 'Remove layer Missouri River' }).click();
    await page.getByRole('dialog', { name: 'Remove GIS Layer' }).getByRole('button', { name: 'Remove' }).click();
    await expect(layers.getByRole('listitem')).toHaveCount(1);
  });

  test('refuses files that are not GeoJSON layers, in the browser and on the server', async ({
    page,
    request,
    account,
  }) => {
    await openAdmin(page, request, account, 'Bad layers', 'map');
    await page.getByRole('button', { name: 'Add Layer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add GIS Layer' });
    await dialog.getByLabel('Name').fill('Broken');
    const file = dialog.getByLabel('GeoJSON file');
    const save = dialog.getByRole('button', { name: 'Save' });

    await file.setInputFiles({
      name: 'layer.geojson',
      mimeType: 'application/geo+json',
      buffer: Buffer.from('{ not json'),
    });
    await expect(dialog.getByText('The file is not valid JSON.')).toBeVisible();
    await expect(save).toBeDisabled();
    await file.setInputFiles({ name: 'layer.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
    await expect(dialog.getByText('Choose one .geojson file.')).toBeVisible();
    await expect(save).toBeDisabled();

    // The first feature is fine, so the browser lets it through; the server checks every feature.
    const secondBroken = { type: 'FeatureCollection', features: [multiPolygon.features[0], { type: 'Nope' }] };
    await file.setInputFiles(geoJson('layer.geojson', secondBroken));
    await save.click();
    await expect(dialog.getByRole('alert')).toHaveText('Unable to upload layer');
    await expect(dialog.getByText(/feature 2 is not a "Feature"/)).toBeVisible();
  });
});
