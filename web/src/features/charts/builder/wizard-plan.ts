// The chart builder's steps (docs/product-guide.md#chart-builder): 0 chart type, 1 location(s), 2 alternative(s) or base and
// compared scenarios, 3 dates and data type, 4 year. What each step asks depends on the chart type.
import { dimensionSchema, PICK_YEAR, type ChartChanges, type DimensionSettings } from '../state/chart-state.ts';

export type WizardStep = 0 | 1 | 2 | 3 | 4;

/** What the wizard asks for a chart type. */
export interface WizardPlan {
  /** Step 1: one location, several, or the X, Y and Z locations. */
  locations: 'one' | 'several' | 'xyz';
  /** Step 2: one alternative, several, or a base and a compared scenario. */
  alternatives: 'one' | 'several' | 'base-compared';
  /** Step 3 asks for the days shown; false for a chart that draws the whole record. */
  dates: boolean;
  /** Step 3 also asks for the data type (a statistic or Pick Year). */
  lookup: boolean;
  /** Step 3 also asks for the difference method. */
  diffMethod: boolean;
  /**
   * Step 4: 'pick' asks for the year; 'when-pick-year' only when the data type is Pick Year;
   * 'none' has nothing to ask; null: the wizard finishes at step 3.
   */
  year: 'pick' | 'when-pick-year' | 'none' | null;
}

const CALENDAR = { dates: true, diffMethod: false } as const;
const CONTINUOUS: WizardPlan = {
  locations: 'one',
  alternatives: 'several',
  dates: false,
  lookup: false,
  diffMethod: false,
  year: 'none',
};

/** The plans of the chart types the wizard knows; any other registered type gets FALLBACK_PLAN. */
const PLANS: Readonly<Record<string, WizardPlan>> = {
  'single-alternative': { ...CALENDAR, locations: 'one', alternatives: 'one', lookup: false, year: null },
  'period-of-record': {
    locations: 'one',
    alternatives: 'base-compared',
    dates: true,
    lookup: false,
    diffMethod: true,
    year: null,
  },
  'multiple-alternatives': {
    ...CALENDAR,
    locations: 'one',
    alternatives: 'several',
    lookup: true,
    year: 'when-pick-year',
  },
  'multiple-locations': {
    ...CALENDAR,
    locations: 'several',
    alternatives: 'one',
    lookup: true,
    year: 'when-pick-year',
  },
  'multiple-dimension': { ...CALENDAR, locations: 'xyz', alternatives: 'one', lookup: false, year: 'pick' },
  // The product names the type 'continuous-time-series' (domain chartTypes); 'continuous' is taken too.
  'continuous-time-series': CONTINUOUS,
  continuous: CONTINUOUS,
};

export const FALLBACK_PLAN: WizardPlan = {
  ...CALENDAR,
  locations: 'one',
  alternatives: 'one',
  lookup: false,
  year: 'pick',
};

export function wizardPlan(chartType: string): WizardPlan {
  return PLANS[chartType] ?? FALLBACK_PLAN;
}

/** The step that creates the chart: 3 for Single Alternative and Period of Record, 4 for the others. */
export function lastStep(plan: WizardPlan): 3 | 4 {
  return plan.year === null ? 3 : 4;
}

/** The step after `step`, or null on the last one (which creates the chart). */
export function nextStep(step: WizardStep, plan: WizardPlan): WizardStep | null {
  return step < lastStep(plan) ? ((step + 1) as WizardStep) : null;
}

/** The step before `step`, or null on the first one. */
export function previousStep(step: WizardStep): WizardStep | null {
  return step > 0 ? ((step - 1) as WizardStep) : null;
}

/** The title of each step the plan has, step 0 first. */
export function stepTitles(plan: WizardPlan): string[] {
  const titles = [
    'Chart type',
    { one: 'Location', several: 'Locations', xyz: 'X, Y and Z locations' }[plan.locations],
    { one: 'Alternative', several: 'Alternatives', 'base-compared': 'Base and compared scenarios' }[plan.alternatives],
    plan.lookup ? 'Dates and data type' : plan.diffMethod ? 'Dates and difference' : 'Dates',
    'Year',
  ];
  return titles.slice(0, lastStep(plan) + 1);
}

