// Draws a Vega-Lite spec without a browser, as the app would, for tests of chart specs.
import type { View } from 'vega';
import type { TopLevelSpec } from 'vega-lite';
import type { LoggerInterface } from 'vega-util';
import type { DataRow } from '../components/charts/daily-chart-model.ts';
import { vegaLiteView } from '../components/charts/vega-runtime.ts';

/** Compiles and runs the spec with its datasets (and the values of its params) at 800 px wide; the view, and every warning Vega-Lite and Vega gave. */
export async function drawHeadless(
  spec: TopLevelSpec,
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
  const view = vegaLiteView({ ...spec, datasets, width: 800 } as TopLevelSpec, {
    renderer: 'none',
    logger: logger as unknown as LoggerInterface,
  });
  for (const [name, value] of Object.entries(signals)) view.signal(name, value);
  await view.runAsync();
  return { view, warnings };
}
