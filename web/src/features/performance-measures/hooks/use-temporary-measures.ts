import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { StoredMeasure } from '../model/measure-list.ts';
import {
  parseTemporaryMeasures,
  temporaryMeasuresKey,
  timeBasedId,
  withoutTemporaryMeasure,
  withTemporaryMeasure,
} from '../model/temporary-measures.ts';

const listeners = new Set<() => void>();
const parsedByKey = new Map<string, { text: string | null; measures: StoredMeasure[] }>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same project changed its temporary measures.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored list, parsed once per stored text so the same text gives the same array. */
function readMeasures(key: string): StoredMeasure[] {
  const text = localStorage.getItem(key);
  const known = parsedByKey.get(key);
  if (known && known.text === text) return known.measures;
  const measures = parseTemporaryMeasures(text);
  parsedByKey.set(key, { text, measures });
  return measures;
}

function writeMeasures(key: string, measures: readonly StoredMeasure[]): void {
  if (measures.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(measures));
  for (const listener of listeners) listener();
}

/** The project's temporary measures, kept only in this browser, and the changes to them. */
export function useTemporaryMeasures(projectKey: string) {
  const key = temporaryMeasuresKey(projectKey);
  const measures = useSyncExternalStore(subscribe, () => readMeasures(key));

  /** Keeps the measure under its id, or under a new time-based id when it has none; returns the id. */
  const keep = useCallback(
    (data: StoredMeasure['data'], id?: string): string => {
      const current = readMeasures(key);
      const measureId = id ?? timeBasedId(Date.now(), new Set(current.map((measure) => measure.id)));
      writeMeasures(key, withTemporaryMeasure(current, { id: measureId, data }));
      return measureId;
    },
    [key],
  );

  const remove = useCallback((id: string) => writeMeasures(key, withoutTemporaryMeasure(readMeasures(key), id)), [key]);

  return useMemo(() => ({ measures, keep, remove }), [measures, keep, remove]);
}
