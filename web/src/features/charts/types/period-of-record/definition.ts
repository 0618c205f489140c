import { chartTypeLabels } from '@waterline/domain/projects/chart-types';
import type { ChartTypeDefinition } from '../../registry/chart-registry.ts';
import { PeriodOfRecordChart } from './PeriodOfRecordChart.tsx';

export const periodOfRecordChart: ChartTypeDefinition = {
  id: 'period-of-record',
  label: chartTypeLabels['period-of-record'],
  defaultState: ({ locations, alternatives }) => ({
    location: locations[0]?.key ?? '',
    altA: alternatives[0]?.key ?? '',
    altB: alternatives[1]?.key ?? alternatives[0]?.key ?? '',
    diffMethod: 'absolute',
  }),
  View: PeriodOfRecordChart,
  helpSteps: [
    {
      target: 'toolbar',
      title: 'Chart tools',
      text: 'Copy or delete this chart, make its text smaller or larger, export it as PNG, SVG or the CSV of what it shows (a row per year, a column per day), or copy a link that opens this chart.',
    },
    {
      target: 'filters',
      title: 'Filters',
      text: 'Pick the chart type, the location, the dates shown, the base scenario (an alternative, or a threshold saved for this location), the comparison scenario and the diff method: absolute (comparison minus base) or relative (in percent of the base).',
    },
    {
      target: 'chart',
      title: 'The heatmap',
      text: "A row per year and a column per day, from the project's start-of-year day. Blue where the comparison is above the base, red where it is below; absolute differences are coloured on a scale symmetric around the largest difference, relative ones from -100 % to 100 %. Against a threshold a day is below (-1), on or within (0) or above (1) it. Grey gaps have no value. Double-click to show the whole year again.",
    },
    { target: 'capture', title: 'Capture', text: 'Downloads the heatmap as a PNG image.' },
  ],
};
