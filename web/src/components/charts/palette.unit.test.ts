import { describe, expect, it } from 'vitest';
import { THRESHOLD_COLORS } from './threshold-colors.ts';
import { HIGHLIGHT_PALETTE } from './palette.ts';

/** WCAG's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5]
    .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastOnWhite = (hex: string) => (1 + 0.05) / (luminance(hex) + 0.05);

describe('line and threshold colours', () => {
  it('keep at least a 3:1 contrast on the white chart, as WCAG asks of graphics', () => {
    const weak = [...HIGHLIGHT_PALETTE, ...THRESHOLD_COLORS.map((color) => color.value)].filter(
      (color) => contrastOnWhite(color) < 3,
    );
    expect(weak).toEqual([]);
  });
});
