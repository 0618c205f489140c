import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  adminHref,
  readProject,
  signInWithToken,
  updateProject,
} from '../../web/src/features/admin/testing/admin-test-kit.ts';
import { enableChartTestHooks, openChartsOf, panelOfType } from '../support/chart-view.ts';
import { combinedAlternativesCsv, importedSeries, projectWithAlternatives } from '../support/alternatives-data.ts';
import { apiToken, expect, test } from '../support/fixtures.ts';

// The location groups editor on the admin Alternatives page, in real Chromium against the real
// server: what it saves, its validation, and how the Charts page's location picker and the
// history follow. Two alternatives hold three locations each (columns of the alternatives' files,
// Fort Peck's or the synthetic ones), a third, hidden one a location of its own: the editor offers
// the locations of all three.

const UPPER = { name: 'Upper river', fileName: 'upper-river.csv' };
const LOWER = { name: 'Lower river', fileName: 'lower-river.csv' };
const ARCHIVED = { name: 'Archived plan', fileName: 'archived-plan.csv' };
/** Ten years of days keep the files light; the editor only needs their locations. */
const ROWS = 3650;

const upperCsv = () =>
  combinedAlternativesCsv(
    [
      { from: 'No Action', header: 'Fort Peck Dam:cfs' },
      { from: 'Alternative 1', header: 'Wolf Point:cfs' },
      { from: 'Alternative 2', header: 'Culbertson:cfs' },
    ],
    ROWS,
  );
const lowerCsv = () =>
  combinedAlternativesCsv(
    [
      { from: 'Alternative 1a', header: 'Fort Peck Dam:cfs' },
      { from: 'Alternative 1b', header: 'Garrison Dam:cfs' },
      { from: 'Alternative 2a', header: 'Bismarck:cfs' },
    ],
    ROWS,
  );
const archivedCsv = () => combinedAlternativesCsv([{ from: 'Alternative 2b', header: 'Oahe Dam:ft' }], ROWS);

/** Each location of a file as the editor and the pickers label it, from the domain engine's import. */
const labelsOf = (csv: string) => importedSeries(csv).map((series) => `${series.location} (${series.measure})`);

const toast = (page: Page) => page.locator('.ui-toast', { hasText: 'Changes saved' }).last();
const groupsSection = (page: Page) => page.getByRole('region', { name: 'Location groups' });
const savedGroups = async (request: APIRequestContext, token: string, projectKey: string) =>
  (await readProject(request, token, projectKey)).data.locationGroups;

/** The optgroups of a select, each with its options' texts. */
const optionGroups = (select: Locator) =>
  select.locator('optgroup').evaluateAll((groups) =>
    groups.map((group) => ({
      label: (group as HTMLOptGroupElement).label,
      options: [...group.querySelectorAll('option')].map((option) => option.textContent),
    })),
  );

