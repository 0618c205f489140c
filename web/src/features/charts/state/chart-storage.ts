import { parseChartState, type ChartState } from './chart-state.ts';
import { chartsStorageKey } from './opening-chart.ts';

/** The browser storage the charts are kept in. */
export type ChartStorage = Pick<Storage, 'getItem' | 'setItem'>;

const STORAGE_VERSION = 1;

/** The charts saved for a project, or null when none were ever saved; charts that no longer read are left out. */
export function loadSavedCharts(storage: ChartStorage, projectKey: string): ChartState[] | null {
  let saved: unknown;
  try {
    const text = storage.getItem(chartsStorageKey(projectKey));
    if (text === null) return null;
    saved = JSON.parse(text);
  } catch {
    return null;
  }
  if (!saved || typeof saved !== 'object' || !Array.isArray((saved as { charts?: unknown }).charts)) return null;
  return (saved as { charts: unknown[] }).charts
    .map(parseChartState)
    .filter((chart): chart is ChartState => chart !== null);
}

/** Saves the project's charts; a full or blocked storage leaves the earlier save in place. */
export function saveCharts(storage: ChartStorage, projectKey: string, charts: readonly ChartState[]): boolean {
  try {
    storage.setItem(chartsStorageKey(projectKey), JSON.stringify({ version: STORAGE_VERSION, charts }));
    return true;
  } catch {
    return false;
  }
}
