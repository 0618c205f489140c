/** Deterministic synthetic alternative CSVs for the benchmark: daily flows with a seasonal shape, noise and 2 decimals. */

const DAY_MS = 86_400_000;

/** ISO dates of every calendar day (leap days included, as real files have them) of `years` years from `firstYear`. */
export function isoDates(firstYear: number, years: number): string[] {
  const dates: string[] = [];
  const end = Date.UTC(firstYear + years, 0, 1);
  for (let t = Date.UTC(firstYear, 0, 1); t < end; t += DAY_MS) dates.push(new Date(t).toISOString().slice(0, 10));
  return dates;
}

/** A small linear congruential generator, so every run benchmarks the same numbers. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** An alternative CSV: Date plus `locations` columns named 'Location N:cfs'. */
export function syntheticAlternativeCsv(dates: readonly string[], locations: number, seed: number): string {
  const next = random(seed);
  const header = ['Date', ...Array.from({ length: locations }, (_, i) => `Location ${String(i + 1)}:cfs`)].join(',');
  const lines: string[] = [header];
  const row: string[] = [];
  dates.forEach((date, index) => {
    const season = 1 + 0.8 * Math.sin((2 * Math.PI * (index % 365)) / 365);
    row.length = 0;
    row.push(date);
    for (let c = 0; c < locations; c++) {
      const flow = (2000 + 300 * c) * season * (0.5 + next());
      row.push(index % 3 === 0 ? Math.round(flow).toString() : flow.toFixed(2));
    }
    lines.push(row.join(','));
  });
  return `${lines.join('\n')}\n`;
}
