import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  aProjectAnswer,
  aProjectData,
  anAlternative,
  aSeries,
  aSignedInSession,
  aListedThreshold,
} from '../../../testing/builders.ts';
import { answer, projectApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-with-providers.tsx';

const LOCATION = 'Pine River';
const project = aProjectAnswer({
  project_key: 'demo',
  data: aProjectData({ title: 'Demo', alternatives: [anAlternative('Baseline', { dataSource: 'baseline.csv' })] }),
});
const series = { Baseline: [aSeries(LOCATION)] };

/** The thresholds section of the Charts page's first panel, once the page is shown. */
async function thresholdsSection(): Promise<HTMLElement> {
  const panel = await screen.findByRole('region', { name: 'Multiple Alternatives chart' });
  return within(panel).findByRole('region', { name: 'Thresholds' });
}

describe('the threshold dialogs', () => {
  it('Add Threshold refuses a threshold without a name, then saves one and lists it', async () => {
    const { api, user } = renderApp('/project/demo', { api: projectApi(project, series) });
    const section = await thresholdsSection();
    expect(await within(section).findByText('No thresholds at this location.')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Add Threshold' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add Threshold' });
    await user.type(within(dialog).getByLabelText('Value'), '8000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(api.sent('addThreshold', { project_key: 'demo' })).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Flood stage');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(section).findByRole('checkbox', { name: 'Flood stage' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Threshold' })).not.toBeInTheDocument();
    expect(api.sent('addThreshold', { project_key: 'demo' }).map((request) => request.body)).toEqual([
      { data: expect.objectContaining({ location: LOCATION, name: 'Flood stage', value: 8000 }) },
    ]);
  });

  it("Delete asks 'Are you sure?' then the password; a refusal says why and keeps the threshold", async () => {
    const threshold = aListedThreshold(LOCATION, {
      id: 'flood',
      name: 'Flood stage',
      value: 8000,
      addedBy: 'user-tess',
    });
    const api = projectApi(project, series, [threshold]).on(
      'deleteThresholdWithPasswordAside',
      { id: 'flood' },
      answer(403, { success: false, message: 'Unable to delete threshold', reason: 'Wrong password' }),
    );
    const { user } = renderApp('/project/demo', { api, session: aSignedInSession() });
    const section = await thresholdsSection();
    await user.click(await within(section).findByRole('button', { name: 'About Flood stage' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete Threshold' });
    expect(within(dialog).getByText('Are you sure?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/password/i), 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByText('Wrong password')).toBeVisible();
    expect(within(dialog).getByText('Unable to delete threshold')).toBeVisible();
    expect(api.sent('deleteThresholdWithPasswordAside', { id: 'flood' }).map((request) => request.body)).toEqual([
      { password: 'not-my-password' },
    ]);
    expect(within(section).getByRole('checkbox', { name: 'Flood stage' })).toBeInTheDocument();
  });
});

describe("a threshold's details", () => {
  const theirs = aListedThreshold(LOCATION, { id: 'flood', name: 'Flood stage', addedBy: 'user-ann' });
  const mine = aListedThreshold(LOCATION, { id: 'low', name: 'Low flow', value: 1200, addedBy: 'user-tess' });

  /** Tess signed in, with `role` in the project, once the role was asked for; gives the Edit and Delete of a threshold's details. */
  async function openAs(role: 1 | 2) {
    const api = projectApi(project, series, [theirs, mine]).on(
      'memberRole',
      { project_key: 'demo', user_id: 'user-tess' },
      {
        success: true,
        role,
      },
    );
    const { user } = renderApp('/project/demo', { api, session: aSignedInSession() });
    const section = await thresholdsSection();
    await waitFor(() => expect(api.sent('memberRole', { project_key: 'demo', user_id: 'user-tess' })).toHaveLength(1));
    /** The Edit and Delete buttons in the details of the threshold named `name`, which are then closed. */
    const actionsOf = async (name: string): Promise<string[]> => {
      await user.click(await within(section).findByRole('button', { name: `About ${name}` }));
      const dialog = await screen.findByRole('dialog', { name });
      const actions = within(dialog)
        .queryAllByRole('button', { name: /^(Edit|Delete)$/ })
        .map((button) => button.textContent ?? '');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      return actions;
    };
    return actionsOf;
  }

  it('offers Edit and Delete to the user who added the threshold, and to no other member', async () => {
    const actionsOf = await openAs(2);
    expect(await actionsOf('Flood stage')).toEqual([]);
    expect(await actionsOf('Low flow')).toEqual(['Delete', 'Edit']);
  });

  it('offers Edit and Delete to an admin, whoever added the threshold', async () => {
    const actionsOf = await openAs(1);
    // The shell shows Admin once the role is in.
    expect(await screen.findByRole('link', { name: 'Admin' })).toBeVisible();
    expect(await actionsOf('Flood stage')).toEqual(['Delete', 'Edit']);
  });
});
