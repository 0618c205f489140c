import { newChartState, parseChartState, type ChartState } from './chart-state.ts';
import { CHART_PARAM } from './opening-chart.ts';

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** Parameter values of the charts encoded so far: a chart's state is never changed in place, only replaced. */
const encodedCharts = new WeakMap<ChartState, string>();

/** A chart as a parameter value: the fields that differ from a new chart's, as base64url JSON. */
export function encodeChart(chart: ChartState): string {
  const known = encodedCharts.get(chart);
  if (known !== undefined) return known;
  const defaults = newChartState(chart.id, chart.chartType) as Record<string, unknown>;
  const changed = Object.fromEntries(
    Object.entries(chart).filter(
      ([field, value]) =>
        field === 'id' || field === 'chartType' || JSON.stringify(value) !== JSON.stringify(defaults[field]),
    ),
  );
  const encoded = toBase64Url(JSON.stringify(changed));
  encodedCharts.set(chart, encoded);
  return encoded;
}

/** The chart a parameter value holds, or null when it holds none. */
export function decodeChart(value: string): ChartState | null {
  try {
    return parseChartState(JSON.parse(fromBase64Url(value)));
  } catch {
    return null;
  }
}

/** The charts an address carries: null when it names none; `unreadable` counts values that are not charts. */
export function chartsFromSearch(search: URLSearchParams): { charts: ChartState[]; unreadable: number } | null {
  const values = search.getAll(CHART_PARAM);
  if (values.length === 0) return null;
  const charts = values.map(decodeChart).filter((chart): chart is ChartState => chart !== null);
  return { charts, unreadable: values.length - charts.length };
}

/** The address's search parameters with `charts` in place of the charts it had; other parameters stay. */
export function searchWithCharts(search: URLSearchParams, charts: readonly ChartState[]): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(CHART_PARAM);
  for (const chart of charts) next.append(CHART_PARAM, encodeChart(chart));
  return next;
}

/** Whether the address already carries exactly these charts. */
export function searchHasCharts(search: URLSearchParams, charts: readonly ChartState[]): boolean {
  const values = search.getAll(CHART_PARAM);
  return values.length === charts.length && charts.every((chart, i) => values[i] === encodeChart(chart));
}

/** The address of the page at `href` showing only `chart`. */
export function chartLink(href: string, chart: ChartState): string {
  const url = new URL(href);
  url.search = searchWithCharts(url.searchParams, [chart]).toString();
  url.hash = '';
  return url.toString();
}
