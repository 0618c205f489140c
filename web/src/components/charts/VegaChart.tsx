import { useEffect, useMemo, useRef, useState } from 'react';
import type { View } from 'vega';
import type { TopLevelSpec } from 'vega-lite';
import type { DataRow } from './daily-chart-model.ts';
import { exposeViewForTests } from './test-hooks.ts';

export interface VegaChartProps {
  /** The spec without data; a change of its structure re-creates the view. */
  spec: TopLevelSpec;
  /** Named datasets the spec reads; new rows only update the view's data. */
  datasets: Record<string, DataRow[]>;
  /** Accessible name of the chart. */
  label: string;
  /** Receives the live view once drawn, and null when it goes away. */
  onView?: (view: View | null) => void;
}

type DrawState = 'drawing' | 'ready' | 'error';

/**
 * Draws a Vega-Lite spec with vega-embed. Expressions run in Vega's interpreter (no code generation),
 * and vega-embed is loaded on first use so the app's first screen does not carry it.
 */
export function VegaChart({ spec, datasets, label, onView }: VegaChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<View | null>(null);
  const appliedDatasets = useRef<Record<string, DataRow[]> | null>(null);
  const latestDatasets = useRef(datasets);
  latestDatasets.current = datasets;
  const onViewRef = useRef(onView);
  onViewRef.current = onView;
  const [drawState, setDrawState] = useState<DrawState>('drawing');
  const [generation, setGeneration] = useState(0);
  const [renders, setRenders] = useState(0);
  const specText = useMemo(() => JSON.stringify(spec), [spec]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    let cancelled = false;
    let finalize: (() => void) | null = null;
    setDrawState('drawing');
    void (async () => {
      const { default: embed } = await import('vega-embed');
      const data = latestDatasets.current;
      const result = await embed(container, { ...(JSON.parse(specText) as TopLevelSpec), datasets: data } as TopLevelSpec, {
        actions: false,
        ast: true,
        renderer: 'canvas',
        tooltip: { theme: 'light' },
      });
      if (cancelled) {
        result.finalize();
        return;
      }
      finalize = result.finalize;
      appliedDatasets.current = data;
      viewRef.current = result.view;
      exposeViewForTests(container, result.view);
      onViewRef.current?.(result.view);
      setGeneration((current) => current + 1);
      setRenders((current) => current + 1);
      setDrawState('ready');
    })().catch(() => {
      if (!cancelled) setDrawState('error');
    });
    return () => {
      cancelled = true;
      finalize?.();
      viewRef.current = null;
      exposeViewForTests(container, null);
      onViewRef.current?.(null);
    };
  }, [specText]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || appliedDatasets.current === datasets) return;
    appliedDatasets.current = datasets;
    for (const [name, rows] of Object.entries(datasets)) view.data(name, rows);
    let cancelled = false;
    void view.runAsync().then(() => {
      if (!cancelled) setRenders((current) => current + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [datasets, generation]);

  return (
    <div className="vega-chart" data-draw-state={drawState} data-renders={renders}>
      <div ref={containerRef} className="vega-chart__canvas" role="img" aria-label={label} />
      {drawState === 'error' && <p className="vega-chart__error">This chart could not be drawn.</p>}
    </div>
  );
}
