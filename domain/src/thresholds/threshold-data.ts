import { z } from 'zod';
import { resolveThreshold, type ThresholdData } from '../analysis/index.ts';

/** The six line patterns a threshold is drawn with. */
export const LINE_PATTERNS = ['solid', 'dash', 'longdash', 'dot', 'dashdot', 'longdashdot'] as const;

/** Opacity of a range's fill: 0.05 to 1 in steps of 0.05 (docs/product-guide.md#checks-on-input). */
export const OPACITY = { min: 0.05, max: 1, step: 0.05, default: 0.2 } as const;

const opacityMessage = `opacity must be from ${OPACITY.min} to ${OPACITY.max} in steps of ${OPACITY.step}`;

/** A number, numeric text or empty: the product's number inputs send either. */
const bound = z
  .union([z.number(), z.string().max(40, 'Numbers are at most 40 characters')], { error: 'must be a number' })
  .nullable();

const stepEntry = z.union(
  [
    z.number(),
    z.string().max(40, 'Numbers are at most 40 characters'),
    z.null(),
    z.object({ value: bound.optional() }),
  ],
  {
    error: 'each step must be a number, empty, or { value }',
  },
);

const julianDay = z
  .number({ error: 'must be a day of the year' })
  .int('must be a whole day')
  .min(1, 'must be a day from 1 to 365')
  .max(365, 'must be a day from 1 to 365');

const isOpacityStep = (value: number) =>
  value >= OPACITY.min &&
  value <= OPACITY.max &&
  Math.abs(value / OPACITY.step - Math.round(value / OPACITY.step)) < 1e-9;

const opacity = z.number({ error: opacityMessage }).refine(isOpacityStep, opacityMessage);

/**
 * A threshold's data as the server stores it: the fields of docs/product-guide.md#what-a-project-holds plus the location it belongs
 * to. Stepped lists hold 365 entries in julian order. The shape is checked here; whether the
 * threshold can be drawn is `thresholdDataProblem`.
 */
export const thresholdDataSchema = z.object({
  location: z
    .string({ error: 'location must be text' })
    .trim()
    .min(1, 'location is required')
    .max(200, 'location is longer than 200 characters'),
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .min(1, 'name is required')
    .max(200, 'name is longer than 200 characters'),
  value: bound.optional(),
  color: z.string({ error: 'color must be text' }).trim().max(64, 'color is longer than 64 characters').optional(),
  pattern: z.enum(LINE_PATTERNS, { error: `pattern must be one of ${LINE_PATTERNS.join(', ')}` }).optional(),
  visible: z.boolean({ error: 'visible must be true or false' }).optional(),
  fill: z.boolean({ error: 'fill must be true or false' }).optional(),
  opacity: opacity.optional(),
  isRange: z.boolean({ error: 'isRange must be true or false' }).optional(),
  upperRange: bound.optional(),
  lowerRange: bound.optional(),
  isWindow: z.boolean({ error: 'isWindow must be true or false' }).optional(),
  startWindow: julianDay.optional(),
  endWindow: julianDay.optional(),
  isStepped: z.boolean({ error: 'isStepped must be true or false' }).optional(),
  steps: z.array(stepEntry).max(365, 'steps has more than 365 entries').optional(),
  stepsLower: z.array(stepEntry).max(365, 'stepsLower has more than 365 entries').optional(),
});

/** Threshold data with its location; the analysis engine reads it as its `ThresholdData`. */
export type StoredThresholdData = z.output<typeof thresholdDataSchema>;

/** Why the threshold cannot be drawn or counted (the analysis engine's reason), or null when it can. */
export function thresholdDataProblem(data: ThresholdData): string | null {
  try {
    resolveThreshold(data);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
