// Vega-Lite's compiler, in a chunk of its own: only the charts written in Vega-Lite load it.
import type { Spec as VegaSpec } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { LoggerInterface } from 'vega-util';

/** The Vega spec of a Vega-Lite spec. */
export function compileVegaLite(spec: TopLevelSpec, logger?: LoggerInterface): VegaSpec {
  return compile(spec, logger ? { logger } : {}).spec;
}
