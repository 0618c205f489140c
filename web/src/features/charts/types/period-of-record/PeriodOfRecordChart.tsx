import type { ThresholdData } from '@waterline/domain/analysis/index';
import { useMemo, useRef, useState } from 'react';
import type { View } from 'vega';
import { downloadChartImage, fileBaseName } from '../../../../components/charts/chart-export.ts';
import { VegaChart } from '../../../../components/charts/VegaChart.tsx';
import { Button, Spinner, useToast } from '../../../../components/ui/index.ts';
import { useLocationSeries } from '../../../../data/index.ts';
import { useChartExporter } from '../../components/panel-context.tsx';
import { AlternativePicker } from '../../pickers/AlternativePicker.tsx';
import { ChartTypePicker } from '../../pickers/ChartTypePicker.tsx';
import { NO_SELECTION, pickedRange } from '../../pickers/date-range.ts';
import { DateRangePicker } from '../../pickers/DateRangePicker.tsx';
import { LocationPicker } from '../../pickers/LocationPicker.tsx';
import { PickerField } from '../../../../components/forms/PickerField.tsx';
import type { ChartViewProps } from '../../registry/chart-registry.ts';
import { useChartContext, useChartRegistry } from '../../registry/registry-context.tsx';
import {
  baseChanges,
  baseOfChart,
  baseOption,
  heatmapCsv,
  heatmapMethod,
  heatmapOutcome,
  heatmapRange,
  heatmapTitle,
  valueTitle,
  type HeatmapOutcome,
} from './heatmap-model.ts';
import { heatmapSpec } from './heatmap-spec.ts';
import '../record-charts.css';

