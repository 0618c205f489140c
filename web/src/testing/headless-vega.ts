// Draws a chart's spec (Vega or Vega-Lite) without a browser, as the app would, for tests of chart specs.
import type { Spec as VegaSpec, View } from 'vega';
import type { LoggerInterface } from 'vega-util';
import { isVegaSpec, withValues, type AnyChartSpec } from '../components/charts/chart-spec.ts';
import { chartView } from '../components/charts/chart-view.ts';
import type { DataRow } from '../components/charts/daily-chart-model.ts';

const HEADLESS_WIDTH = 800;

/** A Vega spec whose width follows its container (and the window, which there is none of here) given a fixed one. */
function fixedWidth(spec: VegaSpec): VegaSpec {
  return { ...spec, width: HEADLESS_WIDTH, signals: spec.signals?.filter((signal) => signal.name !== 'width') };
}

/** Makes and runs the spec's view with its datasets (and the values of its params) at 800 px wide; the view, and every warning Vega-Lite and Vega gave. */
export async function drawHeadless(
  spec: AnyChartSpec,
  datasets: Record<string, DataRow[]>,
  signals: Record<string, string | number> = {},
): Promise<{ view: View; warnings: string[] }> {
  const warnings: string[] = [];
  const logger = {
    level: () => logger,
    error: (...args: unknown[]) => warnings.push(args.join(' ')),
    warn: (...args: unknown[]) => warnings.push(args.join(' ')),
    info: () => logger,
    debug: () => logger,
  };
  const sized = isVegaSpec(spec) ? fixedWidth(spec) : ({ ...spec, width: HEADLESS_WIDTH } as AnyChartSpec);
  const view = await chartView(withValues(sized, datasets, signals), {
    renderer: 'none',
    logger: logger as unknown as LoggerInterface,
  });
  await view.runAsync();
  return { view, warnings };
}
