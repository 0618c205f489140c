/** The refusal of a locked y-axis range whose bounds are the wrong way round. */
export const RANGE_ORDER_MESSAGE = 'The minimum must be less than the maximum';

/** Why a locked y-axis range [min, max] cannot be used, or null when it can. */
export function lockedRangeProblem([min, max]: readonly [number | null, number | null]): string | null {
  if (min === null || max === null) return 'Enter both a minimum and a maximum';
  if (!(min < max)) return RANGE_ORDER_MESSAGE;
  return null;
}
