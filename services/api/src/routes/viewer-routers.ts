import type { Router } from 'express';
import type { ApiContext } from '../app-context.ts';
import { performanceMeasuresRouter } from './performance-measures.ts';
import { surveyRouter } from './survey.ts';
import { thresholdsRouter } from './thresholds.ts';
import { userSettingsRouter } from './user-settings.ts';
import { failedPasswordLimiter } from './viewer-access.ts';

/** The routers of thresholds, saved performance measures, y-axis settings and survey responses, for the API router after its JSON body parser. */
export function viewerRouters(ctx: ApiContext): Router[] {
  const passwordLimiter = failedPasswordLimiter(ctx);
  return [
    thresholdsRouter(ctx, passwordLimiter),
    performanceMeasuresRouter(ctx, passwordLimiter),
    userSettingsRouter(ctx),
    surveyRouter(ctx, ctx.limiters.surveySubmissions),
  ];
}
