/**
 * The 21 colours a threshold can take (docs/product-guide.md#thresholds names the count): strong
 * hues that stand out from the pale statistic bands, each with a name for screen readers and a
 * 3:1 contrast on the white chart.
 */
export const THRESHOLD_COLORS = [
  { value: '#d62728', name: 'Red' },
  { value: '#8b0000', name: 'Dark red' },
  { value: '#e5720d', name: 'Orange' },
  { value: '#b88a00', name: 'Amber' },
  { value: '#a89100', name: 'Gold' },
  { value: '#808000', name: 'Olive' },
  { value: '#6ea115', name: 'Lime' },
  { value: '#2ca02c', name: 'Green' },
  { value: '#006400', name: 'Dark green' },
  { value: '#008080', name: 'Teal' },
  { value: '#14a1b0', name: 'Cyan' },
  { value: '#4999c6', name: 'Sky blue' },
  { value: '#1f77b4', name: 'Blue' },
  { value: '#000080', name: 'Navy' },
  { value: '#4b0082', name: 'Indigo' },
  { value: '#9467bd', name: 'Purple' },
  { value: '#c2185b', name: 'Magenta' },
  { value: '#d36fb4', name: 'Pink' },
  { value: '#8c564b', name: 'Brown' },
  { value: '#7f7f7f', name: 'Grey' },
  { value: '#000000', name: 'Black' },
] as const;

/** A new threshold's colour. */
export const DEFAULT_THRESHOLD_COLOR: string = THRESHOLD_COLORS[0].value;

/** The colour a threshold is drawn in: its own, or the default when it has none. */
export function thresholdColor(color: string | undefined): string {
  return color && color.trim() !== '' ? color : DEFAULT_THRESHOLD_COLOR;
}
