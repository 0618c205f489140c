// What the charts draw with, loaded on first use: Vega's parser and view with only the transforms the
// charts' specs use (not the geographic, hierarchy, force, label, regression, Voronoi, word-cloud and
// cross-filter ones the full `vega` bundle registers; a spec that needs one, such as a Vega-Lite
// nearest-point selection, fails when drawn in the unit tests). Vega-Lite's compiler is not here: it
// loads only for the charts written in Vega-Lite (see chart-view.ts).
import type { Spec as VegaSpec } from 'vega';
import { transforms } from 'vega-dataflow';
import * as encodeTransforms from 'vega-encode';
import { expressionInterpreter } from 'vega-interpreter';
import { parse } from 'vega-parser';
import { Handler } from 'vega-tooltip';
import * as dataTransforms from 'vega-transforms';
import { extend, type LoggerInterface } from 'vega-util';
import { View } from 'vega-view';
import * as viewTransforms from 'vega-view-transforms';

extend(transforms, dataTransforms, viewTransforms, encodeTransforms);

export interface ChartViewOptions {
  /** 'canvas' in the page; 'none' draws nothing (tests, exports that only read data). */
  renderer: 'canvas' | 'none';
  /** Receives Vega-Lite's and Vega's warnings; they go to the console otherwise. */
  logger?: LoggerInterface;
  /** What the tooltip shows for a mark's tooltip value (the value itself otherwise); asked when the pointer is on the mark. */
  tooltip?: (value: unknown) => unknown;
}

/**
 * Makes the Vega view of a Vega spec, with expressions run by Vega's interpreter (no code
 * generation) and tooltips shown by vega-tooltip when drawn in the page.
 */
export function vegaView(spec: VegaSpec, options: ChartViewOptions): View {
  const view = new View(parse(spec, undefined, { ast: true }), {
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
