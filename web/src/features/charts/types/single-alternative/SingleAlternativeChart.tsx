import { useMemo } from 'react';
import { fileBaseName } from '../../../../components/charts/chart-export.ts';
import { useSeriesSummaries, useYearTraces } from '../../../../data/index.ts';
import { BandChartFrame } from '../../band/BandChartFrame.tsx';
import { AlternativePicker } from '../../pickers/AlternativePicker.tsx';
import { DateRangePicker } from '../../pickers/DateRangePicker.tsx';
import { LocationPicker } from '../../pickers/LocationPicker.tsx';
import { YearPicker } from '../../pickers/YearPicker.tsx';
import { yearsWithData } from '../../pickers/years.ts';
import type { ChartViewProps } from '../../registry/chart-registry.ts';
import { useChartContext } from '../../registry/registry-context.tsx';
import { TracesList } from '../../traces/TracesList.tsx';
import { toggleTrace, toggleTraceGroup } from '../../traces/trace-visibility.ts';
import { useChartRange } from '../chart-range.ts';
import {
  singleAlternativeModel,
  singleAlternativeTraceGroups,
  STATISTIC_TRACE_IDS,
  STATISTICS_GROUP,
  visibleYears,
} from './model.ts';

const NO_YEARS: number[] = [];

/** One alternative at one location: its statistics as bands and lines, and the picked years as traces. */
export function SingleAlternativeChart({ chart, onChange }: ChartViewProps) {
  const { locations, alternatives, sources, startCalDay } = useChartContext();
  const location = chart.location || locations[0]?.key || '';
  const alternativeKey = chart.selectedAlt || alternatives[0]?.key || '';
  const alternative = alternatives.find((candidate) => candidate.key === alternativeKey);
  const url = sources.urlOf(alternativeKey, location);
  const range = useChartRange(chart);

  const [summaryEntry] = useSeriesSummaries([url], startCalDay);
  const summary = summaryEntry?.status === 'ready' ? summaryEntry.value : null;
  const available = summary?.traceYears ?? NO_YEARS;
  const picked = useMemo(() => yearsWithData(chart.pickYears, available), [chart.pickYears, available]);
  const wantedYears = chart.allYearsVisible ? available : visibleYears(chart, picked);
  const [tracesEntry] = useYearTraces([url], startCalDay, wantedYears);
  const traces = tracesEntry?.status === 'ready' ? tracesEntry.value : null;
  const loading =
    summaryEntry?.status === 'loading' || tracesEntry?.status === 'loading' || (url === null && sources.loading);

  const model = useMemo(
    () =>
      summary && traces
        ? singleAlternativeModel({
            chart,
            alternativeName: alternative?.text ?? alternativeKey,
            startCalDay,
            range,
            summary,
            pickedYears: picked,
            traces,
          })
        : null,
    [summary, traces, chart, alternative, alternativeKey, startCalDay, range, picked],
  );

  return (
    <BandChartFrame
      chart={chart}
      onChange={onChange}
      location={location}
      model={model}
      loading={loading}
      fileName={fileBaseName(alternative?.text ?? alternativeKey, location)}
      filters={
        <>
          <LocationPicker value={location} onChange={(next) => onChange({ location: next })} />
          <AlternativePicker value={alternativeKey} onChange={(selectedAlt) => onChange({ selectedAlt })} />
          <YearPicker
            label="Years"
            years={available}
            selected={picked}
            allowMultiple
            onChange={(pickYears) => onChange({ pickYears, pickYear: pickYears.at(-1) ?? null })}
          />
          <DateRangePicker
            range={range}
            onChange={(next) => onChange({ startDay: next.startDay, endDay: next.endDay })}
          />
        </>
      }
      side={
        <TracesList
          groups={singleAlternativeTraceGroups(chart, picked)}
          onToggleTrace={(id) => onChange({ hiddenTraces: toggleTrace(chart.hiddenTraces, id) })}
          onToggleGroup={(group) =>
            onChange(
              group === STATISTICS_GROUP
                ? { hiddenTraces: toggleTraceGroup(chart.hiddenTraces, STATISTIC_TRACE_IDS) }
                : { pickYearVisible: !chart.pickYearVisible },
            )
          }
          allYears={{
            visible: chart.allYearsVisible,
            onToggle: () => onChange({ allYearsVisible: !chart.allYearsVisible }),
          }}
        />
      }
    />
  );
}
