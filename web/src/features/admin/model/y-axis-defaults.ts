import { lockedRangeProblem } from '@waterline/domain/user-settings/locked-range';

/** Why the bounds typed for a new default range cannot be saved, or null when they can. */
export function newYAxisDefaultProblem(min: string, max: string): string | null {
  const bound = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));
  return lockedRangeProblem([bound(min), bound(max)]);
}
