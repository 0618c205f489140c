import type { Router } from 'express';
import type { ApiContext } from './app-context.ts';
import { performanceMeasuresRoutes } from './performance-measures.ts';
import { surveyRoutes } from './survey.ts';
import { thresholdsRoutes } from './thresholds.ts';
import { userSettingsRoutes } from './user-settings.ts';

/** The routes of thresholds, saved performance measures, y-axis settings and survey responses, added to the API's router after its JSON body parser. */
export function viewerRoutes(router: Router, ctx: ApiContext): void {
  const passwordLimiter = ctx.limiters.failedPassword;
  thresholdsRoutes(router, ctx, passwordLimiter);
  performanceMeasuresRoutes(router, ctx, passwordLimiter);
  userSettingsRoutes(router, ctx);
  surveyRoutes(router, ctx, ctx.limiters.surveySubmissions);
}
