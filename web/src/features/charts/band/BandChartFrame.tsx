import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { View } from 'vega';
import { dailyChartCsv } from '../../../components/charts/daily-chart-csv.ts';
import {
  hasDrawableData,
  type ChartLayerContribution,
  type DailyChartModel,
} from '../../../components/charts/daily-chart-model.ts';
import { dailyChartSpec } from '../../../components/charts/daily-chart-spec.ts';
import { dayAxis, wholeYear } from '../../../components/charts/day-axis.ts';
import { VegaChart } from '../../../components/charts/VegaChart.tsx';
import { Spinner } from '../../../components/ui/index.ts';
import { useStableList } from '../../../data/index.ts';
import { useChartExporter } from '../components/panel-context.tsx';
import type { ChartLayerContext } from '../registry/chart-registry.ts';
import { useChartContext, useChartRegistry } from '../registry/registry-context.tsx';
import type { ChartChanges, ChartState } from '../state/chart-state.ts';
import { ChartTypePicker } from '../pickers/ChartTypePicker.tsx';

const NO_ROWS = {};

/** Shown where a chart has nothing to draw (docs/product-guide.md#messages). */
export const NO_DATA_TO_DISPLAY = 'No data to display.';

interface BandChartFrameProps {
  chart: ChartState;
  onChange: (changes: ChartChanges) => void;
  /** The location whose y-axis setting applies and whose thresholds extensions draw. */
  location: string;
  /** What to draw; null while the data it needs is on its way or when there is nothing to draw. */
  model: DailyChartModel | null;
  /**
   * The chart to come without its values (lines named and coloured, no data): its frame is drawn
   * while the first data loads, so only the values are left to draw when they arrive.
   */
  skeleton?: DailyChartModel | null;
  loading: boolean;
  /** A message shown instead of the chart, e.g. when the chart needs a choice first. */
  message?: string | null;
  fileName: string;
  filters: ReactNode;
  side: ReactNode;
}

/**
 * The layout every calendar-day chart shares: filters on the left, the chart with its y-axis
 * control, and the right panel with the chart's lists and the extensions' sections. While new data
 * loads, the last chart stays with a spinner over it.
 */
export function BandChartFrame({
  chart,
  onChange,
  location,
  model,
  skeleton = null,
  loading,
  message = null,
  fileName,
  filters,
  side,
}: BandChartFrameProps) {
  const { startCalDay } = useChartContext();
  const registry = useChartRegistry();
  const yAxis = registry.yAxis.useYAxis(location);
  const [view, setView] = useState<View | null>(null);
  const lastModel = useRef<DailyChartModel | null>(null);
  if (model) lastModel.current = model;
  const shown = message !== null ? null : (model ?? (loading ? (lastModel.current ?? skeleton) : null));
  const isSkeleton = shown !== null && shown === skeleton;
  const drawable = useMemo(
    () => shown !== null && (isSkeleton || hasDrawableData(shown, dayAxis(shown.range, shown.startCalDay).days)),
    [shown, isSkeleton],
  );

  const layerContext = useMemo<ChartLayerContext>(
    () => ({
      chart,
      onChange,
      startCalDay,
      range: shown?.range ?? wholeYear(startCalDay),
      location,
      traces: shown?.lines.map((line) => ({ name: line.name, values: line.values })) ?? [],
    }),
    [chart, onChange, startCalDay, shown, location],
  );
  // The extension list is fixed for the page's life, so these hooks run in the same order on every render.
  const contributions = registry.extensions.map((extension) => extension.useLayers?.(layerContext) ?? null);
  const extensions = useStableList(
    contributions.filter((contribution): contribution is ChartLayerContribution => contribution !== null),
  );

  const yDomain = yAxis.domain;
  const chartSpec = useMemo(() => {
    if (!shown || !drawable) return null;
    const drawn = dailyChartSpec(shown, { fontSize: chart.fontSize, yDomain, extensions });
    // A skeleton's spec is the chart's own, so the data only fills the view when it arrives.
    return isSkeleton ? { ...drawn, datasets: NO_ROWS } : drawn;
  }, [shown, drawable, isSkeleton, chart.fontSize, yDomain, extensions]);
  const exporter = useMemo(
    () =>
      shown && chartSpec && !isSkeleton
        ? {
            fileName,
            view,
            csv: () =>
              dailyChartCsv(
                shown,
                extensions.flatMap((extension) => extension.columns ?? []),
              ),
          }
        : null,
    [shown, chartSpec, isSkeleton, fileName, view, extensions],
  );
  useChartExporter(exporter);

  const text = message ?? (shown === null && loading ? null : chartSpec ? null : NO_DATA_TO_DISPLAY);
  return (
    <div className="band-chart">
      <div className="band-chart__filters" data-tour="filters">
        <ChartTypePicker chart={chart} onChange={onChange} />
        {filters}
      </div>
      <div className="band-chart__main">
        <div className="band-chart__plot" data-tour="chart" aria-busy={loading || undefined}>
          {chartSpec && shown ? (
            <VegaChart
              spec={chartSpec.spec}
              datasets={chartSpec.datasets}
              signals={chartSpec.signals}
              tooltip={chartSpec.tooltip}
              label={shown.title}
              onView={setView}
            />
          ) : text ? (
            <p className="chart-message">{text}</p>
          ) : (
            <div className="chart-message">
              <Spinner size="large" label="Loading data" />
            </div>
          )}
          {loading && chartSpec && (
            <span className="band-chart__busy">
              <Spinner label="Loading data" />
            </span>
          )}
        </div>
        {yAxis.control(() => (view ? (view.scale('y').domain() as [number, number]) : null))}
      </div>
      <div className="band-chart__side" data-tour="side">
        {side}
        {registry.extensions.map(
          (extension) =>
            extension.SidePanelSection && <extension.SidePanelSection key={extension.id} {...layerContext} />,
        )}
      </div>
    </div>
  );
}
