// The chart the Charts page opens with when its address names no chart and nothing is saved, and the
// summaries that chart reads first. Free of React, the store and zod, so the page's early script
// (start-early-requests.ts) asks for those summaries while the app still loads.
import { isJulianDay, julianDay, type JulianDay } from '@waterline/domain/calendar/index';
import type { Alternative, ProjectData } from '../../../lib/api-types.ts';
import type { SeriesSources } from '../../../data/series-sources.ts';

/** The search parameter holding one chart; a page address carries one per chart. */
export const CHART_PARAM = 'chart';

/** Where a project's charts are kept in browser storage. */
export const chartsStorageKey = (projectKey: string) => `waterline:charts:${projectKey}`;

/** The chart a project opens with when nothing is saved and it has no default chart. */
export const FALLBACK_CHART_TYPE = 'multiple-alternatives';

/** The first day of the year the project's charts start at (spec: the admin's start-of-year day). */
export const chartsStartDay = (data: ProjectData): JulianDay =>
  julianDay(isJulianDay(data.startCalDay) ? data.startCalDay : 1);

/** True when the Charts page opens with the project's default chart: no chart in its address and none saved. */
export function opensWithDefaultChart(search: URLSearchParams, storage: Pick<Storage, 'getItem'>, projectKey: string) {
  return !search.has(CHART_PARAM) && storage.getItem(chartsStorageKey(projectKey)) === null;
}

/**
 * The alternatives of `keys` that are shown, in that order. A default chart keeps naming an alternative hidden
 * since it was saved; it opens on the others, or on the chart type's defaults when none is left.
 */
export const shownAlternativeKeys = (keys: readonly string[], shown: readonly Alternative[]): string[] =>
  keys.filter((key) => shown.some((alternative) => alternative.key === key));

/**
 * The summaries the default chart asks for first (see MultipleAlternativesChart and the
 * multiple-alternatives defaults): each selected alternative's series at its location, on the
 * project's year; null when the default chart is of another type or has no series to read.
 */
export function openingChartSummaries(
  data: ProjectData,
  sources: Omit<SeriesSources, 'loading'>,
): { urls: string[]; startDay: JulianDay } | null {
  const chart = data.enableDefaultChart ? data.defaultChart : null;
  if (chart && chart.chartType !== FALLBACK_CHART_TYPE) return null;
  const location = chart?.location || sources.locations[0]?.key || '';
  const selected = shownAlternativeKeys(chart?.selectedAlts ?? [], sources.alternatives);
  const urls = sources.alternatives
    .filter((alternative) => selected.length === 0 || selected.includes(alternative.key))
    .map((alternative) => sources.urlOf(alternative.key, location))
    .filter((url) => url !== null);
  return urls.length > 0 ? { urls: [...new Set(urls)], startDay: chartsStartDay(data) } : null;
}
