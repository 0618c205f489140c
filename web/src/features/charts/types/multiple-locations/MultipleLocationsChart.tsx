import { useMemo } from 'react';
import { fileBaseName } from '../../../../components/charts/chart-export.ts';
import { paletteColor } from '../../../../components/charts/palette.ts';
import { locationLabel } from '../../../../data/index.ts';
import { BandChartFrame } from '../../band/BandChartFrame.tsx';
import { AlternativePicker } from '../../pickers/AlternativePicker.tsx';
import { LocationsPicker } from '../../pickers/LocationsPicker.tsx';
import type { ChartViewProps } from '../../registry/chart-registry.ts';
import { useChartContext } from '../../registry/registry-context.tsx';
import { TracesList } from '../../traces/TracesList.tsx';
import { toggleTrace, toggleTraceGroup } from '../../traces/trace-visibility.ts';
import { useChartRange } from '../chart-range.ts';
import { choiceText, linesLoading, linesModel, measureTitle, type LineSource } from '../line-model.ts';
import { StatisticPickers, useStatisticLines } from '../statistic-lines.tsx';

/** Shown until the Multiple Locations chart has a location (docs/product-guide.md#messages). */
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
  const range = useChartRange(chart);

  const { summaries, traces, years, choice } = useStatisticLines(urls, chart, startCalDay);

  const traceItems = useMemo(
    () =>
      chosen.map((location, i) => {
        const known = locations.find((candidate) => candidate.key === location);
        const id = locationTraceId(location);
        return {
          id,
          name: known ? locationLabel(known) : location,
          color: paletteColor(i),
          visible: !chart.hiddenTraces.includes(id),
        };
      }),
    [chosen, locations, chart.hiddenTraces],
  );
  const lineSources = useMemo<LineSource[]>(
    () =>
      traceItems.flatMap((item, i) =>
        item.visible ? [{ ...item, summary: summaries[i] ?? null, traces: traces[i] ?? null }] : [],
      ),
    [traceItems, summaries, traces],
  );
  const loading = linesLoading(lineSources, choice) || (sources.loading && urls.some((url) => url === null));
  const title = `${alternative?.text ?? alternativeKey} — ${choiceText(choice)}`;
  const model = useMemo(
    () =>
      loading
        ? null
        : linesModel({
            title,
            yTitle: measureTitle('Value', summaries),
            startCalDay,
            range,
            sources: lineSources,
            choice,
          }),
    [loading, title, summaries, startCalDay, range, lineSources, choice],
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
          <StatisticPickers chart={chart} years={years} year={choice.year} onChange={onChange} />
        </>
      }
      side={
        chosen.length > 0 && (
          <TracesList
            groups={[{ name: LOCATIONS_GROUP, visible: traceItems.some((item) => item.visible), traces: traceItems }]}
            onToggleTrace={(id) => onChange({ hiddenTraces: toggleTrace(chart.hiddenTraces, id) })}
            onToggleGroup={() =>
              onChange({
                hiddenTraces: toggleTraceGroup(
                  chart.hiddenTraces,
                  traceItems.map((item) => item.id),
                ),
              })
            }
          />
        )
      }
    />
  );
}