test.describe('location groups of three files', () => {
  test('an admin adds, checks, edits, reorders and deletes groups; the Charts picker and the history follow', async ({
    page,
    request,
    account,
  }) => {
    test.setTimeout(180_000);
    const token = await apiToken(request, account);
    const files = [
      { ...UPPER, csv: upperCsv() },
      { ...LOWER, csv: lowerCsv() },
      { ...ARCHIVED, csv: archivedCsv() },
    ];
    const projectKey = await projectWithAlternatives(request, token, files);
    const created = await readProject(request, token, projectKey);
    await updateProject(request, token, created, {
      data: {
        alternatives: created.data.alternatives.map((alternative) => ({
          ...alternative,
          hidden: alternative.text === ARCHIVED.name,
        })),
      },
    });
    const [upper = [], lower = [], archived = []] = files.map((file) => labelsOf(file.csv));
    const everyLocation = [...new Set([...upper, ...lower, ...archived])];
    expect(everyLocation).toEqual([
      'Fort Peck Dam (cfs)',
      'Wolf Point (cfs)',
      'Culbertson (cfs)',
      'Garrison Dam (cfs)',
      'Bismarck (cfs)',
      'Oahe Dam (ft)',
    ]);

    await signInWithToken(page, token);
    await page.goto(adminHref(projectKey, 'alternatives'));
    const section = groupsSection(page);
    await expect(
      section.getByText("No location groups yet: the pickers list every location under 'Other'."),
    ).toBeVisible();

    await test.step('the dialog offers every location of the data, asks for a name and a location, then saves', async () => {
      await section.getByRole('button', { name: 'Add group' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Location Group' });
      const locations = dialog.getByRole('group', { name: 'Locations' });
      await expect(locations.getByRole('checkbox')).toHaveCount(everyLocation.length);
      for (const label of everyLocation) await expect(locations.getByLabel(label, { exact: true })).not.toBeChecked();
      const save = dialog.getByRole('button', { name: 'Save', exact: true });
      await expect(save).toBeDisabled();

      const name = dialog.getByLabel('Name', { exact: true });
      await name.focus();
      await name.blur();
      await expect(dialog.getByText('A location group needs a name')).toBeVisible();
      await locations.getByLabel('Fort Peck Dam (cfs)').check();
      await locations.getByLabel('Fort Peck Dam (cfs)').uncheck();
      await expect(dialog.getByText('Choose at least one location')).toBeVisible();
      await expect(save).toBeDisabled();

      await name.fill('Reservoirs');
      await expect(dialog.getByText('A location group needs a name')).toHaveCount(0);
      await expect(save).toBeDisabled();
      for (const label of ['Garrison Dam (cfs)', 'Fort Peck Dam (cfs)', 'Oahe Dam (ft)'])
        await locations.getByLabel(label).check();
      await expect(dialog.getByText('Choose at least one location')).toHaveCount(0);
      await save.click();
      await expect(dialog).toBeHidden();
      await expect(toast(page)).toBeVisible();
      expect(await savedGroups(request, token, projectKey)).toEqual([
        { name: 'Reservoirs', includes: ['Garrison Dam', 'Fort Peck Dam', 'Oahe Dam'] },
      ]);
    });

    await test.step("a second group may not take the first one's name", async () => {
      await section.getByRole('button', { name: 'Add group' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Location Group' });
      await dialog.getByLabel('Name', { exact: true }).fill(' reservoirs ');
      await dialog.getByLabel('Wolf Point (cfs)').check();
      await expect(dialog.getByText('Location group names must be unique.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
      await dialog.getByLabel('Name', { exact: true }).fill('Gauges');
      await dialog.getByLabel('Bismarck (cfs)').check();
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect
        .poll(() => savedGroups(request, token, projectKey))
        .toEqual([
          { name: 'Reservoirs', includes: ['Garrison Dam', 'Fort Peck Dam', 'Oahe Dam'] },
          { name: 'Gauges', includes: ['Wolf Point', 'Bismarck'] },
        ]);
      const list = section.getByRole('list', { name: 'Location groups' });
      await expect(list.locator('.admin-list__name')).toHaveText(['Reservoirs', 'Gauges']);
      await expect(list.getByRole('list', { name: 'Locations of Reservoirs' }).getByRole('listitem')).toHaveText([
        'Garrison Dam (cfs)',
        'Fort Peck Dam (cfs)',
        'Oahe Dam (ft)',
      ]);
      await expect(list.getByText('Missing from the data')).toHaveCount(0);
    });

    await test.step('editing renames a group and changes its locations in place', async () => {
      await section.getByRole('button', { name: 'Edit group Gauges' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Location Group' });
      await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Gauges');
      await expect(dialog.getByLabel('Wolf Point (cfs)')).toBeChecked();
      await expect(dialog.getByLabel('Bismarck (cfs)')).toBeChecked();
      await expect(dialog.getByLabel('Culbertson (cfs)')).not.toBeChecked();
      await dialog.getByLabel('Name', { exact: true }).fill('River gauges');
      await dialog.getByLabel('Bismarck (cfs)').uncheck();
      await dialog.getByLabel('Culbertson (cfs)').check();
      await dialog.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect
        .poll(() => savedGroups(request, token, projectKey))
        .toEqual([
          { name: 'Reservoirs', includes: ['Garrison Dam', 'Fort Peck Dam', 'Oahe Dam'] },
          { name: 'River gauges', includes: ['Wolf Point', 'Culbertson'] },
        ]);
    });

    await test.step('moving a group up puts it first', async () => {
      await expect(section.getByRole('button', { name: 'Move group Reservoirs up' })).toBeDisabled();
      await expect(section.getByRole('button', { name: 'Move group River gauges down' })).toBeDisabled();
      await section.getByRole('button', { name: 'Move group River gauges up' }).click();
      await expect(section.locator('.admin-list__name')).toHaveText(['River gauges', 'Reservoirs']);
      await expect
        .poll(async () => (await savedGroups(request, token, projectKey)).map((group) => group.name))
        .toEqual(['River gauges', 'Reservoirs']);
    });

    await test.step("the Charts page's location picker shows the groups in their order, then 'Other' with the rest", async () => {
      await enableChartTestHooks(page);
      await openChartsOf(page, projectKey);
      const picker = panelOfType(page, 'Multiple Alternatives').getByLabel('Location', { exact: true });
      // Only the visible alternatives' locations are on the Charts page: not the hidden one's Oahe Dam.
      const visible = [...new Set([...upper, ...lower])];
      const grouped = [
        'Wolf Point (cfs)',
        'Culbertson (cfs)',
        'Garrison Dam (cfs)',
        'Fort Peck Dam (cfs)',
        'Oahe Dam (ft)',
      ];
      const others = visible.filter((label) => !grouped.includes(label));
      expect(others).toEqual(['Bismarck (cfs)']);
      await expect
        .poll(() => optionGroups(picker))
        .toEqual([
          { label: 'River gauges', options: ['Wolf Point (cfs)', 'Culbertson (cfs)'] },
          { label: 'Reservoirs', options: ['Garrison Dam (cfs)', 'Fort Peck Dam (cfs)'] },
          { label: 'Other', options: others },
        ]);
    });

    await test.step('deleting asks first', async () => {
      await page.goto(adminHref(projectKey, 'alternatives'));
      await groupsSection(page).getByRole('button', { name: 'Delete group Reservoirs' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Location Group' });
      await expect(confirm).toContainText('Delete the location group “Reservoirs”?');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      expect(await savedGroups(request, token, projectKey)).toHaveLength(2);

      await groupsSection(page).getByRole('button', { name: 'Delete group Reservoirs' }).click();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(groupsSection(page).locator('.admin-list__name')).toHaveText(['River gauges']);
      await expect
        .poll(() => savedGroups(request, token, projectKey))
        .toEqual([{ name: 'River gauges', includes: ['Wolf Point', 'Culbertson'] }]);
    });

    await test.step('the history lists each change of the groups, and a version shows its groups', async () => {
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'History' }).click();
      const history = page.getByRole('list', { name: 'Project history' });
      await expect(history.locator('.history__entry').first()).toContainText('Location groups changed');
      await expect(history.locator('.history__changes li').filter({ hasText: /^Location groups/ })).toHaveText([
        'Location groups: River gauges (2 locations)',
        'Location groups: River gauges (2 locations), Reservoirs (3 locations)',
        'Location groups: Reservoirs (3 locations), River gauges (2 locations)',
        'Location groups: Reservoirs (3 locations), Gauges (2 locations)',
        'Location groups: Reservoirs (3 locations)',
      ]);

      await history
        .locator('.history__entry', {
          hasText: 'Location groups: River gauges (2 locations), Reservoirs (3 locations)',
        })
        .getByRole('button', { name: /^View version/ })
        .click();
      const snapshot = page
        .getByRole('dialog', { name: /^Project as of version/ })
        .getByRole('region', { name: 'Location groups' });
      await expect(snapshot.locator('dt')).toHaveText(['River gauges', 'Reservoirs']);
      await expect(snapshot.locator('dd')).toHaveText([
        'Wolf Point, Culbertson',
        'Garrison Dam, Fort Peck Dam, Oahe Dam',
      ]);
    });
  });
});

test.describe('location groups the data or the server disagree with', () => {
  const CSV =
    'Date,Fort Peck Dam:cfs,Wolf Point:cfs\n2001-01-01,5000,3000\n2001-01-02,5100,3100\n2001-01-03,5200,3200\n';

  test("marks a location the data no longer holds, and shows the server's refusal without changing anything", async ({
    page,
    request,
    account,
  }) => {
    const token = await apiToken(request, account);
    const projectKey = await projectWithAlternatives(request, token, [
      { name: 'Small', fileName: 'small.csv', csv: CSV },
    ]);
    const groups = [{ name: 'Reservoirs', includes: ['Fort Peck Dam', 'Gone Gauge'] }];
    await updateProject(request, token, await readProject(request, token, projectKey), {
      data: { locationGroups: groups },
    });
    await signInWithToken(page, token);
    await page.goto(adminHref(projectKey, 'alternatives'));

    const members = groupsSection(page).getByRole('list', { name: 'Locations of Reservoirs' }).getByRole('listitem');
    await expect(members).toHaveText(['Fort Peck Dam (cfs)', /^Gone Gauge\s*Missing from the data$/]);

    await groupsSection(page).getByRole('button', { name: 'Add group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Location Group' });
    await dialog.getByLabel('Name', { exact: true }).fill('x'.repeat(201));
    await dialog.getByLabel('Wolf Point (cfs)').check();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('A location group name is longer than 200 characters');
    await expect(toast(page)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(groupsSection(page).locator('.admin-list__name')).toHaveText(['Reservoirs']);
    expect(await savedGroups(request, token, projectKey)).toEqual(groups);

    await groupsSection(page).getByRole('button', { name: 'Edit group Reservoirs' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Location Group' });
    const gone = editor.getByLabel('Gone Gauge (missing from the data)');
    await expect(gone).toBeChecked();
    await gone.uncheck();
    // Still listed once unchecked, so it can be checked again.
    await expect(gone).not.toBeChecked();
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor).toBeHidden();
    await expect(toast(page)).toBeVisible();
    await expect(members).toHaveText(['Fort Peck Dam (cfs)']);
    expect(await savedGroups(request, token, projectKey)).toEqual([
      { name: 'Reservoirs', includes: ['Fort Peck Dam'] },
    ]);
  });
});
