// The chart state's `thresholds` lists the ids of the thresholds the chart draws, of any location.

/** Shows a hidden threshold or hides a shown one. */
export function toggledThreshold(shown: readonly string[], id: string): string[] {
  return shown.includes(id) ? shown.filter((entry) => entry !== id) : [...shown, id];
}

/** Shows every one of `ids` (the location's thresholds), keeping the others as they are. */
export function withAllShown(shown: readonly string[], ids: readonly string[]): string[] {
  return [...shown, ...ids.filter((id) => !shown.includes(id))];
}

/** Hides every one of `ids`, keeping the others as they are. */
export function withAllHidden(shown: readonly string[], ids: readonly string[]): string[] {
  return shown.filter((id) => !ids.includes(id));
}
