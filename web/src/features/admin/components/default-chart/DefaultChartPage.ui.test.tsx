import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeApi } from '../../../../testing/fake-api.ts';
import { anAlternative, aProject, aProjectData } from '../../../../testing/builders.ts';
import { renderWithProviders } from '../../../../testing/render-with-providers.tsx';
import type { DefaultChart } from '../../types.ts';
import { DefaultChartPage } from './DefaultChartPage.tsx';

/** A project whose Alt 1 is hidden, with a default chart saved while Alt 1 was shown. */
function projectWithHiddenAlternative(defaultChart: DefaultChart) {
  return aProject({
    data: aProjectData({
      alternatives: [anAlternative('Base'), anAlternative('Alt 1', { hidden: true }), anAlternative('Alt 2')],
      enableDefaultChart: true,
      defaultChart,
    }),
  });
}

const savedChart: DefaultChart = {
  chartType: 'single-alternative',
  location: '',
  selectedAlts: ['Alt 1', 'Alt 2'],
  selectedAlt: 'Alt 1',
  lookupKey: 'median',
  pickYear: null,
};

function renderPage() {
  const project = projectWithHiddenAlternative(savedChart);
  const api = new FakeApi().on(
    'updateProject',
    { project_key: project.project_key, project_id: project.id },
    {
      success: true,
      message: 'Changes saved',
      version: 2,
      events: ['DefaultChartChanged'],
    },
  );
  return renderWithProviders(<DefaultChartPage project={project} />, { api });
}

describe('the default chart page', () => {
  it('offers only the shown alternatives, opening on the first when the saved one is hidden', async () => {
    const { user } = renderPage();
    const alternative = screen.getByRole('combobox', { name: 'Alternative' });
    expect(
      within(alternative)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Base', 'Alt 2']);
    expect(alternative).toHaveValue('Base');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Chart type' }), 'multiple-alternatives');
    const alternatives = screen.getByRole('group', { name: 'Alternatives' });
    expect(within(alternatives).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(alternatives).queryByRole('checkbox', { name: 'Alt 1' })).toBeNull();
    expect(within(alternatives).getByRole('checkbox', { name: 'Alt 2' })).toBeChecked();
    expect(within(alternatives).getByRole('checkbox', { name: 'Base' })).not.toBeChecked();
  });

  it('saves a chart naming no hidden alternative', async () => {
    const { user, api } = renderPage();
    const project = projectWithHiddenAlternative(savedChart);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const [sent] = await vi.waitFor(() => {
      const saves = api.sent('updateProject', { project_key: project.project_key, project_id: project.id });
      expect(saves).toHaveLength(1);
      return saves;
    });
    expect((sent?.body as { data: { defaultChart: DefaultChart } }).data.defaultChart).toMatchObject({
      chartType: 'single-alternative',
      selectedAlt: 'Base',
      selectedAlts: ['Alt 2'],
    });
  });
});
