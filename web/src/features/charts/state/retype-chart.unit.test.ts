import { describe, expect, it } from 'vitest';
import { createChartRegistry, type ChartContext } from '../registry/chart-registry.ts';
import { chartTypes } from '../registry/installed.ts';
import { changedChart, newChartState, type ChartState } from './chart-state.ts';
import { retypedChart } from './retype-chart.ts';

const chartRegistry = createChartRegistry({ chartTypes });

const context = {
  locations: [{ key: 'Dam' }, { key: 'Town' }, { key: 'Mouth' }],
  alternatives: [{ key: 'Base' }, { key: 'Alt1' }, { key: 'Alt2' }],
} as unknown as ChartContext;

/** The chart after the Chart Type picker turned it into `chartType`, with the installed types' defaults. */
function retype(chart: ChartState, chartType: string): ChartState {
  const defaults = (type: string) => chartRegistry.chartType(type)?.defaultState(context) ?? {};
  return changedChart(chart, retypedChart(chart, chartType, defaults(chart.chartType), defaults(chartType)));
}

describe('changing a chart type', () => {
  it('keeps the location, the alternatives as the new type takes them, the dates and the thresholds shown', () => {
    const several = newChartState('1', 'multiple-alternatives', {
      location: 'Town',
      selectedAlts: ['Alt1', 'Alt2'],
      startDay: 60,
      endDay: 120,
      fontSize: 16,
      thresholds: ['flood'],
      hiddenThresholds: ['drought'],
    });

    expect(retype(several, 'single-alternative')).toMatchObject({
      chartType: 'single-alternative',
      location: 'Town',
      selectedAlt: 'Alt1',
      startDay: 60,
      endDay: 120,
      fontSize: 16,
      thresholds: ['flood'],
      hiddenThresholds: ['drought'],
    });
    expect(retype(several, 'period-of-record')).toMatchObject({
      location: 'Town',
      altA: 'Alt1',
      altB: 'Alt2',
      startDay: 60,
    });
    expect(retype(several, 'multiple-locations')).toMatchObject({
      selectedLocations: ['Town'],
      selectedAlt: 'Alt1',
      lookupKey: several.lookupKey,
    });
    expect(retype(several, 'multiple-dimension').dimension.x.location).toBe('Town');
  });

  it('resets what no longer applies', () => {
    const single = newChartState('1', 'single-alternative', {
      location: 'Mouth',
      selectedAlt: 'Alt2',
      pickYears: [1999, 2001],
      hiddenTraces: ['median'],
      allYearsVisible: true,
    });

    const several = retype(single, 'multiple-alternatives');

    expect(several).toMatchObject({
      id: '1',
      location: 'Mouth',
      selectedAlts: ['Alt2'],
      pickYears: [],
      hiddenTraces: [],
      allYearsVisible: false,
      lookupKey: 'median',
    });
  });

  it('takes the new type’s own choices where the chart had none', () => {
    const locations = newChartState('1', 'multiple-locations', { selectedAlt: 'Alt1', lookupKey: 'max' });

    expect(retype(locations, 'single-alternative')).toMatchObject({ location: 'Dam', selectedAlt: 'Alt1' });
    expect(retype(locations, 'multiple-alternatives')).toMatchObject({
      location: 'Dam',
      selectedAlts: ['Alt1'],
      lookupKey: 'max',
    });
    expect(retype(newChartState('2', 'single-alternative'), 'continuous-time-series')).toMatchObject({
      location: 'Dam',
      selectedAlts: ['Base', 'Alt1', 'Alt2'],
    });
  });
});
