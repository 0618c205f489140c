import { useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ChartState } from './chart-state.ts';
import { loadSavedCharts, saveCharts, type ChartStorage } from './chart-storage.ts';
import { chartsReducer, type ChartsEvent } from './charts-reducer.ts';
import { initialCharts } from './initial-charts.ts';
import { chartsFromSearch, searchHasCharts, searchWithCharts } from './url-state.ts';

export const UNREADABLE_LINK = 'A chart in this link could not be read, so it was left out.';

/**
 * The page's charts, kept in the address (so a link opens the same charts) and in browser storage per
 * project. A link's charts are shown first, followed by the saved charts it does not name.
 */
export function useChartsState(projectKey: string, defaultChart: () => ChartState, storage: ChartStorage = localStorage) {
  const [search, setSearch] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  const [charts, dispatch] = useReducer(chartsReducer, undefined, () =>
    initialCharts(chartsFromSearch(search)?.charts ?? null, loadSavedCharts(storage, projectKey), defaultChart),
  );
  const syncedSearch = useRef<string | null>(null);

  useEffect(() => {
    saveCharts(storage, projectKey, charts);
  }, [storage, projectKey, charts]);

  useEffect(() => {
    const text = search.toString();
    if (searchHasCharts(search, charts)) {
      syncedSearch.current = text;
      return;
    }
    const linked = chartsFromSearch(search);
    const addressChanged = syncedSearch.current !== text;
    if (linked && addressChanged) {
      if (linked.unreadable > 0) setNotice(UNREADABLE_LINK);
      if (linked.charts.length > 0) {
        syncedSearch.current = text;
        dispatch({ type: 'chartsReplaced', charts: initialCharts(linked.charts, charts, () => charts[0] as ChartState) });
        return;
      }
    }
    const next = searchWithCharts(search, charts);
    syncedSearch.current = next.toString();
    setSearch(next, { replace: true });
  }, [search, setSearch, charts]);

  return { charts, dispatch: dispatch as Dispatch<ChartsEvent>, notice, dismissNotice: () => setNotice(null) };
}
