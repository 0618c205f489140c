// What the charts draw with, loaded on first use: Vega-Lite's compiler, and Vega's parser and view
// with only the transforms the charts' specs compile to (not the geographic, hierarchy, force, label,
// regression, Voronoi, word-cloud and cross-filter ones the full `vega` bundle registers; a spec that
// needs one, such as a nearest-point selection, fails when drawn in the unit tests).
import { transforms } from 'vega-dataflow';
import * as encodeTransforms from 'vega-encode';
import { expressionInterpreter } from 'vega-interpreter';
import { compile, type TopLevelSpec } from 'vega-lite';
import { parse } from 'vega-parser';
import { Handler } from 'vega-tooltip';
import * as dataTransforms from 'vega-transforms';
import { extend, type LoggerInterface } from 'vega-util';
import { View } from 'vega-view';
import * as viewTransforms from 'vega-view-transforms';

extend(transforms, dataTransforms, viewTransforms, encodeTransforms);

export interface VegaLiteViewOptions {
  /** 'canvas' in the page; 'none' draws nothing (tests, exports that only read data). */
  renderer: 'canvas' | 'none';
  /** Receives Vega-Lite's and Vega's warnings; they go to the console otherwise. */
  logger?: LoggerInterface;
  /** What the tooltip shows for a mark's tooltip value (the value itself otherwise); asked when the pointer is on the mark. */
  tooltip?: (value: unknown) => unknown;
}

/**
 * Compiles a Vega-Lite spec and makes its Vega view, with expressions run by Vega's interpreter
 * (no code generation) and tooltips shown by vega-tooltip when drawn in the page.
 */
export function vegaLiteView(spec: TopLevelSpec, options: VegaLiteViewOptions): View {
  const compiled = compile(spec, options.logger ? { logger: options.logger } : {}).spec;
  const view = new View(parse(compiled, undefined, { ast: true }), {
    renderer: options.renderer,
    expr: expressionInterpreter,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  if (options.renderer !== 'none') {
    const shown = new Handler({ theme: 'light' }).call;
    const { tooltip } = options;
    view.tooltip(
      tooltip
        ? (handler, event, item, value) => shown(handler, event, item, value == null ? value : tooltip(value))
        : shown,
    );
  }
  return view;
}
