import { changedChart, newChartId, steppedFontSize, type ChartChanges, type ChartState } from './chart-state.ts';

/** What happens to the page's charts. */
export type ChartsEvent =
  | { type: 'chartAdded'; chart: ChartState }
  | { type: 'chartCopied'; id: string; now: number }
  | { type: 'chartDeleted'; id: string }
  | { type: 'chartChanged'; id: string; changes: ChartChanges }
  | { type: 'fontStepped'; id: string; step: 1 | -1 }
  | { type: 'chartsReplaced'; charts: ChartState[] };

/** The page's charts after an event; an event naming an unknown chart changes nothing. */
export function chartsReducer(charts: ChartState[], event: ChartsEvent): ChartState[] {
  switch (event.type) {
    case 'chartAdded':
      return [...charts, event.chart];
    case 'chartCopied': {
      const index = charts.findIndex((chart) => chart.id === event.id);
      const original = charts[index];
      if (!original) return charts;
      const copy = {
        ...original,
        id: newChartId(
          event.now,
          charts.map((chart) => chart.id),
        ),
      };
      return [...charts.slice(0, index + 1), copy, ...charts.slice(index + 1)];
    }
    case 'chartDeleted':
      return charts.some((chart) => chart.id === event.id) ? charts.filter((chart) => chart.id !== event.id) : charts;
    case 'chartChanged':
      return update(charts, event.id, (chart) => changedChart(chart, event.changes));
    case 'fontStepped':
      return update(charts, event.id, (chart) => ({ ...chart, fontSize: steppedFontSize(chart.fontSize, event.step) }));
    case 'chartsReplaced':
      return event.charts;
  }
}

function update(charts: ChartState[], id: string, change: (chart: ChartState) => ChartState): ChartState[] {
  return charts.some((chart) => chart.id === id)
    ? charts.map((chart) => (chart.id === id ? change(chart) : chart))
    : charts;
}
