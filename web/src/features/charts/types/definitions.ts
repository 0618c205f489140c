import { chartTypeLabels } from '@waterline/domain/projects/chart-types';
import { calendarChartHelp } from '../band/help-steps.ts';
import type { ChartTypeDefinition } from '../registry/chart-registry.ts';
import { MultipleAlternativesChart } from './multiple-alternatives/MultipleAlternativesChart.tsx';
import { MultipleLocationsChart } from './multiple-locations/MultipleLocationsChart.tsx';
import { SingleAlternativeChart } from './single-alternative/SingleAlternativeChart.tsx';

const BANDS =
  'Daily statistics over every year of the record: the filled ranges are minimum to maximum, 10th to 90th and 25th to 75th percentile (linear interpolation, as numpy and d3); the lines are the median and the mean.';

export const singleAlternativeChart: ChartTypeDefinition = {
  id: 'single-alternative',
  label: chartTypeLabels['single-alternative'],
  defaultState: ({ locations, alternatives }) => ({
    location: locations[0]?.key ?? '',
    selectedAlt: alternatives[0]?.key ?? '',
  }),
  View: SingleAlternativeChart,
  helpSteps: calendarChartHelp(
    'Pick the location (the pin lists every location), the alternative, the years to draw as traces (tick "Several years" to pick more than one; double-click keeps only that year), and the dates shown.',
    `${BANDS} Each picked year is drawn in its own colour.`,
    'Show or hide each trace or a whole group. All Years draws every year of the record in grey.',
  ),
};

export const multipleAlternativesChart: ChartTypeDefinition = {
  id: 'multiple-alternatives',
  label: chartTypeLabels['multiple-alternatives'],
  defaultState: ({ locations, alternatives }) => ({
    location: locations[0]?.key ?? '',
    selectedAlts: alternatives.map((alternative) => alternative.key),
    lookupKey: 'median',
  }),
  View: MultipleAlternativesChart,
  helpSteps: calendarChartHelp(
    'Pick the location, the data type (a daily statistic, or Pick Year to compare one year), and the dates shown.',
    'One line per alternative, in its colour: the chosen statistic of each day over every year, or the picked year.',
    'Click an alternative to show or hide it; double-click to show only that one; Show all and Hide all.',
  ),
};

export const multipleLocationsChart: ChartTypeDefinition = {
  id: 'multiple-locations',
  label: chartTypeLabels['multiple-locations'],
  defaultState: ({ alternatives }) => ({
    selectedAlt: alternatives[0]?.key ?? '',
    selectedLocations: [],
    lookupKey: 'median',
  }),
  View: MultipleLocationsChart,
  helpSteps: calendarChartHelp(
    'Add locations from the dropdowns, pick the alternative, the data type (a daily statistic or Pick Year) and the dates shown.',
    'One line per location: the chosen statistic of each day over every year, or the picked year.',
    'Show or hide each location.',
  ),
};
