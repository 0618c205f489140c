import { julianDay } from '@waterline/domain/calendar/index';
import { describe, expect, it } from 'vitest';
import { anAlternative, aProject, aProjectData } from '../../../testing/builders.ts';
import type { DefaultChart } from '../../../lib/api-types.ts';
import { createChartRegistry, type ChartContext } from '../registry/chart-registry.ts';
import { createChart, projectDefaultChart } from './initial-charts.ts';

const registry = createChartRegistry({
  chartTypes: [
    {
      id: 'multiple-alternatives',
      label: 'Multiple Alternatives',
      defaultState: ({ locations, alternatives }) => ({
        location: locations[0]?.key ?? '',
        selectedAlts: alternatives.map((a) => a.key),
      }),
      View: () => null,
    },
    {
      id: 'single-alternative',
      label: 'Single Alternative',
      defaultState: ({ locations, alternatives }) => ({
        location: locations[0]?.key ?? '',
        selectedAlt: alternatives[0]?.key ?? '',
      }),
      View: () => null,
    },
  ],
});

function contextOf(data: Parameters<typeof aProjectData>[0]): ChartContext {
  const project = aProject({
    data: aProjectData({ alternatives: [anAlternative('Base'), anAlternative('Plan')], ...data }),
  });
  const shown = project.data.alternatives.filter((alternative) => !alternative.hidden);
  return {
    projectKey: project.project_key,
    project,
    startCalDay: julianDay(1),
    alternatives: shown,
    locations: [
      { key: 'Dam', measure: 'cfs' },
      { key: 'Lake', measure: 'ft' },
    ],
    locationGroups: [],
    sources: { alternatives: shown, locations: [], urlOf: () => null, loading: false },
    signedIn: false,
  };
}

const aDefaultChart: DefaultChart = {
  chartType: 'multiple-alternatives',
  location: '',
  selectedAlts: [],
  selectedAlt: '',
  lookupKey: 'median',
  pickYear: null,
};

describe('the chart a project opens with', () => {
  it("is the admin's default chart when enabled, blank fields taking the type's defaults", () => {
    const context = contextOf({
      enableDefaultChart: true,
      defaultChart: {
        chartType: 'single-alternative',
        location: '',
        selectedAlts: [],
        selectedAlt: 'Plan',
        lookupKey: 'median',
        pickYear: 1975,
      },
    });
    expect(projectDefaultChart(registry, context, '7')).toMatchObject({
      id: '7',
      chartType: 'single-alternative',
      location: 'Dam',
      selectedAlt: 'Plan',
      pickYear: 1975,
      pickYears: [1975],
    });
  });

  it('is a Multiple Alternatives chart of every alternative when the default chart is off', () => {
    const context = contextOf({
      enableDefaultChart: false,
      defaultChart: {
        chartType: 'single-alternative',
        location: 'Lake',
        selectedAlts: [],
        selectedAlt: 'Plan',
        lookupKey: 'median',
        pickYear: null,
      },
    });
    expect(projectDefaultChart(registry, context, '7')).toMatchObject({
      chartType: 'multiple-alternatives',
      location: 'Dam',
      selectedAlts: ['Base', 'Plan'],
    });
  });

  it('leaves out the alternatives hidden since it was saved, taking the first or every shown one instead', () => {
    const withPlanHidden = (chart: Partial<DefaultChart>) =>
      contextOf({
        alternatives: [anAlternative('Base'), anAlternative('Plan', { hidden: true }), anAlternative('Dry')],
        enableDefaultChart: true,
        defaultChart: { ...aDefaultChart, ...chart },
      });
    const chartOf = (chart: Partial<DefaultChart>) => projectDefaultChart(registry, withPlanHidden(chart), '7');
    expect(chartOf({ chartType: 'single-alternative', selectedAlt: 'Plan' })).toMatchObject({ selectedAlt: 'Base' });
    expect(chartOf({ selectedAlts: ['Plan', 'Dry'] })).toMatchObject({ selectedAlts: ['Dry'] });
    expect(chartOf({ selectedAlts: ['Plan'] })).toMatchObject({ selectedAlts: ['Base', 'Dry'] });
  });

  it('creates a chart of a type the registry does not know with the plain defaults', () => {
    expect(createChart(registry, contextOf({}), '9', 'period-of-record')).toMatchObject({
      id: '9',
      chartType: 'period-of-record',
      location: '',
      selectedAlts: [],
    });
  });
});

describe('the chart registry', () => {
  it('refuses two chart types or extensions with one id', () => {
    const definition = { id: 'x', label: 'X', defaultState: () => ({}), View: () => null };
    expect(() => createChartRegistry({ chartTypes: [definition, definition] })).toThrow(
      "Chart type 'x' is registered twice",
    );
    expect(() => createChartRegistry({ chartTypes: [], extensions: [{ id: 't' }, { id: 't' }] })).toThrow(
      "Chart extension 't' is registered twice",
    );
    expect(createChartRegistry({ chartTypes: [definition] }).chartType('x')).toBe(definition);
    expect(createChartRegistry({ chartTypes: [definition] }).chartBuilder).toBeNull();
  });

  it('gives no saved thresholds while no feature provides them', () => {
    const { savedThresholds } = createChartRegistry({ chartTypes: [] });
    expect(savedThresholds.useSavedThresholds('FTPK')).toEqual({ thresholds: [], loading: false });
  });
});
