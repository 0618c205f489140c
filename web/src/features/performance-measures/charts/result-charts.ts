import type { TopLevelSpec } from 'vega-lite';
import type { DataRow } from '../../../components/charts/daily-chart-model.ts';
import type { BoxPlotRow, ResultColumn, YearValueRow } from '../model/results-table.ts';

/** Names of the datasets the result charts read; browser tests read them from the Vega views. */
export const RESULT_DATASETS = { years: 'years', boxes: 'boxes' } as const;

/** A Vega-Lite spec and the named datasets it reads; the spec's description becomes the chart's accessible name. */
export interface ResultChart {
  spec: TopLevelSpec;
  datasets: Record<string, DataRow[]>;
}

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
const CHART_HEIGHT = 360;
const config = {
  font: 'system-ui, sans-serif',
  axis: { labelFontSize: 12, titleFontSize: 13 },
  legend: { labelFontSize: 12, orient: 'bottom' },
  view: { stroke: null },
};

/** What every result chart shares: the page's width, one height, the fonts, and the dataset it reads. */
function frame(description: string, dataset: string) {
  return {
    $schema: SCHEMA,
    description,
    width: 'container',
    height: CHART_HEIGHT,
    autosize: { type: 'fit-x', contains: 'padding' },
    config,
    data: { name: dataset },
  };
}

/** Alternatives keep their project colours in every chart. */
function alternativeColor(columns: readonly ResultColumn[]) {
  return {
    field: 'alternative',
    type: 'nominal' as const,
    title: null,
    scale: { domain: columns.map((column) => column.label), range: columns.map((column) => column.color) },
  };
}

/** Bars of each year's value, the alternatives side by side within a year. */
export function yearBarChart(
  columns: readonly ResultColumn[],
  rows: readonly YearValueRow[],
  valueTitle: string,
  description: string,
): ResultChart {
  const spec = {
    ...frame(description, RESULT_DATASETS.years),
    mark: { type: 'bar', tooltip: true },
    encoding: {
      x: { field: 'year', type: 'ordinal', title: 'Year', axis: { labelAngle: -90, labelOverlap: 'greedy' } },
      xOffset: { field: 'alternative', type: 'nominal', scale: { domain: columns.map((column) => column.label) } },
      y: { field: 'value', type: 'quantitative', title: valueTitle },
      color: alternativeColor(columns),
    },
  } as TopLevelSpec;
  return { spec, datasets: { [RESULT_DATASETS.years]: rows.map((row) => ({ ...row })) } };
}

/** A line per alternative through its yearly values. */
export function yearLineChart(
  columns: readonly ResultColumn[],
  rows: readonly YearValueRow[],
  valueTitle: string,
  description: string,
): ResultChart {
  const spec = {
    ...frame(description, RESULT_DATASETS.years),
    mark: { type: 'line', point: { size: 24 }, tooltip: true },
    encoding: {
      x: {
        field: 'year',
        type: 'quantitative',
        title: 'Year',
        scale: { zero: false, nice: false },
        axis: { format: 'd' },
      },
      y: { field: 'value', type: 'quantitative', title: valueTitle },
      color: alternativeColor(columns),
    },
  } as TopLevelSpec;
  return { spec, datasets: { [RESULT_DATASETS.years]: rows.map((row) => ({ ...row })) } };
}

/** Box plots drawn from the engine's statistics: whiskers from minimum to maximum, the box from the 25th to the 75th percentile, a tick at the median. */
export function boxPlotChart(
  columns: readonly ResultColumn[],
  rows: readonly BoxPlotRow[],
  valueTitle: string,
  description: string,
): ResultChart {
  const x = {
    field: 'alternative',
    type: 'nominal' as const,
    title: null,
    sort: columns.map((column) => column.label),
    axis: { labelAngle: 0, labelLimit: 140 },
  };
  const tooltip = [
    { field: 'alternative', title: 'Alternative' },
    { field: 'max', title: 'Maximum' },
    { field: 'q75', title: '75th %' },
    { field: 'median', title: 'Median' },
    { field: 'q25', title: '25th %' },
    { field: 'min', title: 'Minimum' },
  ];
  const spec = {
    ...frame(description, RESULT_DATASETS.boxes),
    encoding: { x, tooltip },
    layer: [
      {
        mark: { type: 'rule', strokeWidth: 1.5 },
        encoding: {
          y: { field: 'min', type: 'quantitative', title: valueTitle },
          y2: { field: 'max' },
          color: { ...alternativeColor(columns), legend: null },
        },
      },
      {
        mark: { type: 'bar', size: 36, stroke: '#17212b', strokeWidth: 0.5 },
        encoding: {
          y: { field: 'q25', type: 'quantitative' },
          y2: { field: 'q75' },
          color: { ...alternativeColor(columns), legend: null },
        },
      },
      {
        mark: { type: 'tick', size: 36, thickness: 2.5, color: '#17212b' },
        encoding: { y: { field: 'median', type: 'quantitative' } },
      },
    ],
  } as TopLevelSpec;
  return { spec, datasets: { [RESULT_DATASETS.boxes]: rows.map((row) => ({ ...row })) } };
}
