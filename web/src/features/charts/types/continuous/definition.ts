import { chartTypeLabels } from '@waterline/domain/projects/chart-types';
import type { ChartTypeDefinition } from '../../registry/chart-registry.ts';
import { ContinuousChart } from './ContinuousChart.tsx';

export const continuousChart: ChartTypeDefinition = {
  id: 'continuous-time-series',
  label: chartTypeLabels['continuous-time-series'],
  defaultState: ({ locations, alternatives }) => ({
    location: locations[0]?.key ?? '',
    selectedAlts: alternatives.map((alternative) => alternative.key),
  }),
  View: ContinuousChart,
  helpSteps: [
    {
      target: 'toolbar',
      title: 'Chart tools',
      text: 'Copy or delete this chart, make its text smaller or larger, export it as PNG, SVG or the CSV of the points drawn, or copy a link that opens this chart with its dates.',
    },
    {
      target: 'filters',
      title: 'Filters',
      text: 'Pick the chart type, the location, and the alternatives drawn: click toggles one, double-click shows only that one.',
    },
    {
      target: 'chart',
      title: 'The chart',
      text: 'A line per alternative over its whole record. When the dates shown span more than 2000 days each line shows the lowest and the highest day of every few days (the heading says how many), so peaks and troughs stay visible.',
    },
    {
      target: 'range',
      title: 'Dates shown',
      text: 'The buttons show the last month, 6 months, 1, 5 or 10 years up to the last date shown, or all; drag the two handles to pick any stretch of the record.',
    },
    {
      target: 'yaxis',
      title: 'Y axis',
      text: 'Auto Range fits the axis to the data. Range Locked keeps the minimum and maximum you enter for this location; signed-in users keep it on their account.',
    },
    {
      target: 'side',
      title: 'Summary and threshold',
      text: "Summary: each alternative's minimum, mean and maximum over the dates shown. Threshold: draw a saved threshold and count each alternative's days below, equal to or between, and above it over the dates shown.",
    },
  ],
};
