import { chartTypeLabels } from '@waterline/domain/projects/chart-types';
import type { ChartTypeDefinition } from '../../registry/chart-registry.ts';
import { DIMENSION_AXIS_MAX, DIMENSION_AXIS_MIN, dimensionSchema } from '../../state/chart-state.ts';
import { MultipleDimensionChart } from './MultipleDimensionChart.tsx';

export const MULTIPLE_DIMENSION = 'multiple-dimension';

export const multipleDimensionChart: ChartTypeDefinition = {
  id: MULTIPLE_DIMENSION,
  label: chartTypeLabels[MULTIPLE_DIMENSION],
  experimental: true,
  defaultState: ({ locations, alternatives }) => {
    const axis = (index: number) => ({
      location: locations[index]?.key ?? locations[0]?.key ?? '',
      min: DIMENSION_AXIS_MIN,
      max: DIMENSION_AXIS_MAX,
    });
    return {
      selectedAlt: alternatives[0]?.key ?? '',
      dimension: dimensionSchema.parse({ x: axis(0), y: axis(1), z: axis(2) }),
    };
  },
  View: MultipleDimensionChart,
  helpSteps: [
    {
      target: 'toolbar',
      title: 'Chart tools',
      text: 'Copy or delete the chart, change the font size, export a PNG of the view shown or a CSV of the points, copy a link, or start this tour.',
    },
    {
      target: 'filters',
      title: 'Filters',
      text: 'Pick the X, Y and Z locations; min and max keep only days whose value lies within those percents of the location’s range over the record. Pick the alternative, the year, the dates, and the proximity: how close (0 to 1, the largest difference over the three locations as a share of each range) another year’s day must be to the chosen year’s same day to be shown.',
    },
    {
      target: 'chart',
      title: 'Views',
      text: '3D: the chosen year’s days as coloured points joined day by day, and other years’ days within the proximity in grey; drag to turn, Reset view to go back. Historical: every year by day, coloured by the distance to the chosen year’s same day; the chosen year is outlined.',
    },
    {
      target: 'side',
      title: 'Points shown',
      text: 'How many days are shown, and the years with the most days close to the chosen year.',
    },
  ],
};