/** Period of Record: a heatmap per year and day of the comparison scenario minus the base (an alternative or a saved threshold). */
export function PeriodOfRecordChart({ chart, onChange }: ChartViewProps) {
  const { locations, alternatives, startCalDay } = useChartContext();
  const registry = useChartRegistry();
  const showToast = useToast();
  const location = chart.location || locations[0]?.key || '';
  const measure = locations.find((candidate) => candidate.key === location)?.measure ?? '';
  const { thresholds, loading: thresholdsLoading } = registry.savedThresholds.useSavedThresholds(location);
  const base = baseOfChart(chart);
  const baseSeries = useLocationSeries(base.kind === 'alternative' ? base.key : '', location);
  const comparison = useLocationSeries(chart.altB, location);
  const threshold =
    base.kind === 'threshold' ? (thresholds.find((candidate) => candidate.id === base.id) ?? null) : null;
  const { startDay, endDay } = chart;
  const range = useMemo(() => heatmapRange({ startDay, endDay }, startCalDay), [startDay, endDay, startCalDay]);
  const method = heatmapMethod(base, chart.diffMethod);
  const [view, setView] = useState<View | null>(null);

  const outcome = useMemo<HeatmapOutcome>(() => {
    if (base.kind === 'threshold' && thresholdsLoading) return { status: 'loading' };
    const baseData = base.kind === 'threshold' ? ((threshold?.data as ThresholdData | undefined) ?? null) : baseSeries;
    return heatmapOutcome({ base: baseData, comparison, method, range });
  }, [base.kind, thresholdsLoading, threshold, baseSeries, comparison, method, range]);

  const nameOf = (key: string) => alternatives.find((alternative) => alternative.key === key)?.text ?? key;
  const baseName = base.kind === 'threshold' ? (threshold?.data.name ?? 'threshold') : nameOf(base.key);
  const title = heatmapTitle({ location, comparison: nameOf(chart.altB), base: baseName, method });
  const fileName = fileBaseName(location, nameOf(chart.altB), 'vs', baseName);
  const diff = outcome.status === 'ready' ? outcome.diff : null;
  const chartSpec = useMemo(
    () =>
      diff
        ? heatmapSpec(diff, {
            title,
            valueTitle: valueTitle(diff.method, measure),
            fontSize: chart.fontSize,
            startCalDay,
            range,
          })
        : null,
    [diff, title, measure, chart.fontSize, startCalDay, range],
  );
  const exporter = useMemo(
    () => (diff ? { fileName, view, csv: () => heatmapCsv(diff) } : null),
    [diff, fileName, view],
  );
  useChartExporter(exporter);

  const lastSpec = useRef(chartSpec);
  if (chartSpec) lastSpec.current = chartSpec;
  const shown = chartSpec ?? (outcome.status === 'loading' ? lastSpec.current : null);

  const capture = () => {
    if (view) downloadChartImage(view, 'png', fileName).catch(() => showToast('The image could not be made'));
  };

  return (
    <div className="record-chart">
      <div className="record-chart__filters" data-tour="filters">
        <ChartTypePicker chart={chart} onChange={onChange} />
        <LocationPicker value={location} onChange={(next) => onChange({ location: next, selectedThreshold: null })} />
        <DateRangePicker
          range={range}
          onChange={(next) => onChange({ startDay: next.startDay, endDay: next.endDay })}
        />
        <PickerField label="Base scenario">
          {(id) => (
            <select
              id={id}
              className="ui-input ui-select"
              value={baseOption(base)}
              onChange={(event) => onChange(baseChanges(event.target.value))}
            >
              {base.kind === 'threshold' && !threshold && (
                <option value={baseOption(base)}>
                  {thresholdsLoading ? 'Loading thresholds…' : 'Threshold not found'}
                </option>
              )}
              {base.kind === 'alternative' && !alternatives.some((alternative) => alternative.key === base.key) && (
                <option value={baseOption(base)}>{base.key || 'Select a base scenario'}</option>
              )}
              <optgroup label="Alternatives">
                {alternatives.map((alternative) => (
                  <option key={alternative.key} value={baseOption({ kind: 'alternative', key: alternative.key })}>
                    {alternative.text}
                  </option>
                ))}
              </optgroup>
              {thresholds.length > 0 && (
                <optgroup label="Thresholds">
                  {thresholds.map((candidate) => (
                    <option key={candidate.id} value={baseOption({ kind: 'threshold', id: candidate.id })}>
                      {candidate.data.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          )}
        </PickerField>
        <AlternativePicker label="Comp scenario" value={chart.altB} onChange={(altB) => onChange({ altB })} />
        <PickerField label="Diff method">
          {(id) => (
            <>
              <select
                id={id}
                className="ui-input ui-select"
                value={method === 'categorical' ? 'categorical' : chart.diffMethod}
                disabled={method === 'categorical'}
                onChange={(event) =>
                  onChange({ diffMethod: event.target.value === 'relative' ? 'relative' : 'absolute' })
                }
              >
                {method === 'categorical' && <option value="categorical">Categorical</option>}
                <option value="absolute">Absolute</option>
                <option value="relative">Relative</option>
              </select>
              {method === 'categorical' && (
                <p className="picker__hint">
                  A threshold base shows each day below (-1), on or within (0), or above (1) the threshold.
                </p>
              )}
            </>
          )}
        </PickerField>
      </div>
      <div className="record-chart__main">
        <div
          className="record-chart__plot"
          data-tour="chart"
          aria-busy={outcome.status === 'loading' || undefined}
          onDoubleClick={() => onChange(pickedRange(NO_SELECTION, startCalDay))}
        >
          {shown ? (
            <VegaChart spec={shown.spec} datasets={shown.datasets} label={title} onView={setView} />
          ) : outcome.status === 'message' ? (
            <p className="chart-message">{outcome.text}</p>
          ) : (
            <div className="chart-message">
              <Spinner size="large" label="Loading data" />
            </div>
          )}
          {outcome.status === 'loading' && shown && (
            <span className="record-chart__busy">
              <Spinner label="Loading data" />
            </span>
          )}
        </div>
        <div className="record-chart__actions">
          <Button variant="secondary" onClick={capture} disabled={!view || !chartSpec} data-tour="capture">
            Capture
          </Button>
          <span className="record-chart__note">Double-click the chart to show the whole year.</span>
        </div>
      </div>
    </div>
  );
}
