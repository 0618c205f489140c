import { useEffect, useReducer, useRef, useState, type Dispatch } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ChartState } from './chart-state.ts';
import { loadSavedCharts, saveCharts, type ChartStorage } from './chart-storage.ts';
import { chartsReducer, type ChartsEvent } from './charts-reducer.ts';
import { initialCharts } from './initial-charts.ts';
import { chartsFromSearch, searchHasCharts, searchWithCharts } from './url-state.ts';

export const UNREADABLE_LINK = 'A chart in this link could not be read, so it was left out.';

/** How many of its own addresses the page remembers. */
const KNOWN_SEARCHES = 50;

/** How long a change waits at most for the page to be idle before the address follows it. */
const ADDRESS_WAIT_MS = 1000;

/**
 * Runs `write` once the page is idle (or after the next frame where browsers cannot tell); answers how to
 * cancel it. The router follows a change of the charts so: its render of the page that reads the address
 * then comes after the chart the user waits for is drawn.
 */
function whenIdle(write: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(write, { timeout: ADDRESS_WAIT_MS });
    return () => cancelIdleCallback(idle);
  }
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (task = setTimeout(write, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}

/**
 * The page's charts, kept in the address (so a link opens the same charts) and in browser storage per
 * project. A link's charts are shown first, followed by the saved charts it does not name.
 */
export function useChartsState(
  projectKey: string,
  defaultChart: () => ChartState,
  storage: ChartStorage = localStorage,
) {
  const [search, setSearch] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(null);
  const [charts, dispatch] = useReducer(chartsReducer, undefined, () =>
    initialCharts(chartsFromSearch(search)?.charts ?? null, loadSavedCharts(storage, projectKey), defaultChart),
  );
  // Addresses this page wrote or already followed. A navigation is applied after the charts' own
  // updates, so a render can still see an address written before the latest change: that one is
  // ours, not a link to follow.
  const knownSearches = useRef<string[]>([]);
  const remember = (text: string) => {
    knownSearches.current = [...knownSearches.current.filter((known) => known !== text), text].slice(-KNOWN_SEARCHES);
  };

  useEffect(() => {
    saveCharts(storage, projectKey, charts);
  }, [storage, projectKey, charts]);

  useEffect(() => {
    const text = search.toString();
    if (searchHasCharts(search, charts)) {
      remember(text);
      return;
    }
    const linked = chartsFromSearch(search);
    const addressChanged = !knownSearches.current.includes(text);
    if (linked && addressChanged) {
      if (linked.unreadable > 0) setNotice(UNREADABLE_LINK);
      if (linked.charts.length > 0) {
        remember(text);
        dispatch({
          type: 'chartsReplaced',
          charts: initialCharts(linked.charts, charts, () => charts[0] as ChartState),
        });
        return;
      }
    }
    const next = searchWithCharts(search, charts);
    // The browser's address now, so a reload before the page is idle opens the charts as they are (the router's own
    // state is not touched: it renders the page again); the router follows when idle.
    history.replaceState(history.state, '', `${location.pathname}?${next.toString()}${location.hash}`);
    return whenIdle(() => {
      remember(next.toString());
      setSearch(next, { replace: true });
    });
  }, [search, setSearch, charts]);

  return { charts, dispatch: dispatch as Dispatch<ChartsEvent>, notice, dismissNotice: () => setNotice(null) };
}
