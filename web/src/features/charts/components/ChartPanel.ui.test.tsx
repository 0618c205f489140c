import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProjectAnswer, aProjectData, anAlternative, aSeries } from '../../../testing/builders.ts';
import { projectApi } from '../../../testing/fake-api.ts';
import { renderApp, type Rendered } from '../../../testing/render-with-providers.tsx';

const LOCATION = 'Pine River';
const project = aProjectAnswer({
  project_key: 'demo',
  data: aProjectData({
    title: 'Demo',
    alternatives: [
      anAlternative('Baseline', { dataSource: 'baseline.csv', color: '#1f77b4' }),
      anAlternative('Steady Flow', { dataSource: 'steady.csv', color: '#2ca02c' }),
    ],
  }),
});
// Day d of year y: Baseline 1000 + 100 (y - 2000) + d; Steady Flow a flat 5000 + d. Lake Alder's level is 2230 ft.
const series = {
  Baseline: [
    aSeries(LOCATION, { minYear: 2000, maxYear: 2004 }),
    aSeries('Lake Alder', { measure: 'ft', value: () => 2230 }),
  ],
  'Steady Flow': [aSeries(LOCATION, { minYear: 2000, maxYear: 2004, value: (_year, day) => 5000 + day })],
};

/** Opens the project's Charts page and the Multiple Alternatives panel's data table. */
async function openMultipleAlternatives(): Promise<{ rendered: Rendered; panel: HTMLElement }> {
  const rendered = renderApp('/project/demo', { api: projectApi(project, series) });
  const panel = await screen.findByRole('region', { name: 'Multiple Alternatives chart' });
  await rendered.user.click(within(panel).getByText('Data table'));
  return { rendered, panel };
}

/** The data table's header and the cells of one row, by its first cell. */
async function tableRow(panel: HTMLElement, day: string): Promise<{ header: string[]; cells: string[] }> {
  const table = await within(panel).findByRole('table');
  const header = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
  const row = within(table).getByRole('rowheader', { name: day }).closest('tr');
  return { header, cells: [...(row?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent ?? '') };
}

describe('the Multiple Alternatives panel', () => {
  it("shows each alternative's median of the location, as the server's summaries give it", async () => {
    const { panel } = await openMultipleAlternatives();
    expect(within(panel).getByLabelText('Location')).toHaveDisplayValue(`${LOCATION} (cfs)`);
    expect(await tableRow(panel, 'Jan 1')).toEqual({
      header: ['Date', 'Baseline', 'Steady Flow'],
      cells: ['1201', '5001'],
    });
    expect((await tableRow(panel, 'Dec 31')).cells).toEqual(['1565', '5365']);
  });

  it('another data type and the alternatives multi-select change what it shows', async () => {
    const { rendered, panel } = await openMultipleAlternatives();
    const { user } = rendered;
    await user.selectOptions(within(panel).getByLabelText('Data Type'), 'Maximum');
    await expect.poll(async () => (await tableRow(panel, 'Jan 1')).cells).toEqual(['1401', '5001']);

    const shown = within(panel).getByRole('list', { name: 'Alternatives shown' });
    await user.click(within(shown).getByRole('button', { name: 'Steady Flow' }));
    expect(within(shown).getByRole('button', { name: 'Steady Flow' })).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await tableRow(panel, 'Jan 1')).header).toEqual(['Date', 'Baseline']);

    await user.click(
      within(within(panel).getByRole('region', { name: 'Alternatives' })).getByRole('button', { name: 'Hide all' }),
    );
    // The chart and its data table both say so.
    expect(await within(panel).findAllByText('No data to display.')).toHaveLength(2);
  });

  it('the location picker lists each location with its measure; another location shows its own data', async () => {
    const { rendered, panel } = await openMultipleAlternatives();
    const picker = within(panel).getByLabelText('Location');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([`${LOCATION} (cfs)`, 'Lake Alder (ft)']);
    await rendered.user.selectOptions(picker, 'Lake Alder (ft)');
    // Only Baseline has data at the lake.
    await expect
      .poll(async () => await tableRow(panel, 'Jan 1'))
      .toEqual({ header: ['Date', 'Baseline'], cells: ['2230'] });
  });

  it('the date range dialog narrows what it shows to the picked days; Whole year restores them', async () => {
    const { rendered, panel } = await openMultipleAlternatives();
    const { user } = rendered;
    await user.click(within(panel).getByLabelText('Dates'));
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByRole('button', { name: 'Mar 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Jun 30' }));
    expect(within(dialog).getByText(/Picked: Mar 1 – Jun 30/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(within(panel).getByLabelText('Dates')).toHaveTextContent('Mar 1 – Jun 30');
    const rows = async () =>
      within(await within(panel).findByRole('table'))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await expect.poll(async () => (await rows()).length).toBe(122);
    expect((await rows())[0]).toBe('Mar 1');
    expect((await tableRow(panel, 'Mar 1')).cells).toEqual(['1260', '5060']);

    await user.click(within(panel).getByLabelText('Dates'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Date range' })).getByRole('button', { name: 'Whole year' }),
    );
    await expect.poll(async () => (await rows()).length).toBe(365);
  });
});
