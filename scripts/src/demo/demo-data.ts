/**
 * The demo project's data, made here rather than shipped: daily values for three locations under
 * three alternatives, 1950-2019, from a seeded generator, so every start makes the same files.
 */

export interface DemoAlternative {
  name: string;
  description: string;
  color: string;
  fileName: string;
  csv: string;
}

/** One column of generated data. */
export interface GeneratedLocation {
  header: string;
  /** Mean level and the size of the seasonal swing. */
  base: number;
  swing: number;
  /** Day of year of the seasonal peak. */
  peakDay: number;
  noise: number;
  floor: number;
}

const LOCATIONS: readonly GeneratedLocation[] = [
  { header: 'Pine River at Bend:cfs', base: 9000, swing: 7000, peakDay: 160, noise: 0.25, floor: 300 },
  { header: 'Cedar Creek near Mouth:cfs', base: 1200, swing: 1000, peakDay: 120, noise: 0.35, floor: 20 },
  { header: 'Lake Alder:ft', base: 2230, swing: 6, peakDay: 190, noise: 0.01, floor: 2200 },
];

/** One generated alternative: how much larger its seasonal swing is, and how many days later it peaks. */
export interface GeneratedAlternative {
  name: string;
  description: string;
  color: string;
  scale: number;
  shift: number;
}

const ALTERNATIVES: readonly GeneratedAlternative[] = [
  { name: 'Baseline', description: 'Current operations', color: '#1f77b4', scale: 1, shift: 0 },
  {
    name: 'Spring Pulse',
    description: 'Higher spring releases, lower late summer',
    color: '#d62728',
    scale: 1.15,
    shift: -12,
  },
  { name: 'Steady Flow', description: 'Flatter releases through the year', color: '#2ca02c', scale: 0.7, shift: 8 },
];

export const DEMO_FIRST_YEAR = 1950;
export const DEMO_LAST_YEAR = 2019;

/** Mulberry32: small, seeded, and the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** What to generate: the columns, the alternatives, the days (ISO dates, both included) and the files' name prefix. */
export interface GenerationPlan {
  locations: readonly GeneratedLocation[];
  alternatives: readonly GeneratedAlternative[];
  firstDay: string;
  lastDay: string;
  filePrefix: string;
}

/** The demo project's three alternatives of three locations, 1950-2019. */
export function demoAlternatives(): DemoAlternative[] {
  return generatedAlternatives({
    locations: LOCATIONS,
    alternatives: ALTERNATIVES,
    firstDay: `${DEMO_FIRST_YEAR}-01-01`,
    lastDay: `${DEMO_LAST_YEAR}-12-31`,
    filePrefix: 'demo',
  });
}

/** One CSV per alternative, in the upload format: `Date` then one `Location:measure` column per location. */
export function generatedAlternatives({
  locations,
  alternatives,
  firstDay,
  lastDay,
  filePrefix,
}: GenerationPlan): DemoAlternative[] {
  const first = Date.parse(`${firstDay}T00:00:00Z`);
  const last = Date.parse(`${lastDay}T00:00:00Z`);
  return alternatives.map((alternative, alternativeIndex) => {
    const random = seededRandom(20240601 + alternativeIndex);
    // Each year is wetter or drier for every location and alternative alike, as in real hydrology.
    const yearRandom = seededRandom(1950);
    const wetness = new Map<number, number>();
    for (let year = new Date(first).getUTCFullYear(); year <= new Date(last).getUTCFullYear(); year += 1)
      wetness.set(year, 0.6 + yearRandom() * 0.8);
    const lines = [`Date,${locations.map((location) => location.header).join(',')}`];
    const previous = locations.map((location) => location.base);
    for (let day = first; day <= last; day += 86_400_000) {
      const date = new Date(day);
      const dayOfYear = Math.floor((day - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
      const wet = wetness.get(date.getUTCFullYear()) ?? 1;
      const values = locations.map((location, index) => {
        const season = Math.cos((2 * Math.PI * (dayOfYear - location.peakDay - alternative.shift)) / 365);
        const swing = location.swing * (location.floor > 1000 ? 1 : alternative.scale) * wet;
        const target = location.base + swing * season;
        // Persistence: today's value leans on yesterday's, with some day-to-day noise.
        const noisy = 0.8 * (previous[index] ?? target) + 0.2 * target * (1 + location.noise * (random() - 0.5));
        previous[index] = noisy;
        return Math.max(location.floor, noisy).toFixed(2);
      });
      lines.push(`${isoDate(date)},${values.join(',')}`);
    }
    return {
      name: alternative.name,
      description: alternative.description,
      color: alternative.color,
      fileName: `${filePrefix}-${alternative.name.toLowerCase().replace(/\s+/g, '-')}.csv`,
      csv: `${lines.join('\n')}\n`,
    };
  });
}
