import { performance } from 'node:perf_hooks';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { DomainError, type DomainErrorKind } from '@waterline/domain/aggregate/decider';
import { listThresholds } from '@waterline/read-models/thresholds/queries';
import type { ApiContext } from '../app-context.ts';
import { authenticationOf, optionalUserId } from '../auth/authentication.ts';
import { addThreshold, deleteThreshold, editThreshold } from '../commands/thresholds.ts';
import { deleteThresholdFailedMessage, type ThresholdAddedAnswer, type ThresholdsAnswer } from '@waterline/contract/thresholds';
import { viewerRoutes, type DoneAnswer } from '@waterline/contract/viewer-routes';
import { answerAfterProjection } from '../http/command-answer.ts';
import { HttpError } from '../http/errors.ts';
import { originOf } from '../http/origin.ts';
import { openProject, passwordAside, roleIn, verifyOwnPassword } from './viewer-access.ts';
import { addViewerRoute } from './viewer-route.ts';

// The error handler's statuses, for refusals answered with the product's delete message.
const statusByKind: Record<DomainErrorKind, number> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409 };

/**
 * Thresholds per project and location. Anyone past the project's gate adds them (Read Only members
 * excepted; visitors within a rate limit per address); editing is for the user who added one or an
 * admin, and deleting also needs that user's password, see `deleteThreshold`.
 */
export function thresholdsRouter(ctx: ApiContext, passwordLimiter: RequestHandler): Router {
  const router = Router();
  const done: DoneAnswer = { success: true };

  addViewerRoute(router, viewerRoutes.listThresholds, [], async ({ params, query }, req, res) => {
    const { project } = await openProject(ctx, req, res, params.project_key);
    const thresholds = await listThresholds(ctx.sql, project.id, query.location);
    const answer: ThresholdsAnswer = { success: true, thresholds: thresholds.map(({ id, location, data }) => ({ id, location, data })) };
    res.json(answer);
  });

  addViewerRoute(router, viewerRoutes.addThreshold, [ctx.limiters.anonymousWrite], async ({ params, body }, req, res) => {
    const startedAt = performance.now();
    const { project, userId, role } = await openProject(ctx, req, res, params.project_key);
    const actor = { userId: userId ?? null, role };
    const { thresholdId, position } = await addThreshold(ctx.commands, originOf(req, res, ctx.config.jwtSecret), { projectId: project.id, data: body.data, actor });
    const answer: ThresholdAddedAnswer = { success: true, threshold: { id: thresholdId, location: body.data.location, data: body.data } };
    await answerAfterProjection(ctx, res, { position, status: 201, body: answer, startedAt });
  });

  addViewerRoute(router, viewerRoutes.editThreshold, [], async ({ params, body }, req, res) => {
    const startedAt = performance.now();
    const { project, userId, role } = await openProject(ctx, req, res, params.project_key);
    const input = { thresholdId: body.id, projectId: project.id, data: body.data, actor: { userId: userId ?? null, role } };
    const position = await editThreshold(ctx.commands, originOf(req, res, ctx.config.jwtSecret), input);
    await answerAfterProjection(ctx, res, { position, status: 200, body: done, startedAt });
  });

  /** Every refusal says 'Unable to delete threshold' (what the product shows); `reason` says why. */
  const remove = async (thresholdId: string, password: string, req: Request, res: Response) => {
    const startedAt = performance.now();
    const userId = optionalUserId(authenticationOf(res));
    if (!userId) throw new HttpError(401, deleteThresholdFailedMessage, { reason: 'Please sign in' });
    const passwordVerified = await verifyOwnPassword(ctx, userId, password);
    try {
      const position = await deleteThreshold(ctx.commands, originOf(req, res, ctx.config.jwtSecret), { thresholdId, userId, passwordVerified, roleIn: roleIn(ctx, userId) });
      await answerAfterProjection(ctx, res, { position, status: 200, body: done, startedAt });
    } catch (error) {
      if (error instanceof DomainError) throw new HttpError(statusByKind[error.kind], deleteThresholdFailedMessage, { reason: error.message });
      throw error;
    }
  };

  addViewerRoute(router, viewerRoutes.deleteThreshold, [passwordLimiter], async ({ params }, req, res) => {
    await remove(params.id, params.password, req, res);
  });

  addViewerRoute(router, viewerRoutes.deleteThresholdWithPasswordAside, [passwordLimiter], async (input, req, res) => {
    await remove(input.params.id, passwordAside(input), req, res);
  });

  return router;
}
