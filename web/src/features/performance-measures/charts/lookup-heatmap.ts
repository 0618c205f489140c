import { MONTHS } from '@waterline/domain/calendar/index';
import type { TopLevelSpec } from 'vega-lite';
import type { HeatmapCell } from '../model/lookup-table.ts';
import type { ResultChart } from './result-charts.ts';

/** The dataset the lookup heatmap reads. */
export const HEATMAP_DATASET = 'lookup';

const monthStarts = MONTHS.map((month) => month.firstDay as number);
const monthNames = MONTHS.map((month) => month.short);

/** Day of the year across, value up, colour the weight a day with that value gets (day weight x value weight). */
export function lookupHeatmapChart(
  cells: readonly HeatmapCell[],
  valueTitle: string,
  description: string,
): ResultChart {
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    description,
    width: 'container',
    height: 300,
    autosize: { type: 'fit-x', contains: 'padding' },
    config: { font: 'system-ui, sans-serif', view: { stroke: null }, axis: { labelFontSize: 12, titleFontSize: 13 } },
    data: { name: HEATMAP_DATASET },
    mark: { type: 'rect', tooltip: true },
    encoding: {
      x: {
        field: 'startDay',
        type: 'quantitative',
        title: 'Day of the year',
        scale: { domain: [1, 366], nice: false },
        axis: {
          values: monthStarts,
          labelExpr: `${JSON.stringify(monthNames)}[indexof(${JSON.stringify(monthStarts)}, datum.value)]`,
          grid: false,
        },
      },
      x2: { field: 'endDay' },
      y: { field: 'lowValue', type: 'quantitative', title: valueTitle, scale: { zero: false, nice: false } },
      y2: { field: 'highValue' },
      color: {
        field: 'weight',
        type: 'quantitative',
        title: 'Weight',
        scale: { scheme: 'viridis' },
        legend: { format: '.2~f' },
      },
      tooltip: [
        { field: 'value', type: 'quantitative', title: 'Value', format: ',.2f' },
        { field: 'weight', type: 'quantitative', title: 'Weight', format: '.3f' },
      ],
    },
  } as TopLevelSpec;
  return { spec, datasets: { [HEATMAP_DATASET]: cells.map((cell) => ({ ...cell })) } };
}
