import type { DayRange, JulianDay } from '@waterline/domain/calendar/index';
import type { DailyChartModel, DailyLine } from '../../../components/charts/daily-chart-model.ts';
import type { Loadable, SeriesSummary, YearTraces } from '../../../data/index.ts';
import { dataTypeName, isStatisticKey } from '../pickers/DataTypePicker.tsx';
import { PICK_YEAR } from '../state/chart-state.ts';

/** One line of a Multiple Alternatives or Multiple Locations chart, with the data it is drawn from. */
export interface LineSource {
  id: string;
  name: string;
  color: string;
  summary: Loadable<SeriesSummary> | null;
  traces: Loadable<YearTraces> | null;
}

/** What the chart's data type shows: a statistic, or the picked year. */
export interface LineChoice {
  lookupKey: string;
  year: number | null;
}

/** The heading part naming what the lines show: 'Median', or the picked year. */
export function choiceText({ lookupKey, year }: LineChoice): string {
  return lookupKey === PICK_YEAR ? (year === null ? 'Pick Year' : String(year)) : dataTypeName(lookupKey);
}

/** Whether any line's data is still on its way. */
export function linesLoading(sources: readonly LineSource[], choice: LineChoice): boolean {
  return sources.some(
    (source) =>
      source.summary?.status === 'loading' || (choice.lookupKey === PICK_YEAR && source.traces?.status === 'loading'),
  );
}

/** The values a line shows for the choice, or null when its data is missing or failed. */
export function lineValues(source: LineSource, choice: LineChoice): ArrayLike<number> | null {
  if (choice.lookupKey === PICK_YEAR) {
    if (choice.year === null || source.traces?.status !== 'ready') return null;
    return source.traces.value.get(choice.year) ?? null;
  }
  if (source.summary?.status !== 'ready' || !isStatisticKey(choice.lookupKey)) return null;
  return source.summary.value.statistics[choice.lookupKey];
}

/** A chart of one line per source (lines without data are left out). */
export function linesModel(parts: {
  title: string;
  yTitle: string;
  startCalDay: JulianDay;
  range: DayRange;
  sources: readonly LineSource[];
  choice: LineChoice;
}): DailyChartModel {
  const lines: DailyLine[] = [];
  for (const source of parts.sources) {
    const values = lineValues(source, parts.choice);
    if (values) lines.push({ id: source.id, name: source.name, color: source.color, values });
  }
  return {
    title: parts.title,
    yTitle: parts.yTitle,
    startCalDay: parts.startCalDay,
    range: parts.range,
    bands: [],
    lines,
    backgroundLines: [],
  };
}

/** The chart `linesModel` will make once every source is in, without values: one empty line per source. */
export function linesSkeleton(parts: {
  title: string;
  yTitle: string;
  startCalDay: JulianDay;
  range: DayRange;
  sources: readonly LineSource[];
}): DailyChartModel {
  const lines = parts.sources.map((source) => ({
    id: source.id,
    name: source.name,
    color: source.color,
    values: NO_VALUES,
  }));
  return {
    title: parts.title,
    yTitle: parts.yTitle,
    startCalDay: parts.startCalDay,
    range: parts.range,
    bands: [],
    lines,
    backgroundLines: [],
  };
}

const NO_VALUES: ArrayLike<number> = [];

/** The y axis title: the location and the measures of its data. */
export function measureTitle(label: string, summaries: readonly (Loadable<SeriesSummary> | null)[]): string {
  const measures = [
    ...new Set(
      summaries.flatMap((entry) => (entry?.status === 'ready' && entry.value.measure ? [entry.value.measure] : [])),
    ),
  ];
  return measures.length > 0 ? `${label} (${measures.join(', ')})` : label;
}
