import type { MeasureData } from './measure-data.ts';

/** A measure as stored: on the server, or in this browser only. */
export interface StoredMeasure {
  id: string;
  data: MeasureData;
}

/** A measure of the list; `temporary` ones live only in this browser. */
export interface MeasureEntry extends StoredMeasure {
  temporary: boolean;
}

/**
 * The project's measures as the list shows them: the saved ones in the server's order, then this
 * browser's temporary ones in the order they were made. A temporary one whose id a saved one
 * already has is left out, so a measure never shows twice.
 */
export function mergeMeasures(saved: readonly StoredMeasure[], temporary: readonly StoredMeasure[]): MeasureEntry[] {
  const savedIds = new Set(saved.map((measure) => measure.id));
  return [
    ...saved.map((measure) => ({ id: measure.id, data: measure.data, temporary: false })),
    ...temporary
      .filter((measure) => !savedIds.has(measure.id))
      .map((measure) => ({ id: measure.id, data: { ...measure.data, temporary: true }, temporary: true })),
  ];
}

/** The measure with that id, or undefined. */
export function findMeasure(entries: readonly MeasureEntry[], id: string): MeasureEntry | undefined {
  return entries.find((entry) => entry.id === id);
}