/** The chart's Multiple Dimension settings, complete. */
export function dimensionOf(fields: ChartChanges): DimensionSettings {
  return dimensionSchema.parse(fields.dimension ?? {});
}

/** The type's defaults with the user's choices over them; choices inside `dimension` replace settings one by one. */
export function withChoices(defaults: ChartChanges, choices: ChartChanges): ChartChanges {
  const merged: ChartChanges = { ...defaults, ...choices };
  if (defaults.dimension || choices.dimension) merged.dimension = { ...defaults.dimension, ...choices.dimension };
  return merged;
}

/** Whether a step has what the chart needs, so Next (or Create) may be pressed. */
export function stepComplete(step: WizardStep, plan: WizardPlan, fields: ChartChanges): boolean {
  switch (step) {
    case 0:
      return true;
    case 1:
      if (plan.locations === 'several') return (fields.selectedLocations ?? []).length > 0;
      if (plan.locations === 'xyz') {
        const dimension = dimensionOf(fields);
        return [dimension.x, dimension.y, dimension.z].every((axis) => axis.location !== '');
      }
      return Boolean(fields.location);
    case 2:
      if (plan.alternatives === 'several') return (fields.selectedAlts ?? []).length > 0;
      if (plan.alternatives === 'base-compared') return Boolean(fields.altA) && Boolean(fields.altB);
      return Boolean(fields.selectedAlt);
    case 3:
    case 4:
      return true;
  }
}

/** Whether step 4 asks for a year with these choices. */
export function asksYear(plan: WizardPlan, fields: ChartChanges): boolean {
  return plan.year === 'pick' || (plan.year === 'when-pick-year' && fields.lookupKey === PICK_YEAR);
}

/** The (alternative, location) series whose years the year step offers, and whether a year needs data in all of them. */
export function yearSources(
  plan: WizardPlan,
  fields: ChartChanges,
): { series: { alternative: string; location: string }[]; every: boolean } {
  const alternatives = plan.alternatives === 'several' ? (fields.selectedAlts ?? []) : [fields.selectedAlt ?? ''];
  const dimension = dimensionOf(fields);
  const locations =
    plan.locations === 'several'
      ? (fields.selectedLocations ?? [])
      : plan.locations === 'xyz'
        ? [dimension.x.location, dimension.y.location, dimension.z.location]
        : [fields.location ?? ''];
  return {
    series: alternatives
      .flatMap((alternative) => locations.map((location) => ({ alternative, location })))
      .filter((one) => one.alternative && one.location),
    every: plan.locations === 'xyz',
  };
}

/** The years to offer: those of any series, or of every series when `every`; ascending. */
export function offeredYears(lists: readonly (readonly number[])[], every: boolean): number[] {
  const [first = [], ...rest] = lists;
  const years = every ? first.filter((year) => rest.every((list) => list.includes(year))) : [...new Set(lists.flat())];
  return [...years].sort((a, b) => a - b);
}

/** The fields the wizard sets on the new chart, for the steps the plan has; the type's defaults give the rest. */
export function wizardFields(plan: WizardPlan, fields: ChartChanges): ChartChanges {
  const result: ChartChanges = {};
  if (plan.locations === 'one') result.location = fields.location ?? '';
  if (plan.locations === 'several') result.selectedLocations = fields.selectedLocations ?? [];
  if (plan.locations === 'xyz') result.dimension = dimensionOf(fields);
  if (plan.alternatives === 'one') result.selectedAlt = fields.selectedAlt ?? '';
  if (plan.alternatives === 'several') result.selectedAlts = fields.selectedAlts ?? [];
  if (plan.alternatives === 'base-compared')
    Object.assign(result, { altA: fields.altA ?? '', altB: fields.altB ?? '' });
  if (plan.dates && fields.startDay !== undefined && fields.endDay !== undefined)
    Object.assign(result, { startDay: fields.startDay, endDay: fields.endDay });
  if (plan.lookup && fields.lookupKey !== undefined) result.lookupKey = fields.lookupKey;
  if (plan.diffMethod && fields.diffMethod !== undefined) result.diffMethod = fields.diffMethod;
  if (asksYear(plan, fields) && fields.pickYear !== undefined && fields.pickYear !== null)
    result.pickYear = fields.pickYear;
  return result;
}
