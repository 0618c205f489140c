import { useEffect, useMemo, useRef, useState } from 'react';
import type { View } from 'vega';
import { withValues, type AnyChartSpec, type ChartSignals } from './chart-spec.ts';
import { chartView, loadChartRuntime } from './chart-view.ts';
import type { DataRow } from './daily-chart-model.ts';
import { CHART_DRAWN_EVENT, exposeViewForTests } from './test-hooks.ts';
import { rowCopies, updateViewRows } from './view-rows.ts';

export interface VegaChartProps {
  /** The spec without data (Vega, or Vega-Lite: see chart-spec.ts); a change of its structure re-creates the view. */
  spec: AnyChartSpec;
  /** Named datasets the spec reads; new rows only update the view's data. */
  datasets: Record<string, DataRow[]>;
  /** Accessible name of the chart. */
  label: string;
  /** Receives the live view once drawn, and null when it goes away. */
  onView?: (view: View | null) => void;
  /** Values of the spec's top-level params; a change only updates the view, like new rows. */
  signals?: ChartSignals;
  /** What the tooltip shows for a mark's tooltip value; the latest one is asked when the pointer is on the mark. */
  tooltip?: (value: unknown) => unknown;
}

const NO_SIGNALS: ChartSignals = {};

type DrawState = 'drawing' | 'ready' | 'error';

/** Draws a spec on a canvas (see chart-view.ts); the drawing code is loaded on first use so the app's first screen does not carry it. */
export function VegaChart({ spec, datasets, label, onView, signals = NO_SIGNALS, tooltip }: VegaChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<View | null>(null);
  const appliedDatasets = useRef<Record<string, DataRow[]> | null>(null);
  const latestDatasets = useRef(datasets);
  latestDatasets.current = datasets;
  const appliedSignals = useRef<ChartSignals | null>(null);
  const latestSignals = useRef(signals);
  latestSignals.current = signals;
  const onViewRef = useRef(onView);
  onViewRef.current = onView;
  const tooltipRef = useRef(tooltip);
  tooltipRef.current = tooltip;
  const [drawState, setDrawState] = useState<DrawState>('drawing');
  const [generation, setGeneration] = useState(0);
  const [renders, setRenders] = useState(0);
  const specText = useMemo(() => JSON.stringify(spec), [spec]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let cancelled = false;
    let drawnView: View | null = null;
    setDrawState('drawing');
    void (async () => {
      const spec = JSON.parse(specText) as AnyChartSpec;
      // The data and titles are read once the drawing code is in: what arrived meanwhile is drawn in the first run.
      await loadChartRuntime(spec);
      const data = latestDatasets.current;
      const startSignals = latestSignals.current;
      const view = await chartView(withValues(spec, rowCopies(data), startSignals), {
        renderer: 'canvas',
        tooltip: (value) => (tooltipRef.current ? tooltipRef.current(value) : value),
      });
      await view.initialize(container).runAsync();
      if (cancelled) {
        view.finalize();
        return;
      }
      drawnView = view;
      appliedDatasets.current = data;
      appliedSignals.current = startSignals;
      viewRef.current = view;
      exposeViewForTests(container, view);
      onViewRef.current?.(view);
      setGeneration((current) => current + 1);
      setRenders((current) => current + 1);
      setDrawState('ready');
    })().catch(() => {
      if (!cancelled) setDrawState('error');
    });
    return () => {
      cancelled = true;
      drawnView?.finalize();
      viewRef.current = null;
      exposeViewForTests(container, null);
      onViewRef.current?.(null);
    };
  }, [specText]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || (appliedDatasets.current === datasets && appliedSignals.current === signals)) return;
    if (appliedDatasets.current !== datasets)
      for (const [name, rows] of Object.entries(datasets)) updateViewRows(view, name, rows);
    if (appliedSignals.current !== signals)
      for (const [name, value] of Object.entries(signals)) view.signal(name, value);
    appliedDatasets.current = datasets;
    appliedSignals.current = signals;
    let cancelled = false;
    void view.runAsync().then(() => {
      if (!cancelled) setRenders((current) => current + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [datasets, signals, generation]);

  // Tells whoever listens (a benchmark, a test) that the chart finished drawing what it was given.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (renders > 0)
      rootRef.current?.dispatchEvent(new CustomEvent(CHART_DRAWN_EVENT, { bubbles: true, detail: { renders } }));
  }, [renders]);

  return (
    <div ref={rootRef} className="vega-chart" data-draw-state={drawState} data-renders={renders}>
      <div ref={containerRef} className="vega-chart__canvas" role="img" aria-label={label} />
      {drawState === 'error' && <p className="vega-chart__error">This chart could not be drawn.</p>}
    </div>
  );
}
