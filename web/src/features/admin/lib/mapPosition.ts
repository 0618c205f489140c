/** Rounds to a fixed number of decimals without floating-point noise (0.1 + 0.2 stays 0.3). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** Coordinates (lat, lng) are kept to 4 decimals. */
export const roundCoordinate = (value: number): number => roundTo(value, 4);

/** Zoom is kept to 2 decimals. */
export const roundZoom = (value: number): number => roundTo(value, 2);
