import { z } from 'zod';
import { performanceMeasureDataSchema } from '@waterline/domain/performance-measures/pm-data';
import type { StoredMeasure } from './measure-list.ts';

/** Where a project's temporary measures are kept in browser storage. */
export function temporaryMeasuresKey(projectKey: string): string {
  return `performance-measures:${projectKey}`;
}

const temporaryMeasureSchema = z.object({
  id: z.string().min(1),
  data: performanceMeasureDataSchema.extend({ temporary: z.literal(true).optional() }),
});

/** The measures kept in storage; entries that are not measures (edited by hand, older shapes) are left out. */
export function parseTemporaryMeasures(text: string | null): StoredMeasure[] {
  if (!text) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = temporaryMeasureSchema.safeParse(entry);
    return parsed.success ? [{ id: parsed.data.id, data: { ...parsed.data.data, temporary: true } }] : [];
  });
}

/** The list with `measure` in place of the one with its id, or added at the end. */
export function withTemporaryMeasure(list: readonly StoredMeasure[], measure: StoredMeasure): StoredMeasure[] {
  const kept = { id: measure.id, data: { ...measure.data, temporary: true } };
  return list.some((entry) => entry.id === measure.id)
    ? list.map((entry) => (entry.id === measure.id ? kept : entry))
    : [...list, kept];
}

/** The list without the measure with that id. */
export function withoutTemporaryMeasure(list: readonly StoredMeasure[], id: string): StoredMeasure[] {
  return list.filter((entry) => entry.id !== id);
}

/** A time-based id for a measure kept in the browser (docs/product-guide.md#calls): the time in milliseconds, moved on past ids already taken. */
export function timeBasedId(now: number, taken: ReadonlySet<string>): string {
  let stamp = Math.floor(now);
  while (taken.has(String(stamp))) stamp += 1;
  return String(stamp);
}
