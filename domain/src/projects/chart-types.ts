/** The chart types of the project viewer, by id, with the names the screens show. */
export const chartTypeLabels = {
  'multiple-alternatives': 'Multiple Alternatives',
  'single-alternative': 'Single Alternative',
  'period-of-record': 'Period of Record',
  'multiple-locations': 'Multiple Locations',
  'continuous-time-series': 'Continuous Time Series',
  'multiple-dimension': 'Multiple Dimension',
} as const;

export type ChartType = keyof typeof chartTypeLabels;

export const chartTypes = Object.keys(chartTypeLabels) as ChartType[];

/** Only these may be a project's default chart; the others are disabled as default types. */
export const defaultChartTypes = [
  'multiple-alternatives',
  'single-alternative',
] as const satisfies readonly ChartType[];
