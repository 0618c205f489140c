import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seriesSources } from '../../../data/series-sources.ts';
import { summariesAddress } from '../../../data/summaries-address.ts';
import type { ProjectData } from '../../../lib/api-types.ts';
import { aManifest, aProjectAnswer, aProjectData, anAlternative, aSeries } from '../../../testing/builders.ts';
import { projectApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-with-providers.tsx';
import { openingChartSummaries } from './opening-chart.ts';

// The page's series store lives for the whole file: each case reads other data files.
const series = (prefix: string) => ({
  [`${prefix} Baseline`]: [aSeries('Pine River'), aSeries('Lake Alder', { measure: 'ft' })],
  [`${prefix} Steady Flow`]: [aSeries('Pine River'), aSeries('Lake Alder', { measure: 'ft' })],
  [`${prefix} Dry Years`]: [aSeries('Lake Alder', { measure: 'ft' })],
});

function projectDataOf(prefix: string, fields: Partial<ProjectData> = {}): ProjectData {
  return aProjectData({
    alternatives: Object.keys(series(prefix)).map((name) =>
      anAlternative(name, { dataSource: `${name.toLowerCase().replace(/ /g, '-')}.csv` }),
    ),
    ...fields,
  });
}

/** The summaries address the early script asks for, from the project and its shown alternatives' manifests as the server gives them. */
function earlyAddress(data: ProjectData, prefix: string): string | null {
  const alternatives = data.alternatives.filter((alternative) => !alternative.hidden);
  const manifests = alternatives.map((alternative) =>
    aManifest('demo', alternative.dataSource, series(prefix)[alternative.text] ?? []),
  );
  const opening = openingChartSummaries(data, seriesSources(alternatives, manifests));
  return opening && summariesAddress(opening.urls, opening.startDay);
}

/** Opens the Charts page and answers the address of the first summaries its charts ask for. */
async function firstSummariesAsked(data: ProjectData, prefix: string): Promise<string> {
  const api = projectApi(aProjectAnswer({ project_key: 'demo', data }), series(prefix));
  renderApp('/project/demo', { api });
  await screen.findByRole('region', { name: 'Multiple Alternatives chart' });
  const asked = await vi.waitFor(() => {
    const request = api.requests.find((sent) => sent.path.endsWith('/summaries'));
    if (!request) throw new Error('No summaries asked yet');
    return request;
  });
  return `${asked.path}?${asked.query.toString()}`;
}

describe("the opening chart's summaries, which the page's early script asks for", () => {
  it('are those the default Multiple Alternatives chart asks for first', async () => {
    const data = projectDataOf('Fallback');
    const early = earlyAddress(data, 'Fallback');
    expect(early).toContain('startDay=1');
    expect(await firstSummariesAsked(data, 'Fallback')).toBe(early);
  });

  it("follow the admin's default chart: its location, its alternatives and the project's year", async () => {
    const data = projectDataOf('Admin', {
      startCalDay: 274,
      enableDefaultChart: true,
      defaultChart: {
        chartType: 'multiple-alternatives',
        location: 'Lake Alder',
        selectedAlts: ['Admin Dry Years', 'Admin Baseline'],
        selectedAlt: '',
        lookupKey: 'mean',
        pickYear: null,
      },
    });
    const early = earlyAddress(data, 'Admin');
    expect(early).toContain('startDay=274');
    expect(new URL(early ?? '', 'http://localhost').searchParams.getAll('series')).toHaveLength(2);
    expect(await firstSummariesAsked(data, 'Admin')).toBe(early);
  });

  it('leave out an alternative hidden since the default chart was saved, taking every shown one instead', async () => {
    const data = projectDataOf('Hidden', {
      enableDefaultChart: true,
      defaultChart: {
        chartType: 'multiple-alternatives',
        location: 'Lake Alder',
        selectedAlts: ['Hidden Dry Years'],
        selectedAlt: '',
        lookupKey: 'median',
        pickYear: null,
      },
    });
    data.alternatives = data.alternatives.map((alternative) =>
      alternative.text === 'Hidden Dry Years' ? { ...alternative, hidden: true } : alternative,
    );
    const early = earlyAddress(data, 'Hidden');
    expect(new URL(early ?? '', 'http://localhost').searchParams.getAll('series')).toHaveLength(2);
    expect(await firstSummariesAsked(data, 'Hidden')).toBe(early);
  });

  it('are not guessed for a default chart of another type', () => {
    const data = projectDataOf('Other', {
      enableDefaultChart: true,
      defaultChart: {
        chartType: 'period-of-record',
        location: '',
        selectedAlts: [],
        selectedAlt: '',
        lookupKey: '',
        pickYear: null,
      },
    });
    expect(earlyAddress(data, 'Other')).toBeNull();
  });
});
