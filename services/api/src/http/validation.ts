import type { z } from 'zod';
import { describeIssues, HttpError } from '../errors.ts';

/** Parses request input or answers 400 with every problem in one readable sentence. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  what = 'request',
): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new HttpError(400, describeIssues(result.error.issues, input, what));
}
