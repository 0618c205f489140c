import { describe, expect, it } from 'vitest';
import { drawHeadless } from '../../../testing/headless-vega.ts';
import type { ResultColumn } from '../model/results-table.ts';
import { HEATMAP_DATASET, lookupHeatmapChart } from './lookup-heatmap.ts';
import { boxPlotChart, RESULT_DATASETS, yearBarChart, yearLineChart, type ResultChart } from './result-charts.ts';

const columns: ResultColumn[] = [
  { key: 'base', label: 'Base', color: '#1f77b4', outcome: { status: 'loading' } },
  { key: 'alt', label: 'Alt 1', color: '#ff7f0e', outcome: { status: 'loading' } },
];
const years = [
  { alternative: 'Base', year: 2000, value: 3 },
  { alternative: 'Base', year: 2001, value: 5 },
  { alternative: 'Alt 1', year: 2000, value: 4 },
  { alternative: 'Alt 1', year: 2001, value: 1 },
];

async function drawn(chart: ResultChart) {
  const { view, warnings } = await drawHeadless(chart.spec, chart.datasets);
  expect(warnings).toEqual([]);
  return view;
}

describe("the performance-measure charts, drawn with the charts' runtime", () => {
  it("draws the yearly bars and lines in the alternatives' colours", async () => {
    for (const chart of [
      yearBarChart(columns, years, 'Days', 'bars'),
      yearLineChart(columns, years, 'Days', 'lines'),
    ]) {
      const view = await drawn(chart);
      expect(view.data(RESULT_DATASETS.years)).toHaveLength(4);
      expect(view.scale('color').range()).toEqual(['#1f77b4', '#ff7f0e']);
      expect(view.scale('y').domain()).toEqual([0, 5]);
    }
  });

  it('draws a box per alternative from its statistics', async () => {
    const boxes = [
      { alternative: 'Base', min: 1, q25: 2, median: 3, q75: 4, max: 9 },
      { alternative: 'Alt 1', min: 0, q25: 1, median: 2, q75: 3, max: 4 },
    ];
    const view = await drawn(boxPlotChart(columns, boxes, 'Days', 'boxes'));
    expect(view.scale('x').domain()).toEqual(['Base', 'Alt 1']);
    expect(view.scale('y').domain()).toEqual([0, 9]);
  });

  it('draws the lookup heatmap with its weights on the colour scale', async () => {
    const cells = [
      { startDay: 1, endDay: 32, value: 10, lowValue: 5, highValue: 15, weight: 0.5 },
      { startDay: 32, endDay: 366, value: 10, lowValue: 5, highValue: 15, weight: 1 },
    ];
    const view = await drawn(lookupHeatmapChart(cells, 'Flow', 'lookup'));
    expect(view.data(HEATMAP_DATASET)).toHaveLength(2);
    expect(view.scale('color').domain()).toEqual([0.5, 1]);
  });
});
