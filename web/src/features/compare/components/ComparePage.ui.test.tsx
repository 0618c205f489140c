import { screen, within } from '@testing-library/react';
import {
  computePerformanceMeasure,
  measureHeadline,
  type DailySeries,
  type PerformanceMeasureData,
} from '@waterline/domain/analysis/index';
import { afterEach, describe, expect, it } from 'vitest';
import { aProjectAnswer, aProjectData, anAlternative, aSeries } from '../../../testing/builders.ts';
import { projectApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-with-providers.tsx';

const LOCATION = 'Pine River';
const project = aProjectAnswer({
  project_key: 'cmp',
  data: aProjectData({
    title: 'Compare Demo',
    alternatives: [
      anAlternative('Baseline', { dataSource: 'cmp-baseline.csv' }),
      anAlternative('Steady Flow', { dataSource: 'cmp-steady.csv' }),
      anAlternative('Hidden', { dataSource: 'cmp-hidden.csv', hidden: true }),
    ],
  }),
});
const series: Record<string, DailySeries[]> = {
  Baseline: [aSeries(LOCATION)],
  'Steady Flow': [aSeries(LOCATION, { value: () => 1500 })],
};
const overLimit: PerformanceMeasureData = {
  name: 'Days over 1300',
  location: LOCATION,
  pmType: 'Frequency of Event',
  direction: 'greater than',
  value: 1300,
  daysInRow: 1,
};
const score: PerformanceMeasureData = {
  name: 'High flow score',
  location: LOCATION,
  pmType: 'Weighted Score - Rules',
  ranges: [{ type: 'greater', lowerRange: 1400, score: 1 }],
};
const temporary: PerformanceMeasureData = { ...overLimit, name: 'Kept here', value: 1100, temporary: true };

function expected(data: PerformanceMeasureData, alternative: string, frequency: 'events' | 'years' = 'events') {
  const outcome = computePerformanceMeasure(data, series[alternative]?.[0] as DailySeries);
  if (!outcome.ok) throw new Error(outcome.problems.join(' '));
  return measureHeadline(outcome.result, frequency);
}

function open(query = '') {
  localStorage.setItem('performance-measures:cmp', JSON.stringify([{ id: 'local-1', data: temporary }]));
  const api = projectApi(project, series).on(
    'listPerformanceMeasures',
    { project_key: 'cmp' },
    {
      success: true,
      pms: [
        { id: 'pm-1', data: overLimit },
        { id: 'pm-2', data: score },
      ],
    },
  );
  return renderApp(`/project/cmp/compare${query}`, { api });
}

const matrix = () => screen.findByRole('table', { name: 'Comparison of the alternatives' });
const rowOf = async (name: string) => within(await matrix()).getByRole('row', { name: new RegExp(name) });
const cells = async (name: string) => within(await rowOf(name)).getAllByRole('cell');

/** Waits until every cell of the matrix has its figure. */
async function computed() {
  const table = await matrix();
  await expect.poll(() => within(table).queryAllByRole('status').length, { timeout: 10_000 }).toBe(0);
  return table;
}

afterEach(() => localStorage.clear());

describe('the comparison page', () => {
  it("shows each measure's headline figure per visible alternative, marks best and worst, and links the results", async () => {
    open();
    const table = await computed();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Measure ▲', 'Baseline', 'Steady Flow', 'By year']);
    const [baseline, steady, spark] = await cells('Days over 1300');
    expect(baseline).toHaveTextContent(`${String(expected(overLimit, 'Baseline'))}Best`);
    expect(steady).toHaveTextContent(`${String(expected(overLimit, 'Steady Flow'))}Worst`);
    expect(within(spark as HTMLElement).getByRole('img', { name: 'Days over 1300 by year' })).toBeInTheDocument();
    const [scoreBaseline, scoreSteady] = await cells('High flow score');
    expect(scoreBaseline).toHaveTextContent(`${String(expected(score, 'Baseline'))}Worst`);
    expect(scoreSteady).toHaveTextContent(`${String(expected(score, 'Steady Flow'))}Best`);
    expect(within(await rowOf('Days over 1300')).getByRole('link', { name: 'Days over 1300' })).toHaveAttribute(
      'href',
      '/project/cmp/performance-measures/view/pm-1',
    );
    expect(within(await rowOf('Kept here')).getByText('Temporary')).toBeVisible();
  });

  it('shows differences from the chosen baseline and sorts by a column', async () => {
    const { user } = open();
    await computed();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Baseline' }), 'Baseline');
    const [, steady] = await cells('Days over 1300');
    const difference = (expected(overLimit, 'Steady Flow') ?? 0) - (expected(overLimit, 'Baseline') ?? 0);
    expect(steady).toHaveTextContent(`+${String(Math.round(difference * 100) / 100)}`);

    await user.click(screen.getByRole('button', { name: /^Steady Flow/ }));
    const names = () =>
      within(screen.getByRole('table'))
        .getAllByRole('rowheader')
        .map((header) => within(header).getAllByRole('link')[0]?.textContent);
    expect(names()).toEqual(['High flow score', 'Days over 1300', 'Kept here']);
    await user.click(screen.getByRole('button', { name: /^Steady Flow/ }));
    expect(names()).toEqual(['Days over 1300', 'Kept here', 'High flow score']);
  });

  it('shows only the measures and alternatives left chosen', async () => {
    const { user } = open();
    const table = await computed();
    await user.click(screen.getByRole('checkbox', { name: 'High flow score' }));
    await user.click(screen.getByRole('checkbox', { name: 'Steady Flow' }));
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => within(header).getAllByRole('link')[0]?.textContent),
    ).toEqual(['Days over 1300', 'Kept here']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Measure ▲', 'Baseline', 'By year']);
  });

  it('takes the measures, alternatives, baseline and figure from its address', async () => {
    open('?measure=pm-1&alternative=Steady%20Flow&frequency=years');
    const table = await computed();
    expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Measure ▲', 'Steady Flow', 'By year']);
    const [steady] = await cells('Days over 1300');
    expect(steady).toHaveTextContent(`${String(expected(overLimit, 'Steady Flow', 'years'))}%`);
    expect(screen.getByLabelText('High flow score')).not.toBeChecked();
    expect(screen.getByLabelText('Days over 1300')).toBeChecked();
  });
});
