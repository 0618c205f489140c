// How a chart's spec becomes a Vega view: the drawing code loads on first use, so the app's first
// screen does not carry it, and Vega-Lite's compiler only with the first Vega-Lite spec.
import type { Spec as VegaSpec, View } from 'vega';
import { isVegaSpec, type AnyChartSpec } from './chart-spec.ts';
import type { ChartViewOptions } from './vega-runtime.ts';

/** Loads the charts' drawing code (once); pages that will draw charts soon call it early so the download overlaps other work. */
export const loadVegaRuntime = () => import('./vega-runtime.ts');

const loadVegaLiteCompiler = () => import('./vega-lite-compiler.ts');

/** Loads what drawing `spec` takes; the views made afterwards are made at once. */
export async function loadChartRuntime(spec: AnyChartSpec): Promise<void> {
  await Promise.all([loadVegaRuntime(), isVegaSpec(spec) ? null : loadVegaLiteCompiler()]);
}

async function vegaSpecOf(spec: AnyChartSpec, options: ChartViewOptions): Promise<VegaSpec> {
  if (isVegaSpec(spec)) return spec;
  const { compileVegaLite } = await loadVegaLiteCompiler();
  return compileVegaLite(spec, options.logger);
}

/** The view of a spec (with its data in it), not yet run. */
export async function chartView(spec: AnyChartSpec, options: ChartViewOptions): Promise<View> {
  const [{ vegaView }, vegaSpec] = await Promise.all([loadVegaRuntime(), vegaSpecOf(spec, options)]);
  return vegaView(vegaSpec, options);
}
