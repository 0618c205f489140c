import { LINE_PATTERNS } from '@waterline/domain/thresholds/threshold-data';

/** One of the six line patterns (docs/product-guide.md#fixed-values): solid, dash, longdash, dot, dashdot, longdashdot. */
export type LinePattern = (typeof LINE_PATTERNS)[number];

export { LINE_PATTERNS };

/** Stroke dash arrays (pixels drawn, pixels skipped) of each pattern; solid draws without gaps. */
export const LINE_PATTERN_DASHES: Record<LinePattern, number[]> = {
  solid: [],
  dash: [6, 4],
  longdash: [14, 6],
  dot: [2, 4],
  dashdot: [6, 4, 2, 4],
  longdashdot: [14, 6, 2, 6],
};

/** How each pattern is named in the product's menus. */
export const LINE_PATTERN_LABELS: Record<LinePattern, string> = {
  solid: 'Solid',
  dash: 'Dash',
  longdash: 'Long dash',
  dot: 'Dot',
  dashdot: 'Dash dot',
  longdashdot: 'Long dash dot',
};

/** The pattern a stored value names; anything else is drawn solid. */
export function linePatternOf(value: unknown): LinePattern {
  return (LINE_PATTERNS as readonly unknown[]).includes(value) ? (value as LinePattern) : 'solid';
}
