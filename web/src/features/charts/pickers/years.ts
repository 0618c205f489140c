/** The year before `current` that has data, or null at the first one. `years` is ascending. */
export function previousYear(years: readonly number[], current: number | null): number | null {
  if (current === null) return years.at(-1) ?? null;
  for (let i = years.length - 1; i >= 0; i--) if ((years[i] as number) < current) return years[i] as number;
  return null;
}

/** The year after `current` that has data, or null at the last one. */
export function nextYear(years: readonly number[], current: number | null): number | null {
  if (current === null) return years[0] ?? null;
  return years.find((year) => year > current) ?? null;
}

/** The year with data nearest to `target` (the later one on a tie), or null when there is none. */
export function nearestYear(years: readonly number[], target: number): number | null {
  let best: number | null = null;
  for (const year of years) if (best === null || Math.abs(year - target) <= Math.abs(best - target)) best = year;
  return best;
}

/** A typed year, accepted only if it is a whole number within the first and last year and has data (docs/product-guide.md#checks-on-input). */
export function acceptYearInput(text: string, years: readonly number[]): number | null {
  const trimmed = text.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  const year = Number(trimmed);
  return years.includes(year) ? year : null;
}

/** The picked years that have data, in the order picked. */
export function yearsWithData(picked: readonly number[], years: readonly number[]): number[] {
  const available = new Set(years);
  return picked.filter((year) => available.has(year));
}
