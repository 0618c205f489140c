/** The highlight palette of 18 colours, cycled by year or by trace (docs/product-guide.md#fixed-values); each keeps a 3:1 contrast on the white chart. */
export const HIGHLIGHT_PALETTE = [
  '#1f77b4',
  '#e5720d',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#d36fb4',
  '#7f7f7f',
  '#96971b',
  '#14a1b0',
  '#393b79',
  '#637939',
  '#8c6d31',
  '#843c39',
  '#7b4173',
  '#3182bd',
  '#e6550d',
  '#31a354',
] as const;

/** The palette colour of the n-th item (0-based), cycling after 18. */
export function paletteColor(index: number): string {
  const size = HIGHLIGHT_PALETTE.length;
  return HIGHLIGHT_PALETTE[((Math.trunc(index) % size) + size) % size] as string;
}

/** A year's colour: stable whichever other years are shown. */
export function yearColor(year: number): string {
  return paletteColor(year);
}
