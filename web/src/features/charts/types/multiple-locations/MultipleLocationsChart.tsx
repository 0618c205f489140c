import { useMemo } from 'react';
import { fileBaseName } from '../../../../components/charts/chart-export.ts';
import { paletteColor } from '../../../../components/charts/palette.ts';
import { locationLabel, useSeriesSummaries, useYearTraces } from '../../../series-data/index.ts';
import { BandChartFrame } from '../../band/BandChartFrame.tsx';
import { AlternativePicker } from '../../pickers/AlternativePicker.tsx';
import { DataTypePicker } from '../../pickers/DataTypePicker.tsx';
import { DateRangePicker } from '../../pickers/DateRangePicker.tsx';
import { LocationsPicker } from '../../pickers/LocationsPicker.tsx';
import { YearPicker } from '../../pickers/YearPicker.tsx';
import type { ChartViewProps } from '../../registry/chart-registry.ts';
import { useChartContext } from '../../registry/registry-context.tsx';
import { PICK_YEAR } from '../../state/chart-state.ts';
import { TracesList } from '../../traces/TracesList.tsx';
import { toggleTrace, toggleTraceGroup } from '../../traces/trace-visibility.ts';
import { chartRange, unionOfYears } from '../chart-range.ts';
import { choiceText, linesLoading, linesModel, measureTitle, type LineSource } from '../line-model.ts';

/** Shown until the Multiple Locations chart has a location (spec section 8). */
export const SELECT_LOCATIONS = 'Select locations from the dropdowns on the left.';

export const LOCATIONS_GROUP = 'Locations';
export const locationTraceId = (location: string) => `location-${location}`;

/** One alternative, one line per chosen location: a statistic of each, or the picked year. */
export function MultipleLocationsChart({ chart, onChange }: ChartViewProps) {
  const { locations, alternatives, sources, startCalDay } = useChartContext();
  const alternativeKey = chart.selectedAlt || alternatives[0]?.key || '';
  const alternative = alternatives.find((candidate) => candidate.key === alternativeKey);
  const chosen = chart.selectedLocations;
  const urls = chosen.map((location) => sources.urlOf(alternativeKey, location));
  const range = chartRange(chart);

  const summaries = useSeriesSummaries(urls, startCalDay);
  const years = unionOfYears(summaries.map((entry) => (entry?.status === 'ready' ? entry.value.traceYears : [])));
  const pickYear = chart.lookupKey === PICK_YEAR;
  const year = pickYear ? (chart.pickYear !== null && years.includes(chart.pickYear) ? chart.pickYear : null) : null;
  const traces = useYearTraces(pickYear ? urls : [], startCalDay, year === null ? [] : [year]);
  const choice = useMemo(() => ({ lookupKey: chart.lookupKey, year }), [chart.lookupKey, year]);

  const traceItems = useMemo(
    () =>
      chosen.map((location, i) => {
        const known = locations.find((candidate) => candidate.key === location);
        const id = locationTraceId(location);
        return { id, name: known ? locationLabel(known) : location, color: paletteColor(i), visible: !chart.hiddenTraces.includes(id) };
      }),
    [chosen, locations, chart.hiddenTraces],
  );
  const lineSources = useMemo<LineSource[]>(
    () => traceItems.flatMap((item, i) => (item.visible ? [{ ...item, summary: summaries[i] ?? null, traces: traces[i] ?? null }] : [])),
    [traceItems, summaries, traces],
  );
  const loading = linesLoading(lineSources, choice) || (sources.loading && urls.some((url) => url === null));
  const title = `${alternative?.text ?? alternativeKey} — ${choiceText(choice)}`;
  const model = useMemo(
    () => (loading ? null : linesModel({ title, yTitle: measureTitle('Value', summaries), startCalDay, range, sources: lineSources, choice })),
    // `range` follows from the chart's start and end days.
    [loading, title, summaries, startCalDay, chart.startDay, chart.endDay, lineSources, choice],
  );

  return (
    <BandChartFrame
      chart={chart}
      onChange={onChange}
      location={chosen[0] ?? ''}
      model={model}
      loading={loading}
      message={chosen.length === 0 ? SELECT_LOCATIONS : null}
      fileName={fileBaseName(alternative?.text ?? alternativeKey, choiceText(choice))}
      filters={
        <>
          <LocationsPicker selected={chosen} onChange={(selectedLocations) => onChange({ selectedLocations })} />
          <AlternativePicker value={alternativeKey} onChange={(selectedAlt) => onChange({ selectedAlt })} />
          <DataTypePicker
            value={chart.lookupKey}
            onChange={(lookupKey) => onChange(lookupKey === PICK_YEAR && chart.pickYear === null ? { lookupKey, pickYear: years.at(-1) ?? null } : { lookupKey })}
          />
          {pickYear && <YearPicker years={years} selected={year === null ? [] : [year]} onChange={(picked) => onChange({ pickYear: picked.at(-1) ?? null })} />}
          <DateRangePicker range={range} onChange={(next) => onChange({ startDay: next.startDay, endDay: next.endDay })} />
        </>
      }
      side={
        chosen.length > 0 && (
          <TracesList
            groups={[{ name: LOCATIONS_GROUP, visible: traceItems.some((item) => item.visible), traces: traceItems }]}
            onToggleTrace={(id) => onChange({ hiddenTraces: toggleTrace(chart.hiddenTraces, id) })}
            onToggleGroup={() => onChange({ hiddenTraces: toggleTraceGroup(chart.hiddenTraces, traceItems.map((item) => item.id)) })}
          />
        )
      }
    />
  );
}
