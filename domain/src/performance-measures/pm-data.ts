import { z } from 'zod';
import {
  BETTER,
  DIRECTIONS,
  PM_TYPES,
  RULE_TYPES,
  type MatrixRule,
  type PerformanceMeasureData,
  type ScoringRule,
} from '../analysis/index.ts';

/** A number, numeric text or empty: the editor's number inputs send either. */
const numberOrText = z.union([z.number(), z.string().max(40, 'Numbers are at most 40 characters')], {
  error: 'must be a number',
});
const optionalBound = numberOrText.nullable().optional();
const ruleKey = z.union([z.string().max(100), z.number()], { error: 'key must be text or a number' }).optional();
const ruleName = z.string({ error: 'name must be text' }).max(200, 'name is longer than 200 characters').optional();
const ruleType = z.enum(RULE_TYPES, { error: `type must be one of ${RULE_TYPES.join(', ')}` });
const day = z.number({ error: 'must be a day of the year' });

/** A rule of a 'Weighted Score - Rules' measure (docs/product-guide.md#what-a-project-holds); the score is a number or a formula in x. */
export const scoringRuleSchema = z.object({
  key: ruleKey,
  name: ruleName,
  score: z.union([z.number(), z.string()], { error: 'score must be a number or a formula in x' }),
  type: ruleType,
  upperRange: optionalBound,
  lowerRange: optionalBound,
  startDay: day.optional(),
  endDay: day.optional(),
}) satisfies z.ZodType<ScoringRule>;

/** A value rule (y-rule) of a 'Weighted Score - Matrix' measure (docs/product-guide.md#what-a-project-holds). */
export const matrixRuleSchema = z.object({
  key: ruleKey,
  name: ruleName,
  type: ruleType,
  value: optionalBound,
  upperRange: optionalBound,
  lowerRange: optionalBound,
  weight: numberOrText.nullable(),
}) satisfies z.ZodType<MatrixRule>;

/**
 * A saved performance measure's data: the fields of docs/product-guide.md#what-a-project-holds. The shape is checked here; whether the
 * measure can be computed (rules, formulas, matrix rules, years) is the analysis engine's
 * `performanceMeasureProblems`.
 * `temporary` is not among them: a measure the server keeps is not a temporary one.
 */
export const performanceMeasureDataSchema = z.object({
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .min(1, 'name is required')
    .max(200, 'name is longer than 200 characters'),
  description: z
    .string({ error: 'description must be text' })
    .max(5000, 'description is longer than 5000 characters')
    .optional(),
  startDay: day.optional(),
  endDay: day.optional(),
  location: z
    .string({ error: 'location must be text' })
    .trim()
    .min(1, 'location is required')
    .max(200, 'location is longer than 200 characters'),
  daysInRow: optionalBound,
  startYear: optionalBound,
  endYear: optionalBound,
  selectYears: z.boolean({ error: 'selectYears must be true or false' }).optional(),
  direction: z.enum(DIRECTIONS, { error: `direction must be one of ${DIRECTIONS.join(', ')}` }).optional(),
  pmType: z.enum(PM_TYPES, { error: `pmType must be one of ${PM_TYPES.join(', ')}` }),
  defaultScore: numberOrText.optional(),
  defaultWeight: numberOrText.optional(),
  ranges: z.array(scoringRuleSchema).max(500, 'ranges has more than 500 rules').optional(),
  value: optionalBound,
  lowerRange: optionalBound,
  upperRange: optionalBound,
  xLookup: z.array(numberOrText).max(365, 'xLookup has more than 365 day weights').optional(),
  yLookup: z.array(matrixRuleSchema).max(500, 'yLookup has more than 500 rules').optional(),
  better: z.enum(BETTER, { error: `better must be one of ${BETTER.join(', ')}` }).optional(),
}) satisfies z.ZodType<PerformanceMeasureData>;

export type SavedPerformanceMeasureData = z.output<typeof performanceMeasureDataSchema>;
