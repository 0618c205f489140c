import { toNumber, type ThresholdData } from '@waterline/domain/analysis/index';
import { dayLabel, DAYS_IN_YEAR, isJulianDay, type JulianDay } from '@waterline/domain/calendar/index';
import {
  OPACITY,
  thresholdDataProblem,
  thresholdDataSchema,
  type StoredThresholdData,
} from '@waterline/domain/thresholds/threshold-data';
import { linePatternOf, type LinePattern } from '../../../components/charts/line-patterns.ts';
import { wholeYear } from '../../../components/charts/day-axis.ts';
import {
  breakpointsFromDaily,
  dailyFromBreakpoints,
  dailyFromEntries,
  entriesFromDaily,
  sortedBreakpoints,
  type DailyBounds,
  type StepBreakpoint,
} from './steps.ts';
import { DEFAULT_THRESHOLD_COLOR, thresholdColor } from '../../../components/charts/threshold-colors.ts';

/** The add/edit form of a threshold, as typed: numbers stay text until the form is checked. */
export interface ThresholdForm {
  name: string;
  color: string;
  pattern: LinePattern;
  /** Kept from the threshold being edited; the form does not show it. */
  visible: boolean;
  isRange: boolean;
  isWindow: boolean;
  isStepped: boolean;
  value: string;
  upperRange: string;
  lowerRange: string;
  fill: boolean;
  opacity: string;
  startWindow: JulianDay;
  endWindow: JulianDay;
  /** The steps (the upper ones of a stepped range), as breakpoints in the order of the chart's year. */
  steps: StepBreakpoint[];
  stepsLower: StepBreakpoint[];
}

/** The fields a message can be about; `form` is the threshold as a whole. */
export type ThresholdFormField =
  'name' | 'value' | 'upperRange' | 'lowerRange' | 'opacity' | 'window' | 'steps' | 'stepsLower' | 'form';
export type ThresholdFormErrors = Partial<Record<ThresholdFormField, string>>;

export type CheckedThresholdForm = { ok: true; data: StoredThresholdData } | { ok: false; errors: ThresholdFormErrors };

const numberText = (value: unknown): string => (Number.isNaN(toNumber(value)) ? '' : String(toNumber(value)));

/** The form of a new threshold: a solid red line over the whole year. */
export function newThresholdForm(startCalDay: JulianDay): ThresholdForm {
  const year = wholeYear(startCalDay);
  return {
    name: '',
    color: DEFAULT_THRESHOLD_COLOR,
    pattern: 'solid',
    visible: true,
    isRange: false,
    isWindow: false,
    isStepped: false,
    value: '',
    upperRange: '',
    lowerRange: '',
    fill: false,
    opacity: String(OPACITY.default),
    startWindow: year.startDay,
    endWindow: year.endDay,
    steps: [{ day: startCalDay, value: '' }],
    stepsLower: [{ day: startCalDay, value: '' }],
  };
}

/** The form showing a saved threshold, its steps as breakpoints in the order of a year that starts on `startCalDay`. */
export function thresholdFormOf(data: ThresholdData, startCalDay: JulianDay): ThresholdForm {
  const blank = newThresholdForm(startCalDay);
  const stepRows = (entries: ThresholdData['steps']) => {
    const bounds = dailyFromEntries(entries);
    return bounds ? breakpointsFromDaily(bounds, startCalDay) : blank.steps;
  };
  return {
    name: data.name,
    color: thresholdColor(data.color),
    pattern: linePatternOf(data.pattern),
    visible: data.visible !== false,
    isRange: data.isRange === true,
    isWindow: data.isWindow === true,
    isStepped: data.isStepped === true,
    value: numberText(data.value),
    upperRange: numberText(data.upperRange),
    lowerRange: numberText(data.lowerRange),
    fill: data.fill === true,
    opacity: typeof data.opacity === 'number' ? String(data.opacity) : blank.opacity,
    startWindow: isJulianDay(data.startWindow) ? data.startWindow : blank.startWindow,
    endWindow: isJulianDay(data.endWindow) ? data.endWindow : blank.endWindow,
    steps: stepRows(data.steps),
    stepsLower: stepRows(data.stepsLower),
  };
}

