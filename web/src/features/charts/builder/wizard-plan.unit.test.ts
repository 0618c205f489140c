import { describe, expect, it } from 'vitest';
import { newChartState, PICK_YEAR } from '../state/chart-state.ts';
import {
  asksYear,
  FALLBACK_PLAN,
  lastStep,
  nextStep,
  offeredYears,
  previousStep,
  stepComplete,
  stepTitles,
  wizardFields,
  wizardPlan,
  withChoices,
  yearSources,
  type WizardStep,
} from './wizard-plan.ts';

/** Walks Next from step 0 until the step that creates the chart. */
function stepsTo(chartType: string): WizardStep[] {
  const plan = wizardPlan(chartType);
  const steps: WizardStep[] = [0];
  let next = nextStep(0, plan);
  while (next !== null) {
    steps.push(next);
    next = nextStep(next, plan);
  }
  return steps;
}

describe('the chart builder steps', () => {
  it('finishes at step 3 for Single Alternative and Period of Record, at step 4 for the others', () => {
    expect(stepsTo('single-alternative')).toEqual([0, 1, 2, 3]);
    expect(stepsTo('period-of-record')).toEqual([0, 1, 2, 3]);
    for (const chartType of [
      'multiple-alternatives',
      'multiple-locations',
      'continuous-time-series',
      'continuous',
      'multiple-dimension',
      'a-future-type',
    ]) {
      expect(stepsTo(chartType)).toEqual([0, 1, 2, 3, 4]);
      expect(lastStep(wizardPlan(chartType))).toBe(4);
    }
  });

  it('goes back one step at a time down to step 0', () => {
    expect(previousStep(4)).toBe(3);
    expect(previousStep(1)).toBe(0);
    expect(previousStep(0)).toBeNull();
  });

  it('names the steps after what the chart type asks', () => {
    expect(stepTitles(wizardPlan('single-alternative'))).toEqual(['Chart type', 'Location', 'Alternative', 'Dates']);
    expect(stepTitles(wizardPlan('period-of-record'))).toEqual([
      'Chart type',
      'Location',
      'Base and compared scenarios',
      'Dates and difference',
    ]);
    expect(stepTitles(wizardPlan('multiple-alternatives'))).toEqual([
      'Chart type',
      'Location',
      'Alternatives',
      'Dates and data type',
      'Year',
    ]);
    expect(stepTitles(wizardPlan('multiple-locations'))).toEqual([
      'Chart type',
      'Locations',
      'Alternative',
      'Dates and data type',
      'Year',
    ]);
    expect(stepTitles(wizardPlan('multiple-dimension'))).toEqual([
      'Chart type',
      'X, Y and Z locations',
      'Alternative',
      'Dates',
      'Year',
    ]);
    expect(wizardPlan('something-new')).toBe(FALLBACK_PLAN);
  });

  it('lets Next go on only when the step has what the chart needs', () => {
    const multiple = wizardPlan('multiple-alternatives');
    expect(stepComplete(1, multiple, {})).toBe(false);
    expect(stepComplete(1, multiple, { location: 'Dam' })).toBe(true);
    expect(stepComplete(2, multiple, { selectedAlts: [] })).toBe(false);
    expect(stepComplete(2, multiple, { selectedAlts: ['A'] })).toBe(true);
    expect(stepComplete(1, wizardPlan('multiple-locations'), { selectedLocations: [] })).toBe(false);
    expect(stepComplete(2, wizardPlan('period-of-record'), { altA: 'A' })).toBe(false);
    expect(stepComplete(2, wizardPlan('period-of-record'), { altA: 'A', altB: 'B' })).toBe(true);
    const dimension = wizardPlan('multiple-dimension');
    expect(
      stepComplete(1, dimension, {
        dimension: { x: { location: 'A', min: 0, max: 100 }, y: { location: 'B', min: 0, max: 100 } },
      }),
    ).toBe(false);
    expect(
      stepComplete(1, dimension, {
        dimension: {
          x: { location: 'A', min: 0, max: 100 },
          y: { location: 'B', min: 0, max: 100 },
          z: { location: 'C', min: 0, max: 100 },
        },
      }),
    ).toBe(true);
  });

  it('keeps the choices over the type defaults, Multiple Dimension settings one by one', () => {
    const defaults = {
      location: 'First',
      selectedAlt: 'A',
      dimension: { proximity: 0.05, x: { location: 'First', min: 0, max: 100 } },
    };
    const merged = withChoices(defaults, {
      location: 'Second',
      dimension: { y: { location: 'Other', min: 0, max: 100 } },
    });
    expect(merged).toMatchObject({
      location: 'Second',
      selectedAlt: 'A',
      dimension: { proximity: 0.05, x: { location: 'First' }, y: { location: 'Other' } },
    });
  });

  it('asks the year of Multiple Alternatives only for Pick Year, and always for Multiple Dimension', () => {
    expect(asksYear(wizardPlan('multiple-alternatives'), { lookupKey: 'median' })).toBe(false);
    expect(asksYear(wizardPlan('multiple-alternatives'), { lookupKey: PICK_YEAR })).toBe(true);
    expect(asksYear(wizardPlan('multiple-dimension'), {})).toBe(true);
    expect(asksYear(wizardPlan('continuous-time-series'), {})).toBe(false);
  });

  it('offers the years of any chosen series, or of all three axes of Multiple Dimension', () => {
    expect(yearSources(wizardPlan('multiple-alternatives'), { location: 'Dam', selectedAlts: ['A', 'B'] })).toEqual({
      series: [
        { alternative: 'A', location: 'Dam' },
        { alternative: 'B', location: 'Dam' },
      ],
      every: false,
    });
    const dimension = yearSources(wizardPlan('multiple-dimension'), {
      selectedAlt: 'A',
      dimension: {
        x: { location: 'X', min: 0, max: 100 },
        y: { location: 'Y', min: 0, max: 100 },
        z: { location: 'Z', min: 0, max: 100 },
      },
    });
    expect(dimension.series.map((one) => one.location)).toEqual(['X', 'Y', 'Z']);
    expect(dimension.every).toBe(true);
    expect(
      offeredYears(
        [
          [2001, 2002],
          [2000, 2002],
        ],
        false,
      ),
    ).toEqual([2000, 2001, 2002]);
    expect(
      offeredYears(
        [
          [2001, 2002],
          [2000, 2002],
        ],
        true,
      ),
    ).toEqual([2002]);
  });

  it("creates the chart with the fields of the type's steps only", () => {
    const choices = {
      location: 'Dam',
      selectedAlt: 'A',
      selectedAlts: ['A', 'B'],
      startDay: 60,
      endDay: 181,
      lookupKey: PICK_YEAR,
      pickYear: 1975,
      altA: 'A',
      altB: 'B',
      diffMethod: 'relative' as const,
    };
    expect(wizardFields(wizardPlan('single-alternative'), choices)).toEqual({
      location: 'Dam',
      selectedAlt: 'A',
      startDay: 60,
      endDay: 181,
    });
    expect(wizardFields(wizardPlan('multiple-alternatives'), choices)).toEqual({
      location: 'Dam',
      selectedAlts: ['A', 'B'],
      startDay: 60,
      endDay: 181,
      lookupKey: PICK_YEAR,
      pickYear: 1975,
    });
    expect(wizardFields(wizardPlan('multiple-alternatives'), { ...choices, lookupKey: 'max' })).not.toHaveProperty(
      'pickYear',
    );
    expect(wizardFields(wizardPlan('period-of-record'), choices)).toEqual({
      location: 'Dam',
      altA: 'A',
      altB: 'B',
      startDay: 60,
      endDay: 181,
      diffMethod: 'relative',
    });
    expect(wizardFields(wizardPlan('continuous-time-series'), choices)).toEqual({
      location: 'Dam',
      selectedAlts: ['A', 'B'],
    });
    const dimension = wizardFields(wizardPlan('multiple-dimension'), {
      ...choices,
      dimension: { x: { location: 'X', min: 0, max: 100 } },
    });
    expect(dimension).toMatchObject({
      selectedAlt: 'A',
      pickYear: 1975,
      dimension: { x: { location: 'X' }, y: { location: '' }, proximity: 0.05 },
    });
    // What the wizard gives makes a valid chart.
    expect(newChartState('1', 'multiple-dimension', dimension).dimension.x.location).toBe('X');
  });
});
