import { performanceMeasuresProjection } from './performance-measures/projection.ts';
import type { Projection } from './projection.ts';
import { projectionGroup } from './projection-group.ts';
import { surveyResponsesProjection } from './survey-responses/projection.ts';
import { thresholdsProjection } from './thresholds/projection.ts';
import { yAxisSettingsProjection } from './user-settings/projection.ts';

/** The read models of what the project viewer saves: thresholds, performance measures, y-axis settings and survey responses. */
export const viewerReadModels: readonly Projection[] = [
  thresholdsProjection,
  performanceMeasuresProjection,
  yAxisSettingsProjection,
  surveyResponsesProjection,
];

/** What the runner runs: the viewer's read models as one group, one loop and one transaction per batch. */
export const viewerProjections: readonly Projection[] = [projectionGroup('viewer_read_models_v2', viewerReadModels)];
