import type { StatisticKey } from '@waterline/domain/analysis/index';
import type { DayRange, JulianDay } from '@waterline/domain/calendar/index';
import type { DailyChartModel } from '../../../../components/charts/daily-chart-model.ts';
import { yearColor } from '../../../../components/charts/palette.ts';
import type { SeriesSummary, YearTraces } from '../../../../data/index.ts';
import type { ChartState } from '../../state/chart-state.ts';
import type { TraceGroup } from '../../traces/trace-visibility.ts';

/** The filled ranges of a Single Alternative chart, widest first so the narrower ones lie on top. */
export const STATISTIC_BANDS: readonly {
  id: string;
  name: string;
  lower: StatisticKey;
  upper: StatisticKey;
  lowerName: string;
  upperName: string;
  color: string;
}[] = [
  {
    id: 'min-max',
    name: 'Min - Max',
    lower: 'min',
    upper: 'max',
    lowerName: 'Minimum',
    upperName: 'Maximum',
    color: '#dbe9f6',
  },
  {
    id: 'q10-q90',
    name: '10th - 90th %',
    lower: 'q10',
    upper: 'q90',
    lowerName: '10th %',
    upperName: '90th %',
    color: '#b0d0ea',
  },
  {
    id: 'q25-q75',
    name: '25th - 75th %',
    lower: 'q25',
    upper: 'q75',
    lowerName: '25th %',
    upperName: '75th %',
    color: '#7fb1da',
  },
];

/** The statistic lines of a Single Alternative chart. */
export const STATISTIC_LINES: readonly {
  id: string;
  name: string;
  key: StatisticKey;
  color: string;
  dash?: number[];
}[] = [
  { id: 'median', name: 'Median', key: 'median', color: '#0b2545' },
  { id: 'mean', name: 'Mean', key: 'mean', color: '#b42318', dash: [6, 4] },
];

export const STATISTICS_GROUP = 'Statistics';
export const YEARS_GROUP = 'Years';
export const STATISTIC_TRACE_IDS = [...STATISTIC_BANDS, ...STATISTIC_LINES].map((trace) => trace.id);

export const yearTraceId = (year: number) => `year-${year}`;

/** The picked years drawn: those with data, unless the Years group or the year itself is hidden. */
export function visibleYears(
  chart: Pick<ChartState, 'pickYearVisible' | 'hiddenTraces'>,
  picked: readonly number[],
): number[] {
  return chart.pickYearVisible ? picked.filter((year) => !chart.hiddenTraces.includes(yearTraceId(year))) : [];
}

export interface SingleAlternativeInput {
  chart: Pick<ChartState, 'hiddenTraces' | 'pickYearVisible' | 'allYearsVisible'>;
  alternativeName: string;
  startCalDay: JulianDay;
  range: DayRange;
  summary: SeriesSummary;
  /** Picked years with data. */
  pickedYears: readonly number[];
  /** Traces of the visible picked years, and of every year when All Years is on. */
  traces: YearTraces;
}

/** A Single Alternative chart: the statistics as bands and lines, the picked years in the palette, and every year in grey when asked. */
export function singleAlternativeModel({
  chart,
  alternativeName,
  startCalDay,
  range,
  summary,
  pickedYears,
  traces,
}: SingleAlternativeInput): DailyChartModel {
  const shown = (id: string) => !chart.hiddenTraces.includes(id);
  const drawnYears = visibleYears(chart, pickedYears);
  const yearLine = (year: number) => ({
    id: yearTraceId(year),
    name: String(year),
    color: yearColor(year),
    values: traces.get(year) ?? new Float64Array(0),
  });
  return {
    title: `${alternativeName} at ${summary.location}`,
    yTitle: summary.measure ? `${summary.location} (${summary.measure})` : summary.location,
    startCalDay,
    range,
    bands: STATISTIC_BANDS.filter((band) => shown(band.id)).map((band) => ({
      id: band.id,
      name: band.name,
      lowerName: band.lowerName,
      upperName: band.upperName,
      color: band.color,
      opacity: 1,
      lower: summary.statistics[band.lower],
      upper: summary.statistics[band.upper],
    })),
    lines: [
      ...STATISTIC_LINES.filter((line) => shown(line.id)).map((line) => ({
        id: line.id,
        name: line.name,
        color: line.color,
        values: summary.statistics[line.key],
        ...(line.dash ? { dash: line.dash } : {}),
      })),
      ...drawnYears.map(yearLine),
    ],
    backgroundLines: chart.allYearsVisible
      ? summary.traceYears
          .filter((year) => !drawnYears.includes(year))
          .map((year) => ({ ...yearLine(year), color: '#8a96a3' }))
      : [],
  };
}

/** The traces list of a Single Alternative chart: the statistics, and the picked years. */
export function singleAlternativeTraceGroups(
  chart: Pick<ChartState, 'hiddenTraces' | 'pickYearVisible'>,
  pickedYears: readonly number[],
): TraceGroup[] {
  const shown = (id: string) => !chart.hiddenTraces.includes(id);
  return [
    {
      name: STATISTICS_GROUP,
      visible: STATISTIC_TRACE_IDS.some(shown),
      traces: [
        ...STATISTIC_BANDS.map((band) => ({
          id: band.id,
          name: band.name,
          color: band.color,
          filled: true,
          visible: shown(band.id),
        })),
        ...STATISTIC_LINES.map((line) => ({
          id: line.id,
          name: line.name,
          color: line.color,
          ...(line.dash ? { dash: line.dash } : {}),
          visible: shown(line.id),
        })),
      ],
    },
    {
      name: YEARS_GROUP,
      visible: chart.pickYearVisible,
      traces: pickedYears.map((year) => ({
        id: yearTraceId(year),
        name: String(year),
        color: yearColor(year),
        visible: chart.pickYearVisible && shown(yearTraceId(year)),
      })),
    },
  ];
}
