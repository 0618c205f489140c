import type { Router } from 'express';
import { findYAxisSettings } from '@waterline/read-models/user-settings/queries';
import type { ApiContext } from './app-context.ts';
import { signedInUserId } from '../auth/authentication.ts';
import { saveYAxisSettings } from '../commands/user-settings.ts';
import type { UserSettingsAnswer } from '@waterline/contract/user-settings';
import { endpoints } from '@waterline/contract/endpoints';
import { openProject } from './viewer-access.ts';
import { command, query } from '../http/route.ts';

/** A signed-in user's y-axis settings per project and location; personal, so Read Only members keep theirs too. */
export function userSettingsRoutes(router: Router, ctx: ApiContext): void {
  query(router, endpoints.userSettings, [], async ({ params, req, res }) => {
    const userId = await signedInUserId(res);
    const { project } = await openProject(ctx, req, res, params.project_key);
    const yaxis = await findYAxisSettings(ctx.sql, { projectId: project.id, userId, location: params.location });
    const answer: UserSettingsAnswer = { success: true, data: { yaxis } };
    return { body: answer };
  });

  command(router, ctx, endpoints.saveUserSettings, [], async ({ params, body, req, res, origin }) => {
    const userId = await signedInUserId(res);
    const { project } = await openProject(ctx, req, res, params.project_key);
    const input = { userId, projectId: project.id, location: params.location, yaxis: body.yaxis };
    const position = await saveYAxisSettings(ctx.commands, await origin(), input);
    const answer: UserSettingsAnswer = { success: true, data: { yaxis: body.yaxis } };
    return { status: 200, body: answer, position };
  });
}
