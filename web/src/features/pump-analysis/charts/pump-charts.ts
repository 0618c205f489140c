import type { TopLevelSpec } from 'vega-lite';
import type { DataRow } from '../../../components/charts/daily-chart-model.ts';
import type { PumpChange } from '@waterline/domain/pump/index';

/** The years shaded on the length chart (docs/product-guide.md#fixed-values): the flood years. */
export const SHADED_YEARS = [2011, 2019] as const;

/** Names of the datasets the charts read; browser tests read them from the Vega views. */
export const PUMP_DATASETS = { surveys: 'surveys', shaded: 'shaded' } as const;

export interface PumpChart {
  spec: TopLevelSpec;
  datasets: Record<string, DataRow[]>;
}

const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
const config = {
  font: 'system-ui, sans-serif',
  axis: { labelFontSize: 12, titleFontSize: 13 },
  view: { stroke: null },
};
const dateAxis = {
  field: 'date',
  type: 'temporal',
  title: 'Survey date',
  axis: { format: '%Y', labelOverlap: 'greedy', labelSeparation: 8 },
} as const;

/** One row per survey: its date, length, change from the previous survey and that change per day. */
export function surveyRows(changes: readonly PumpChange[]): DataRow[] {
  return changes.map(({ row, changeFt, ratePerDay }) => ({
    date: row.date,
    length: row.lengthFt,
    change: changeFt,
    rate: ratePerDay,
  }));
}

function frame(description: string) {
  return {
    $schema: SCHEMA,
    description,
    width: 'container',
    height: 260,
    autosize: { type: 'fit-x', contains: 'padding' },
    config,
  };
}

/** Length over time as points, with the shaded years behind them. */
export function lengthChart(rows: DataRow[], transect: string): PumpChart {
  const spec = {
    ...frame(`Length of transect ${transect} over time`),
    layer: [
      {
        data: { name: PUMP_DATASETS.shaded },
        mark: { type: 'rect', color: '#f2b134', opacity: 0.25 },
        encoding: {
          x: { field: 'start', type: 'temporal' },
          x2: { field: 'end' },
          tooltip: [{ field: 'year', title: 'Shaded year' }],
        },
      },
      {
        data: { name: PUMP_DATASETS.surveys },
        transform: [{ filter: 'isValid(datum.length)' }],
        mark: { type: 'point', filled: true, size: 40, color: '#1f5f99' },
        encoding: {
          x: dateAxis,
          y: { field: 'length', type: 'quantitative', title: 'Length (ft)', scale: { zero: false } },
          tooltip: [
            { field: 'date', type: 'temporal', title: 'Date', format: '%Y-%m-%d' },
            { field: 'length', type: 'quantitative', title: 'Length (ft)' },
          ],
        },
      },
    ],
  } as TopLevelSpec;
  const shaded = SHADED_YEARS.map((year) => ({
    year: String(year),
    start: `${String(year)}-01-01`,
    end: `${String(year + 1)}-01-01`,
  }));
  return { spec, datasets: { [PUMP_DATASETS.surveys]: rows, [PUMP_DATASETS.shaded]: shaded } };
}

/** Bars of a per-survey quantity (the change, or the change per day) over time. */
function barsOverTime(rows: DataRow[], field: 'change' | 'rate', title: string, description: string): PumpChart {
  const spec = {
    ...frame(description),
    data: { name: PUMP_DATASETS.surveys },
    transform: [{ filter: `isValid(datum.${field})` }],
    mark: { type: 'bar', width: 3 },
    encoding: {
      x: dateAxis,
      y: { field, type: 'quantitative', title },
      color: { condition: { test: `datum.${field} < 0`, value: '#c0392b' }, value: '#2e8b57' },
      tooltip: [
        { field: 'date', type: 'temporal', title: 'Date', format: '%Y-%m-%d' },
        { field, type: 'quantitative', title, format: '.3~f' },
      ],
    },
  } as TopLevelSpec;
  return { spec, datasets: { [PUMP_DATASETS.surveys]: rows } };
}

export const changeChart = (rows: DataRow[], transect: string) =>
  barsOverTime(rows, 'change', 'Change (ft)', `Change of transect ${transect} from the previous survey`);
export const rateChart = (rows: DataRow[], transect: string) =>
  barsOverTime(rows, 'rate', 'Change per day (ft/day)', `Rate of change per day of transect ${transect}`);
