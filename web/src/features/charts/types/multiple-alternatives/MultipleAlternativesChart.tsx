import { useMemo } from 'react';
import { fileBaseName } from '../../../../components/charts/chart-export.ts';
import { BandChartFrame } from '../../band/BandChartFrame.tsx';
import { AlternativesMultiSelect } from '../../pickers/AlternativesMultiSelect.tsx';
import { LocationPicker } from '../../pickers/LocationPicker.tsx';
import type { ChartViewProps } from '../../registry/chart-registry.ts';
import { useChartContext } from '../../registry/registry-context.tsx';
import { useChartRange } from '../chart-range.ts';
import { choiceText, linesLoading, linesModel, linesSkeleton, measureTitle, type LineSource } from '../line-model.ts';
import { StatisticPickers, useStatisticLines } from '../statistic-lines.tsx';

/** One location, one line per selected alternative: a statistic of each, or the picked year. */
export function MultipleAlternativesChart({ chart, onChange }: ChartViewProps) {
  const { locations, alternatives, sources, startCalDay } = useChartContext();
  const location = chart.location || locations[0]?.key || '';
  const selected = alternatives.filter((alternative) => chart.selectedAlts.includes(alternative.key));
  const urls = selected.map((alternative) => sources.urlOf(alternative.key, location));
  const range = useChartRange(chart);

  const { summaries, traces, years, choice } = useStatisticLines(urls, chart, startCalDay);

  const lineSources = useMemo<LineSource[]>(
    () =>
      alternatives
        .filter((alternative) => chart.selectedAlts.includes(alternative.key))
        .map((alternative, i) => ({
          id: alternative.key,
          name: alternative.text,
          color: alternative.color,
          summary: summaries[i] ?? null,
          traces: traces[i] ?? null,
        })),
    [alternatives, chart.selectedAlts, summaries, traces],
  );
  const loading = linesLoading(lineSources, choice) || (sources.loading && urls.some((url) => url === null));
  const model = useMemo(
    () =>
      loading
        ? null
        : linesModel({
            title: `${location} — ${choiceText(choice)}`,
            yTitle: measureTitle(location, summaries),
            startCalDay,
            range,
            sources: lineSources,
            choice,
          }),
    [loading, location, choice, summaries, startCalDay, range, lineSources],
  );

  const skeleton = useMemo(
    () =>
      loading
        ? linesSkeleton({
            title: `${location} — ${choiceText(choice)}`,
            yTitle: location,
            startCalDay,
            range,
            sources: lineSources,
          })
        : null,
    [loading, location, choice, startCalDay, range, lineSources],
  );

  return (
    <BandChartFrame
      chart={chart}
      onChange={onChange}
      location={location}
      model={model}
      skeleton={skeleton}
      loading={loading}
      fileName={fileBaseName(location, choiceText(choice))}
      filters={
        <>
          <LocationPicker value={location} onChange={(next) => onChange({ location: next })} />
          <StatisticPickers chart={chart} years={years} year={choice.year} onChange={onChange} />
        </>
      }
      side={
        <AlternativesMultiSelect
          selected={chart.selectedAlts}
          onChange={(selectedAlts) => onChange({ selectedAlts })}
        />
      }
    />
  );
}
