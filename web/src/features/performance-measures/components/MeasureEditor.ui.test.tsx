import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProjectAnswer, aProjectData, anAlternative, aSeries, aSignedInSession } from '../../../testing/builders.ts';
import { answer, projectApi } from '../../../testing/fake-api.ts';
import { renderApp, type Rendered } from '../../../testing/render-with-providers.tsx';

const LOCATION = 'Pine River';
const project = aProjectAnswer({
  project_key: 'demo',
  data: aProjectData({
    title: 'Demo',
    alternatives: [
      anAlternative('Baseline', { dataSource: 'baseline.csv' }),
      anAlternative('Steady Flow', { dataSource: 'steady.csv' }),
    ],
  }),
});
const series = {
  Baseline: [aSeries(LOCATION, { minYear: 1990, maxYear: 2000 })],
  'Steady Flow': [aSeries(LOCATION, { minYear: 1995, maxYear: 2004 })],
};
const EDITOR = '/project/demo/performance-measures/create';

/** Fills a Frequency of Event measure up to its value, once the editor is shown (role queries skip it behind the loading screen). */
async function fillFrequencyMeasure({ user }: Pick<Rendered, 'user'>, name: string) {
  await screen.findByRole('heading', { name: 'Performance Measure Editor' });
  await user.selectOptions(screen.getByLabelText('Type'), 'Frequency of Event');
  await user.type(screen.getByLabelText('Name'), name);
  await user.selectOptions(
    screen.getByLabelText('Location'),
    await screen.findByRole('option', { name: `${LOCATION} (cfs)` }),
  );
  await user.clear(screen.getByLabelText('Days in a row'));
  await user.type(screen.getByLabelText('Days in a row'), '5');
  await user.type(screen.getByLabelText('Value'), '1200');
}

describe('the performance measure editor', () => {
  it("offers the project's locations, bounds the years by their record and builds only a complete measure", async () => {
    const rendered = renderApp(EDITOR, { api: projectApi(project, series), session: aSignedInSession() });
    const { user } = rendered;
    expect(await screen.findByRole('button', { name: 'Build' })).toBeDisabled();

    await fillFrequencyMeasure(rendered, 'Five days over 1200');
    expect(screen.getByRole('button', { name: 'Build' })).toBeEnabled();

    // The record of the location over both alternatives is 1990-2004.
    await user.click(screen.getByLabelText('Select years'));
    expect(screen.getByLabelText('Start year')).toHaveValue(1990);
    expect(screen.getByLabelText('End year')).toHaveValue(2004);
    await user.clear(screen.getByLabelText('Start year'));
    await user.type(screen.getByLabelText('Start year'), '1980');
    expect(within(screen.getByRole('region', { name: 'Before building' })).getByText(/1990 to 2004/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Build' })).toBeDisabled();
  });

  it('saves with the password typed; a refused save shows why and keeps the measure in the browser', async () => {
    const api = projectApi(project, series).on(
      'savePerformanceMeasure',
      { project_key: 'demo' },
      answer(403, { success: false, message: 'Wrong password' }),
    );
    const rendered = renderApp(EDITOR, { api, session: aSignedInSession() });
    const { user } = rendered;
    await fillFrequencyMeasure(rendered, 'Five days over 1200');
    await user.click(screen.getByRole('button', { name: 'Build' }));

    const dialog = await screen.findByRole('dialog', { name: 'Save Performance Measure' });
    expect(within(dialog).getByRole('button', { name: 'Save PM' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/password/i), 'admin-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save PM' }));

    expect(
      await within(dialog).findByText('Wrong password. The measure is kept in this browser as a temporary measure.'),
    ).toBeVisible();
    const [sent] = api.sent('savePerformanceMeasure', { project_key: 'demo' });
    expect(sent?.body).toMatchObject({
      password: 'admin-password',
      data: {
        name: 'Five days over 1200',
        location: LOCATION,
        pmType: 'Frequency of Event',
        daysInRow: 5,
        value: 1200,
      },
    });
  });

  it('asks a visitor to sign in before saving to the project', async () => {
    const rendered = renderApp(EDITOR, { api: projectApi(project, series) });
    const { user } = rendered;
    await fillFrequencyMeasure(rendered, 'Visitor measure');
    await user.click(screen.getByRole('button', { name: 'Build' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Performance Measure' });
    expect(within(dialog).getByText('Sign in as a project admin to save to the project.')).toBeVisible();
    expect(within(dialog).getByLabelText(/password/i)).toBeDisabled();
  });
});
