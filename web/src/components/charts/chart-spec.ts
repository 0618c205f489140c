// The specs the charts draw: Vega's own, or Vega-Lite's, which are compiled to Vega first.
import type { Spec as VegaSpec } from 'vega';
import type { TopLevelSpec } from 'vega-lite';
import type { DataRow } from './daily-chart-model.ts';

/** The schema a Vega spec names; a spec without it is read as Vega-Lite. */
export const VEGA_SCHEMA = 'https://vega.github.io/schema/vega/v6.json';

/** A spec as the charts give it: Vega (naming VEGA_SCHEMA) or Vega-Lite. */
export type AnyChartSpec = VegaSpec | TopLevelSpec;

/** Whether a spec is Vega's own, by the schema it names, as Vega's tools tell the two apart. */
export const isVegaSpec = (spec: AnyChartSpec): spec is VegaSpec => spec.$schema === VEGA_SCHEMA;

/** Values of top-level parameters (Vega signals) of a spec. */
export type ChartSignals = Record<string, number | string | boolean | null>;

/** A spec without its data, the named datasets it reads, and the values of its text parameters. */
export interface ChartSpec {
  spec: AnyChartSpec;
  datasets: Record<string, DataRow[]>;
  /** Values of the spec's top-level params (titles): they change what is drawn without re-creating the view. */
  signals?: Record<string, string>;
  /** The tooltip of a mark's tooltip value, made when the pointer is on it. */
  tooltip?: (value: unknown) => unknown;
}

/** The spec with its named datasets' rows and its top-level params starting at the given values. */
export function withValues(
  spec: AnyChartSpec,
  datasets: Record<string, DataRow[]>,
  signals: ChartSignals = {},
): AnyChartSpec {
  const valued = <T extends { name: string }>(entries: readonly T[] | undefined, value: (entry: T) => object) =>
    entries?.map((entry) => ({ ...entry, ...value(entry) }));
  const signalValue = (param: { name: string }) => (param.name in signals ? { value: signals[param.name] } : {});
  if (isVegaSpec(spec))
    return {
      ...spec,
      data: valued(spec.data, (data) => (data.name in datasets ? { values: datasets[data.name] } : {})),
      signals: valued(spec.signals, signalValue),
    } as VegaSpec;
  const params = 'params' in spec && Array.isArray(spec.params) ? valued(spec.params, signalValue) : undefined;
  return { ...spec, ...(params ? { params } : {}), datasets } as TopLevelSpec;
}
