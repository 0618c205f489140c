/** Stroke dash arrays of the six line patterns (spec section 3: solid, dash, longdash, dot, dashdot, longdashdot). */
export const LINE_DASHES: Record<string, number[]> = {
  solid: [1, 0],
  dot: [2, 4],
  dash: [8, 6],
  longdash: [16, 6],
  dashdot: [8, 4, 2, 4],
  longdashdot: [16, 4, 2, 4],
};

/** The dash array of a pattern name; solid for an unknown or missing one. */
export function dashOfPattern(pattern: string | undefined): number[] {
  return (pattern !== undefined ? LINE_DASHES[pattern] : undefined) ?? [1, 0];
}
