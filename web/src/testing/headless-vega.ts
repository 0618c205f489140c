// Draws a Vega-Lite spec without a browser, as the app would, for tests of chart specs.
import * as vega from 'vega';
import { expressionInterpreter } from 'vega-interpreter';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { DataRow } from '../components/charts/daily-chart-model.ts';

/** Compiles and runs the spec with its datasets (and the values of its params) at 800 px wide; the view, and every warning Vega-Lite gave. */
export async function drawHeadless(spec: TopLevelSpec, datasets: Record<string, DataRow[]>, signals: Record<string, string> = {}): Promise<{ view: vega.View; warnings: string[] }> {
  const warnings: string[] = [];
  const logger = { level: () => logger, error: (...args: unknown[]) => warnings.push(args.join(' ')), warn: (...args: unknown[]) => warnings.push(args.join(' ')), info: () => logger, debug: () => logger };
  const compiled = compile({ ...spec, datasets, width: 800 } as never, { logger: logger as never }).spec;
  const view = new vega.View(vega.parse(compiled, undefined, { ast: true }), { renderer: 'none', expr: expressionInterpreter });
  for (const [name, value] of Object.entries(signals)) view.signal(name, value);
  await view.runAsync();
  return { view, warnings };
}
