import type { ChartState } from '../../charts/index.ts';
import type { Threshold } from '../api.ts';

// A threshold shows as saved (its `visible`, docs/product-guide.md#what-a-project-holds) until a visitor toggles it on a chart:
// the toggle is the chart's own, kept with the chart in the browser, as the server lets only its
// creator or an admin change the threshold.

/** The chart's own choices: thresholds it shows (`thresholds`) and hides (`hiddenThresholds`), of any location. */
export type ThresholdChoices = Pick<ChartState, 'thresholds' | 'hiddenThresholds'>;

const without = (ids: readonly string[], removed: readonly string[]) => ids.filter((id) => !removed.includes(id));
const withAdded = (ids: readonly string[], added: readonly string[]) => [...ids, ...without(added, ids)];

/** Whether the chart shows the threshold: as the chart chose, otherwise as the threshold was saved. */
export function isThresholdShown(choices: ThresholdChoices, threshold: Threshold): boolean {
  if (choices.thresholds.includes(threshold.id)) return true;
  if (choices.hiddenThresholds.includes(threshold.id)) return false;
  return threshold.data.visible !== false;
}

/** Shows every one of `ids`, keeping the choices about the others. */
export function withAllShown(choices: ThresholdChoices, ids: readonly string[]): ThresholdChoices {
  return { thresholds: withAdded(choices.thresholds, ids), hiddenThresholds: without(choices.hiddenThresholds, ids) };
}

/** Hides every one of `ids`, keeping the choices about the others. */
export function withAllHidden(choices: ThresholdChoices, ids: readonly string[]): ThresholdChoices {
  return { thresholds: without(choices.thresholds, ids), hiddenThresholds: withAdded(choices.hiddenThresholds, ids) };
}

/** Hides a shown threshold or shows a hidden one. */
export function toggledThreshold(choices: ThresholdChoices, threshold: Threshold): ThresholdChoices {
  return isThresholdShown(choices, threshold)
    ? withAllHidden(choices, [threshold.id])
    : withAllShown(choices, [threshold.id]);
}

/** Forgets the choices about `ids` (deleted thresholds). */
export function withoutThresholds(choices: ThresholdChoices, ids: readonly string[]): ThresholdChoices {
  return { thresholds: without(choices.thresholds, ids), hiddenThresholds: without(choices.hiddenThresholds, ids) };
}
