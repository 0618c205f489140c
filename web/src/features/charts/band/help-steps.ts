import type { HelpStep } from '../registry/chart-registry.ts';

const toolbar: HelpStep = {
  target: 'toolbar',
  title: 'Chart tools',
  text: 'Copy or delete this chart, make its text smaller or larger, export it as PNG, SVG or the CSV of what it shows, or copy a link that opens this chart.',
};
const yAxis: HelpStep = {
  target: 'yaxis',
  title: 'Y axis',
  text: 'Auto Range fits the axis to the data. Range Locked keeps the minimum and maximum you enter for this location; signed-in users keep it on their account.',
};

/** Help tour of a calendar-day chart; `filters`, `chart` and `side` say what this chart type shows there. */
export function calendarChartHelp(filters: string, chart: string, side: string): HelpStep[] {
  return [
    toolbar,
    { target: 'filters', title: 'Filters', text: filters },
    {
      target: 'chart',
      title: 'The chart',
      text: `${chart} The x axis runs over the project's year, from its start-of-year day. Point at the chart to read each line's value on a day.`,
    },
    yAxis,
    { target: 'side', title: 'Traces', text: side },
  ];
}

/** The tour of a panel whose chart type gives none. */
export const GENERIC_HELP: HelpStep[] = [
  toolbar,
  { target: 'chart', title: 'The chart', text: 'The chart and its controls.' },
];
