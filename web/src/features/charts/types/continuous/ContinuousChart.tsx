import { resolveThreshold, type ResolvedThreshold, type ThresholdData } from '@waterline/domain/analysis/index';
import { useDeferredValue, useMemo, useState } from 'react';
import type { View } from 'vega';
import { fileBaseName } from '../../../../components/charts/chart-export.ts';
import { LINE_PATTERN_DASHES, linePatternOf } from '../../../../components/charts/line-patterns.ts';
import { VegaChart } from '../../../../components/charts/VegaChart.tsx';
import { Spinner } from '../../../../components/ui/index.ts';
import { useLocationSeriesList } from '../../../../data/index.ts';
import { NO_DATA_TO_DISPLAY } from '../../band/BandChartFrame.tsx';
import { useChartExporter } from '../../components/panel-context.tsx';
import { AlternativesMultiSelect } from '../../pickers/AlternativesMultiSelect.tsx';
import { ChartTypePicker } from '../../pickers/ChartTypePicker.tsx';
import { LocationPicker } from '../../pickers/LocationPicker.tsx';
import { useDebounced } from '../../pickers/use-debounced.ts';
import type { ChartViewProps } from '../../registry/chart-registry.ts';
import { useChartContext, useChartRegistry } from '../../registry/registry-context.tsx';
import { continuousCsv } from './continuous-csv.ts';
import {
  CONTINUOUS_DATASETS,
  continuousSpec,
  lineRows,
  thresholdRows,
  windowSignals,
  type ThresholdLook,
} from './continuous-spec.ts';
import { ContinuousSidePanel, type PanelLine } from './ContinuousSidePanel.tsx';
import { RangeControls } from './RangeControls.tsx';
import {
  clampWindow,
  defaultWindow,
  isoDateOf,
  recordExtent,
  stateOfWindow,
  windowLength,
  windowOfState,
  type DayWindow,
} from './record-window.ts';
import { aggregationText, bucketDaysFor, thresholdSteps, windowPoints } from './window-points.ts';
import '../record-charts.css';

/** A dragged window is kept in the chart's state once the handle rests this long. */
const KEEP_WINDOW_AFTER_MS = 300;

/** The threshold's bounds, or null when it cannot be drawn (its day counts then say 'Error'). */
function resolvedOrNull(data: ThresholdData): ResolvedThreshold | null {
  try {
    return resolveThreshold(data);
  } catch {
    return null;
  }
}

/**
 * Continuous Time Series: a line per selected alternative over the whole record of a location. Vega
 * gets only the window's points, at most 2000 a line (the lowest and highest day of each bucket when
 * the window is longer), and the window moves by signals without rebuilding the chart.
 */
