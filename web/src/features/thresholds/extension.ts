import { useMemo } from 'react';
import type { ChartLayerContribution } from '../../components/charts/daily-chart-model.ts';
import {
  useChartContext,
  type ChartExtension,
  type ChartLayerContext,
  type ChartSavedThresholds,
  type SavedThresholds,
} from '../charts/index.ts';
import { thresholdContribution } from './model/threshold-layers.ts';
import { ThresholdsPanel } from './components/ThresholdsPanel.tsx';
import { useLocationThresholds } from './hooks/use-location-thresholds.ts';
import { isThresholdShown } from './model/visibility.ts';

/** Draws the thresholds the chart shows (as saved or as the chart chose) of the chart's location, on the chart's days and start of year. */
function useThresholdLayers({ chart, location, range, startCalDay }: ChartLayerContext): ChartLayerContribution | null {
  const { projectKey } = useChartContext();
  const { thresholds } = useLocationThresholds(projectKey, location);
  const { startDay, endDay } = range;
  const { thresholds: shown, hiddenThresholds: hidden } = chart;
  return useMemo(
    () =>
      thresholdContribution(
        thresholds.filter((threshold) => isThresholdShown({ thresholds: shown, hiddenThresholds: hidden }, threshold)),
        { startDay, endDay },
        startCalDay,
      ),
    [thresholds, shown, hidden, startDay, endDay, startCalDay],
  );
}

/** The thresholds panel and layers of the calendar-day charts (docs/product-guide.md#thresholds). */
export const thresholdsExtension: ChartExtension = {
  id: 'thresholds',
  SidePanelSection: ThresholdsPanel,
  useLayers: useThresholdLayers,
};

/** The saved thresholds of a location of the open project, for the Continuous and Period of Record charts. */
function useSavedThresholds(location: string): SavedThresholds {
  const { projectKey } = useChartContext();
  return useLocationThresholds(projectKey, location);
}

/** The saved thresholds the record charts draw, count and compare against. */
export const savedThresholds: ChartSavedThresholds = { useSavedThresholds };
