import { useMemo } from 'react';
import { useSeriesSummaries, useYearTraces } from '../../../data/index.ts';
import { DataTypePicker } from '../pickers/DataTypePicker.tsx';
import { DateRangePicker } from '../pickers/DateRangePicker.tsx';
import { YearPicker } from '../pickers/YearPicker.tsx';
import type { ChartChanges, ChartState } from '../state/chart-state.ts';
import { PICK_YEAR } from '../state/chart-state.ts';
import { chartRange, unionOfYears } from './chart-range.ts';
import type { LineChoice } from './line-model.ts';

type LineChart = Pick<ChartState, 'lookupKey' | 'pickYear' | 'startDay' | 'endDay'>;

/**
 * What a chart of one line per series reads for its data type: each series' summary, and, when the
 * data type is Pick Year, each series' trace of the picked year (a year some series has).
 */
export function useStatisticLines(urls: readonly (string | null)[], chart: LineChart, startCalDay: number) {
  const summaries = useSeriesSummaries(urls, startCalDay);
  const years = unionOfYears(summaries.map((entry) => (entry?.status === 'ready' ? entry.value.traceYears : [])));
  const pickYear = chart.lookupKey === PICK_YEAR;
  const year = pickYear && chart.pickYear !== null && years.includes(chart.pickYear) ? chart.pickYear : null;
  const traces = useYearTraces(pickYear ? urls : [], startCalDay, year === null ? [] : [year]);
  const choice = useMemo<LineChoice>(() => ({ lookupKey: chart.lookupKey, year }), [chart.lookupKey, year]);
  return { summaries, traces, years, choice };
}

type StatisticPickersProps = {
  chart: LineChart;
  /** The years the series have, ascending, and the picked one among them (see useStatisticLines). */
  years: readonly number[];
  year: number | null;
  onChange: (changes: ChartChanges) => void;
};

/** The data type, the year when it is Pick Year (the latest year when none was picked yet), and the dates shown. */
export function StatisticPickers({ chart, years, year, onChange }: StatisticPickersProps) {
  const range = chartRange(chart);
  return (
    <>
      <DataTypePicker
        value={chart.lookupKey}
        onChange={(lookupKey) =>
          onChange(
            lookupKey === PICK_YEAR && chart.pickYear === null
              ? { lookupKey, pickYear: years.at(-1) ?? null }
              : { lookupKey },
          )
        }
      />
      {chart.lookupKey === PICK_YEAR && (
        <YearPicker
          years={years}
          selected={year === null ? [] : [year]}
          onChange={(picked) => onChange({ pickYear: picked.at(-1) ?? null })}
        />
      )}
      <DateRangePicker range={range} onChange={(next) => onChange({ startDay: next.startDay, endDay: next.endDay })} />
    </>
  );
}
