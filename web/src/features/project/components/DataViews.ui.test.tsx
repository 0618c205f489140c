import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectData } from '../../../lib/api-types.ts';
import { aManifest, aProjectAnswer, aProjectData, anAlternative, aSeries } from '../../../testing/builders.ts';
import { answer, projectApi, type FakeApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-with-providers.tsx';

// The page's series store lives for the whole file: each case reads other data files.
function openCharts(prefix: string, change: (api: FakeApi) => void = () => undefined): FakeApi {
  const names = [`${prefix} Baseline`, `${prefix} Steady Flow`, `${prefix} Retired`];
  const data: ProjectData = aProjectData({
    alternatives: names.map((name, index) =>
      anAlternative(name, { dataSource: `${name.toLowerCase().replace(/ /g, '-')}.csv`, hidden: index === 2 }),
    ),
  });
  const api = projectApi(
    aProjectAnswer({ project_key: 'demo', data }),
    Object.fromEntries(names.map((name) => [name, [aSeries('Pine River')]])),
  );
  change(api);
  renderApp('/project/demo', { api });
  return api;
}

/** The alternatives' own manifests asked for, each once (the charts ask a failed one again when they open). */
const ownManifestsAsked = (api: FakeApi) => [
  ...new Set(api.requests.filter((request) => request.path.endsWith('/manifest')).map((request) => request.path)),
];

describe('the data views', () => {
  it("load the visible alternatives' manifests in one request", async () => {
    const api = openCharts('Listed');
    expect(await screen.findByRole('region', { name: 'Multiple Alternatives chart' })).toBeInTheDocument();
    expect(api.sent('projectManifests', { project_key: 'demo' })).toHaveLength(1);
    expect(ownManifestsAsked(api)).toEqual([]);
  });

  it("ask an alternative's own manifest when the list names it with other settings or without one", async () => {
    const api = openCharts('Changed', (fake) =>
      fake.on(
        'projectManifests',
        { project_key: 'demo' },
        {
          success: true,
          alternatives: [
            {
              key: 'Changed Baseline',
              dataSource: 'changed-baseline.csv',
              settings: { autofill: 'true' },
              manifest: aManifest('demo', 'changed-baseline.csv', []),
            },
            {
              key: 'Changed Steady Flow',
              dataSource: 'changed-steady-flow.csv',
              settings: {},
              failure: { status: 500, message: 'Busy' },
            },
          ],
        },
      ),
    );
    expect(await screen.findByRole('region', { name: 'Multiple Alternatives chart' })).toBeInTheDocument();
    expect(ownManifestsAsked(api).sort()).toEqual([
      '/api/project/demo/data/changed-baseline.csv/manifest',
      '/api/project/demo/data/changed-steady-flow.csv/manifest',
    ]);
  });

  it("ask each alternative's own manifest when the list cannot be had, and show each one's failure", async () => {
    const api = openCharts('Unlisted', (fake) =>
      fake
        .on('projectManifests', { project_key: 'demo' }, answer(503, { success: false, message: 'Unavailable' }))
        .on(
          'dataManifest',
          { project_key: 'demo', filename: 'unlisted-steady-flow.csv' },
          answer(422, { success: false, message: 'Row 3: not a date' }),
        ),
    );
    expect(
      await screen.findByText('Unable to process data, check date format / file structure for errors'),
    ).toBeInTheDocument();
    expect(ownManifestsAsked(api).sort()).toEqual([
      '/api/project/demo/data/unlisted-baseline.csv/manifest',
      '/api/project/demo/data/unlisted-steady-flow.csv/manifest',
    ]);
  });
});
