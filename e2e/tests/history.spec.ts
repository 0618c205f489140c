import {
  adminHref,
  createProject,
  readProject,
  signInWithToken,
  updateProject,
} from '../../web/src/features/admin/testing/admin-test-kit.ts';
import { apiToken, expect, test } from '../support/fixtures.ts';

test.describe('project history', () => {
  test('lists who changed what and when, newest first, including changes made in the admin area', async ({
    page,
    request,
    account,
  }) => {
    const token = await apiToken(request, account);
    const project = await createProject(request, token, 'First title');
    await updateProject(request, token, project, { data: { alternatives: [{ text: 'No Action' }] } });
    await signInWithToken(page, token);

    await page.goto(adminHref(project.project_key, 'details'));
    await page.getByLabel('Title', { exact: true }).fill('Second title');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('.ui-toast', { hasText: 'Changes saved' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'History' }).click();

    const entries = page.getByRole('list', { name: 'Project history' }).locator('.history__entry');
    const newest = entries.first();
    await expect(newest).toContainText('Project details changed');
    await expect(newest).toContainText('Title changed from "First title" to "Second title"');
    await expect(newest).toContainText(`${account.first} ${account.last}`);
    await expect(newest).toContainText(String(new Date().getFullYear()));
    await expect(newest.getByText('Current')).toBeVisible();
    await expect(entries.filter({ hasText: 'Alternative added' })).toContainText('Alternative "No Action" added');
    const oldest = entries.last();
    await expect(oldest).toContainText('v1');
    await expect(oldest).toContainText('Project created');
    await expect(oldest).toContainText('Title "First title"');
    await expect(newest.getByRole('button', { name: /^Restore version/ })).toBeDisabled();
  });

  test('shows the project as of an earlier version, read-only', async ({ page, request, account }) => {
    const token = await apiToken(request, account);
    const project = await createProject(request, token, 'Original');
    await updateProject(request, token, project, {
      data: {
        title: 'Renamed',
        alternatives: [{ text: 'Alternative 1', color: '#ff7f0e' }],
        map: { lat: 48, lng: -105.76, zoom: 7.6 },
      },
    });
    await signInWithToken(page, token);
    await page.goto(adminHref(project.project_key, 'history'));

    await page.getByRole('button', { name: 'View version 1', exact: true }).click();
    const first = page.getByRole('dialog', { name: 'Project as of version 1', exact: true });
    await expect(first).toContainText('Original');
    await expect(first).toContainText('Anyone can access this project. Consider adding an access code.');
    await expect(first).toContainText('No alternatives.');
    await expect(first).toContainText('49.2401, -96.304');
    await expect(first.getByRole('textbox')).toHaveCount(0);
    await first.getByRole('button', { name: 'Close' }).click();

    const newest = page.getByRole('list', { name: 'Project history' }).locator('.history__entry').first();
    await newest.getByRole('button', { name: /^View version/ }).click();
    const latest = page.getByRole('dialog', { name: /^Project as of version/ });
    await expect(latest).toContainText('Renamed');
    await expect(latest.getByRole('row').filter({ hasText: 'Alternative 1' })).toContainText('Shown');
    await expect(latest).toContainText('48, -105.76');
  });

  test('restores an earlier version after a confirm, and the restore joins the history', async ({
    page,
    request,
    account,
  }) => {
    const token = await apiToken(request, account);
    const project = await createProject(request, token, 'Fort Peck');
    await updateProject(request, token, project, {
      data: { title: 'Fort Peck (draft)', alternatives: [{ text: 'No Action' }] },
    });
    await signInWithToken(page, token);
    await page.goto(adminHref(project.project_key, 'history'));
    const entries = page.getByRole('list', { name: 'Project history' }).locator('.history__entry');
    await expect(entries).not.toHaveCount(0);
    const entriesBefore = await entries.count();

    await page.getByRole('button', { name: 'Restore version 1', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore version 1', exact: true });
    await expect(confirm).toContainText('The restore is added to the history; nothing is deleted.');
    await expect(confirm.getByRole('checkbox', { name: /Also restore who may enter/ })).not.toBeChecked();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect((await readProject(request, token, project.project_key)).data.title).toBe('Fort Peck (draft)');

    await page.getByRole('button', { name: 'Restore version 1', exact: true }).click();
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(page.locator('.ui-toast', { hasText: 'Configuration restored to version 1' })).toBeVisible();
    // The restore is one entry, the newest, listing what it changed; its version holds the restored configuration.
    const restore = entries.first();
    await expect(restore).toContainText('Project restored');
    await expect(restore).toContainText('Configuration restored to version 1');
    await expect(restore).toContainText('Title changed from "Fort Peck (draft)" to "Fort Peck"');
    await expect(entries).toHaveCount(entriesBefore + 1);
    await expect(restore.getByText('Current')).toBeVisible();
    await restore.getByRole('button', { name: /^View version/ }).click();
    const asRestored = page.getByRole('dialog', { name: /^Project as of version/ });
    await expect(asRestored).toContainText('Fort Peck');
    await expect(asRestored).not.toContainText('(draft)');
    await expect(asRestored).not.toContainText('No Action');
    await asRestored.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('.project-title')).toHaveText('Fort Peck');

    const restored = await readProject(request, token, project.project_key);
    expect(restored.data).toMatchObject({ title: 'Fort Peck', alternatives: [] });
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Details' }).click();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Fort Peck');
  });
});
