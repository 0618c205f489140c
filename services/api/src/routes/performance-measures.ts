import { performance } from 'node:perf_hooks';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { findMemberRole } from '@waterline/read-models/project-members/queries';
import { listPerformanceMeasures } from '@waterline/read-models/performance-measures/queries';
import type { ApiContext } from '../app-context.ts';
import { authenticationOf, requireUserId } from '../auth/authentication.ts';
import { deletePerformanceMeasure, editPerformanceMeasure, savePerformanceMeasure } from '../commands/performance-measures.ts';
import type { PerformanceMeasureSavedAnswer, PerformanceMeasuresAnswer } from '@waterline/contract/performance-measures';
import { viewerRoutes, type DoneAnswer } from '@waterline/contract/viewer-routes';
import { answerAfterProjection } from '../http/command-answer.ts';
import { originOf } from '../http/origin.ts';
import { requireProject } from '../projects/project-access.ts';
import { openProject, passwordAside, roleIn, verifyOwnPassword } from './viewer-access.ts';
import { addViewerRoute } from './viewer-route.ts';

/**
 * Saved performance measures. Anyone past the project's gate lists them; saving, changing and
 * deleting need a signed-in admin (role 1) of the project who sends their own password again.
 */
export function performanceMeasuresRouter(ctx: ApiContext, passwordLimiter: RequestHandler): Router {
  const router = Router();
  const done: DoneAnswer = { success: true };
  const userOf = (res: Response) => requireUserId(authenticationOf(res));

  addViewerRoute(router, viewerRoutes.listPerformanceMeasures, [], async ({ params }, req, res) => {
    const { project } = await openProject(ctx, req, res, params.project_key);
    const answer: PerformanceMeasuresAnswer = { success: true, pms: await listPerformanceMeasures(ctx.sql, project.id) };
    res.json(answer);
  });

  addViewerRoute(router, viewerRoutes.savePerformanceMeasure, [passwordLimiter], async ({ params, body }, req, res) => {
    const startedAt = performance.now();
    const userId = userOf(res);
    const project = await requireProject(ctx.sql, params.project_key);
    const stepUp = { role: await findMemberRole(ctx.sql, project.id, userId), passwordVerified: await verifyOwnPassword(ctx, userId, body.password) };
    const { pmId, position } = await savePerformanceMeasure(ctx.commands, originOf(req, res, ctx.config.jwtSecret), { projectId: project.id, data: body.data, stepUp });
    const answer: PerformanceMeasureSavedAnswer = { success: true, pm: { id: pmId, data: body.data } };
    await answerAfterProjection(ctx, res, { position, status: 201, body: answer, startedAt });
  });

  addViewerRoute(router, viewerRoutes.editPerformanceMeasure, [passwordLimiter], async ({ params, body }, req, res) => {
    const startedAt = performance.now();
    const userId = userOf(res);
    const check = { passwordVerified: await verifyOwnPassword(ctx, userId, body.password), roleIn: roleIn(ctx, userId) };
    const position = await editPerformanceMeasure(ctx.commands, originOf(req, res, ctx.config.jwtSecret), params.id, body.data, check);
    await answerAfterProjection(ctx, res, { position, status: 200, body: done, startedAt });
  });

  const remove = async (pmId: string, password: string, req: Request, res: Response) => {
    const startedAt = performance.now();
    const userId = userOf(res);
    const check = { passwordVerified: await verifyOwnPassword(ctx, userId, password), roleIn: roleIn(ctx, userId) };
    const position = await deletePerformanceMeasure(ctx.commands, originOf(req, res, ctx.config.jwtSecret), pmId, check);
    await answerAfterProjection(ctx, res, { position, status: 200, body: done, startedAt });
  };

  addViewerRoute(router, viewerRoutes.deletePerformanceMeasure, [passwordLimiter], async ({ params }, req, res) => {
    await remove(params.id, params.password, req, res);
  });

  addViewerRoute(router, viewerRoutes.deletePerformanceMeasureWithPasswordAside, [passwordLimiter], async (input, req, res) => {
    await remove(input.params.id, passwordAside(input), req, res);
  });

  return router;
}
