import { createContext, useContext, useEffect } from 'react';
import type { View } from 'vega';

/** What a chart view offers the panel's export menu. */
export interface ChartExporter {
  /** File name without extension. */
  fileName: string;
  /** The drawn chart, for PNG and SVG; null while nothing is drawn. */
  view: View | null;
  /** For a chart not drawn by Vega (e.g. a WebGL canvas): its PNG as a data URL; PNG only. */
  png?: (() => string) | null;
  /** The CSV of exactly what the chart shows; null while nothing is drawn. */
  csv: (() => string) | null;
}

const PanelExportContext = createContext<((exporter: ChartExporter | null) => void) | null>(null);

export const PanelExportProvider = PanelExportContext.Provider;

/** Offers the chart's images and CSV to its panel's export menu (any chart type can call it). */
export function useChartExporter(exporter: ChartExporter | null): void {
  const setExporter = useContext(PanelExportContext);
  useEffect(() => {
    setExporter?.(exporter);
    return () => setExporter?.(null);
  }, [setExporter, exporter]);
}
