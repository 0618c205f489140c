import type { Router } from 'express';
import type { ApiContext } from '../app-context.ts';
import { performanceMeasuresRouter } from './performance-measures.ts';
import { thresholdsRouter } from './thresholds.ts';
import { userSettingsRouter } from './user-settings.ts';
import { failedPasswordLimiter } from './viewer-access.ts';

/** The routers of thresholds, saved performance measures and y-axis settings, for the API router after its JSON body parser. */
export function viewerRouters(ctx: ApiContext): Router[] {
  const passwordLimiter = failedPasswordLimiter(ctx);
  return [thresholdsRouter(ctx, passwordLimiter), performanceMeasuresRouter(ctx, passwordLimiter), userSettingsRouter(ctx)];
}
