import { performanceMeasuresProjection } from './performance-measures/projection.ts';
import type { Projection } from './projection.ts';
import { projectionGroup } from './projection-group.ts';
import { thresholdsProjection } from './thresholds/projection.ts';
import { yAxisSettingsProjection } from './user-settings/projection.ts';

/** The read models of what the project viewer saves: thresholds, performance measures and y-axis settings. */
export const viewerReadModels: readonly Projection[] = [thresholdsProjection, performanceMeasuresProjection, yAxisSettingsProjection];

/** What the runner runs: the viewer's read models as one group, one loop and one transaction per batch. */
export const viewerProjections: readonly Projection[] = [projectionGroup('viewer_read_models_v1', viewerReadModels)];
