import { performanceMeasuresProjection } from './performance-measures/projection.ts';
import type { Projection } from './projection.ts';
import { thresholdsProjection } from './thresholds/projection.ts';
import { yAxisSettingsProjection } from './user-settings/projection.ts';

/** The read models of what the project viewer saves: thresholds, performance measures and y-axis settings. */
export const viewerProjections: readonly Projection[] = [thresholdsProjection, performanceMeasuresProjection, yAxisSettingsProjection];