/** Why a list of breakpoints cannot be used, or null. */
function breakpointsProblem(rows: readonly StepBreakpoint[], startCalDay: JulianDay): string | null {
  const seen = new Set<number>();
  for (const row of sortedBreakpoints(rows, startCalDay)) {
    if (seen.has(row.day)) return `${dayLabel(row.day)} is given twice.`;
    seen.add(row.day);
    if (row.value.trim() !== '' && Number.isNaN(toNumber(row.value)))
      return `From ${dayLabel(row.day)}: enter a number, or leave it empty for no bound.`;
  }
  return rows.some((row) => row.value.trim() !== '') ? null : 'Give at least one day a value.';
}

/** The first day (julian order index) whose lower bound is above its upper bound. */
function firstCrossing(lower: DailyBounds, upper: DailyBounds): number {
  return lower.findIndex((low, i) => low !== null && upper[i] !== null && upper[i] !== undefined && low > upper[i]);
}

const isOpacity = (value: number) => thresholdDataSchema.shape.opacity.safeParse(value).success;

/**
 * Checks the form and gives the threshold data to save at `location`, or a clear message for every
 * field that is wrong (nothing is saved then). Fill is only kept for a range, and opacity only
 * checked with a fill.
 */
export function checkThresholdForm(
  form: ThresholdForm,
  location: string,
  startCalDay: JulianDay,
): CheckedThresholdForm {
  const errors: ThresholdFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'Enter a name.';
  const fill = form.isRange && form.fill;
  const typedOpacity = toNumber(form.opacity);
  // The opacity field is only open with a fill; otherwise a stale entry falls back to the default.
  const opacity = isOpacity(typedOpacity) ? typedOpacity : OPACITY.default;
  if (fill && !isOpacity(typedOpacity))
    errors.opacity = `Opacity must be from ${OPACITY.min} to ${OPACITY.max} in steps of ${OPACITY.step}.`;

  const data: StoredThresholdData = {
    location,
    name,
    color: form.color,
    pattern: form.pattern,
    visible: form.visible,
    fill,
    opacity,
    isRange: form.isRange,
    isWindow: form.isWindow,
    isStepped: form.isStepped,
  };
  if (form.isStepped) {
    const stepsProblem = breakpointsProblem(form.steps, startCalDay);
    if (stepsProblem) errors.steps = stepsProblem;
    const upper = dailyFromBreakpoints(form.steps, startCalDay);
    data.steps = entriesFromDaily(upper);
    if (form.isRange) {
      const lowerProblem = breakpointsProblem(form.stepsLower, startCalDay);
      if (lowerProblem) errors.stepsLower = lowerProblem;
      const lower = dailyFromBreakpoints(form.stepsLower, startCalDay);
      const crossing = firstCrossing(lower, upper);
      if (!stepsProblem && !lowerProblem && crossing >= 0)
        errors.stepsLower = `The lower steps are above the upper steps on ${dayLabel((crossing + 1) as JulianDay)}.`;
      data.stepsLower = entriesFromDaily(lower);
    }
  } else if (form.isRange) {
    const upper = toNumber(form.upperRange);
    const lower = toNumber(form.lowerRange);
    if (Number.isNaN(upper)) errors.upperRange = 'The upper range must be a number.';
    if (Number.isNaN(lower)) errors.lowerRange = 'The lower range must be a number.';
    else if (lower > upper) errors.lowerRange = 'The lower range must not be above the upper range.';
    data.upperRange = upper;
    data.lowerRange = lower;
  } else {
    const value = toNumber(form.value);
    if (Number.isNaN(value)) errors.value = 'The value must be a number.';
    data.value = value;
  }
  if (form.isWindow) {
    if (!isJulianDay(form.startWindow) || !isJulianDay(form.endWindow))
      errors.window = `The date window must run between days 1 and ${DAYS_IN_YEAR}.`;
    data.startWindow = form.startWindow;
    data.endWindow = form.endWindow;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const parsed = thresholdDataSchema.safeParse(data);
  if (!parsed.success)
    return { ok: false, errors: { form: parsed.error.issues.map((issue) => issue.message).join('; ') } };
  const problem = thresholdDataProblem(parsed.data);
  return problem ? { ok: false, errors: { form: problem } } : { ok: true, data: parsed.data };
}
