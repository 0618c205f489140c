/**
 * The 21 colours a threshold can take (spec section 9 names the count, not the colours): strong
 * hues that stand out from the pale statistic bands, each with a name for screen readers.
 */
export const THRESHOLD_COLORS = [
  { value: '#d62728', name: 'Red' },
  { value: '#8b0000', name: 'Dark red' },
  { value: '#ff7f0e', name: 'Orange' },
  { value: '#ffbf00', name: 'Amber' },
  { value: '#e6c700', name: 'Yellow' },
  { value: '#808000', name: 'Olive' },
  { value: '#7cb518', name: 'Lime' },
  { value: '#2ca02c', name: 'Green' },
  { value: '#006400', name: 'Dark green' },
  { value: '#008080', name: 'Teal' },
  { value: '#17becf', name: 'Cyan' },
  { value: '#56b4e9', name: 'Sky blue' },
  { value: '#1f77b4', name: 'Blue' },
  { value: '#000080', name: 'Navy' },
  { value: '#4b0082', name: 'Indigo' },
  { value: '#9467bd', name: 'Purple' },
  { value: '#c2185b', name: 'Magenta' },
  { value: '#e377c2', name: 'Pink' },
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