export function ContinuousChart({ chart, onChange }: ChartViewProps) {
  const { locations, alternatives } = useChartContext();
  const registry = useChartRegistry();
  const location = chart.location || locations[0]?.key || '';
  const measure = locations.find((candidate) => candidate.key === location)?.measure ?? '';
  const selected = useMemo(
    () => alternatives.filter((alternative) => chart.selectedAlts.includes(alternative.key)),
    [alternatives, chart.selectedAlts],
  );
  const states = useLocationSeriesList(
    selected.map((alternative) => alternative.key),
    location,
  );
  const { thresholds } = registry.savedThresholds.useSavedThresholds(location);
  const threshold = thresholds.find((candidate) => candidate.id === chart.selectedThreshold) ?? null;
  const yAxis = registry.yAxis.useYAxis(location);
  const [view, setView] = useState<View | null>(null);
  const [draft, setDraft] = useState<DayWindow | null>(null);

  const loading = states.some((state) => state.status === 'loading');
  // The lines appear together once every series is in: each arrival would otherwise change the
  // spec's legend and re-create the view, once per alternative.
  const lines = useMemo<PanelLine[]>(
    () =>
      loading
        ? []
        : selected.flatMap((alternative, i) => {
            const state = states[i];
            return state?.status === 'ready'
              ? [{ name: alternative.text, color: alternative.color, series: state.value }]
              : [];
          }),
    [loading, selected, states],
  );
  const extent = useMemo(() => recordExtent(lines.map((line) => line.series)), [lines]);
  const kept = useMemo(
    () => (extent ? clampWindow(windowOfState(chart.timeWindow) ?? defaultWindow(extent), extent) : null),
    [extent, chart.timeWindow],
  );
  const shown = draft && extent ? clampWindow(draft, extent) : kept;
  // The same window object while its days stay, so the points and signals below are worked out once per window.
  const [shownStart, shownEnd] = shown ? [shown.start, shown.end] : [null, null];
  const shownWindow = useMemo(
    () => (shownStart === null || shownEnd === null ? null : { start: shownStart, end: shownEnd }),
    [shownStart, shownEnd],
  );

  const keepWindow = (next: DayWindow) => {
    setDraft(null);
    onChange({ timeWindow: stateOfWindow(next) });
  };
  const keepDragged = useDebounced(keepWindow, KEEP_WINDOW_AFTER_MS);

  const bucketDays = shownWindow ? bucketDaysFor(windowLength(shownWindow)) : 1;
  const resolved = useMemo(() => (threshold ? resolvedOrNull(threshold.data as ThresholdData) : null), [threshold]);
  const drawn = useMemo(
    () =>
      shownWindow
        ? lines.map((line) => ({ name: line.name, points: windowPoints(line.series, shownWindow, bucketDays) }))
        : [],
    [lines, shownWindow, bucketDays],
  );
  const steps = useMemo(
    () => (shownWindow && resolved ? thresholdSteps(resolved, shownWindow, bucketDays) : null),
    [resolved, shownWindow, bucketDays],
  );
  const datasets = useMemo(
    () => ({
      [CONTINUOUS_DATASETS.lines]: lineRows(drawn),
      ...(steps ? { [CONTINUOUS_DATASETS.threshold]: thresholdRows(steps) } : {}),
    }),
    [drawn, steps],
  );
  const aggregation = aggregationText(bucketDays);
  const signals = useMemo(
    () => (shownWindow ? windowSignals(shownWindow, aggregation) : {}),
    [shownWindow, aggregation],
  );

  const look = useMemo<ThresholdLook | null>(
    () =>
      threshold && resolved
        ? {
            name: threshold.data.name,
            color: threshold.data.color || '#b42318',
            dash: LINE_PATTERN_DASHES[linePatternOf(threshold.data.pattern)],
            isRange: resolved.isRange,
            fillOpacity: threshold.data.fill ? (threshold.data.opacity ?? 0.2) : null,
          }
        : null,
    [threshold, resolved],
  );
  const yDomain = yAxis.domain;
  const title = measure ? `${location} (${measure})` : location;
  const spec = useMemo(
    () =>
      lines.length > 0
        ? continuousSpec({ title, yTitle: title, fontSize: chart.fontSize, yDomain, lines, threshold: look })
        : null,
    // The spec does not change while the window moves.
    [title, chart.fontSize, yDomain, lines, look],
  );

  const fileName = fileBaseName(
    location,
    'continuous',
    shownWindow ? `${isoDateOf(shownWindow.start)} ${isoDateOf(shownWindow.end)}` : '',
  );
  const exporter = useMemo(
    () =>
      spec
        ? {
            fileName,
            view,
            csv: () => continuousCsv(drawn, threshold && resolved ? { name: threshold.data.name, resolved } : null),
          }
        : null,
    [spec, fileName, view, drawn, threshold, resolved],
  );
  useChartExporter(exporter);
  const panelWindow = useDeferredValue(shownWindow);
  const pointsPerLine = Math.max(0, ...drawn.map((line) => line.points.days.length));

  const message = loading ? null : selected.length === 0 || !extent ? NO_DATA_TO_DISPLAY : null;
  return (
    <div className="record-chart record-chart--side">
      <div className="record-chart__filters" data-tour="filters">
        <ChartTypePicker chart={chart} onChange={onChange} />
        <LocationPicker
          value={location}
          onChange={(next) => onChange({ location: next, selectedThreshold: null, timeWindow: null })}
        />
        <AlternativesMultiSelect
          selected={chart.selectedAlts}
          onChange={(selectedAlts) => onChange({ selectedAlts })}
        />
      </div>
      <div className="record-chart__main">
        <div
          className="record-chart__plot"
          data-tour="chart"
          data-testid="continuous-chart"
          data-window-start={shownWindow ? isoDateOf(shownWindow.start) : undefined}
          data-window-end={shownWindow ? isoDateOf(shownWindow.end) : undefined}
          data-bucket-days={bucketDays}
          data-points-per-line={pointsPerLine}
          aria-busy={loading || undefined}
        >
          {spec && extent && shownWindow ? (
            <VegaChart
              spec={spec}
              datasets={datasets}
              signals={signals}
              label={`${title}: ${aggregation}`}
              onView={setView}
            />
          ) : message ? (
            <p className="chart-message">{message}</p>
          ) : (
            <div className="chart-message">
              <Spinner size="large" label="Loading data" />
            </div>
          )}
          {loading && spec && (
            <span className="record-chart__busy">
              <Spinner label="Loading data" />
            </span>
          )}
        </div>
        {extent && shownWindow && (
          <RangeControls
            extent={extent}
            window={shownWindow}
            onPick={keepWindow}
            onMove={(next) => {
              setDraft(next);
              keepDragged(next);
            }}
          />
        )}
        {yAxis.control(() => (view ? (view.scale('y').domain() as [number, number]) : null))}
      </div>
      {panelWindow && (
        <ContinuousSidePanel
          lines={lines}
          window={panelWindow}
          thresholds={thresholds}
          selectedThreshold={threshold}
          onSelectThreshold={(selectedThreshold) => onChange({ selectedThreshold })}
        />
      )}
    </div>
  );
}
