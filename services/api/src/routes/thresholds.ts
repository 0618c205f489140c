import type { Router, RequestHandler } from 'express';
import { DomainError, type DomainErrorKind } from '@waterline/domain/aggregate/decider';
import { listThresholds } from '@waterline/read-models/thresholds/queries';
import type { ApiContext } from './app-context.ts';
import { optionalSignedInUserId } from '../auth/authentication.ts';
import { addThreshold, deleteThreshold, editThreshold } from '../commands/thresholds.ts';
import {
  deleteThresholdFailedMessage,
  type ThresholdAddedAnswer,
  type ThresholdsAnswer,
} from '@waterline/contract/thresholds';
import type { LogPosition } from '@waterline/domain/events/envelope';
import type { Endpoint } from '@waterline/contract/endpoint';
import { endpoints } from '@waterline/contract/endpoints';
import type { DoneAnswer } from '@waterline/contract/viewer-routes';
import { HttpError } from '../errors.ts';
import { openProject, passwordAside, roleIn, verifyOwnPassword } from './viewer-access.ts';
import { command, query, type CommandInput } from '../http/route.ts';

// The error handler's statuses, for refusals answered with the product's delete message.
const statusByKind: Record<DomainErrorKind, number> = { invalid: 400, forbidden: 403, not_found: 404, conflict: 409 };

/**
 * Thresholds per project and location. Anyone past the project's gate adds them (Read Only members
 * excepted; visitors within a rate limit per address); editing is for the user who added one or an
 * admin, and deleting also needs that user's password, see `deleteThreshold`.
 */
export function thresholdsRoutes(router: Router, ctx: ApiContext, passwordLimiter: RequestHandler): void {
  const done: DoneAnswer = { success: true };

  query(router, endpoints.listThresholds, [], async ({ params, query, req, res }) => {
    const { project } = await openProject(ctx, req, res, params.project_key);
    const thresholds = await listThresholds(ctx.sql, project.id, query.location);
    const answer: ThresholdsAnswer = {
      success: true,
      thresholds: thresholds.map(({ id, location, data, addedBy }) => ({ id, location, data, addedBy })),
    };
    return { body: answer };
  });

  command(
    router,
    ctx,
    endpoints.addThreshold,
    [ctx.limiters.anonymousWrite],
    async ({ params, body, req, res, origin }) => {
      const { project, userId, role } = await openProject(ctx, req, res, params.project_key);
      const actor = { userId: userId ?? null, role };
      const { thresholdId, position } = await addThreshold(ctx.commands, await origin(), {
        projectId: project.id,
        data: body.data,
        actor,
      });
      const answer: ThresholdAddedAnswer = {
        success: true,
        threshold: { id: thresholdId, location: body.data.location, data: body.data, addedBy: actor.userId },
      };
      return { status: 201, body: answer, position };
    },
  );

  command(router, ctx, endpoints.editThreshold, [], async ({ params, body, req, res, origin }) => {
    const { project, userId, role } = await openProject(ctx, req, res, params.project_key);
    const input = {
      thresholdId: body.id,
      projectId: project.id,
      data: body.data,
      actor: { userId: userId ?? null, role },
    };
    const position = await editThreshold(ctx.commands, await origin(), input);
    return { status: 200, body: done, position };
  });

  /** Every refusal says 'Unable to delete threshold' (what the product shows); `reason` says why. */
  const remove = async (
    thresholdId: string,
    password: string,
    { res, origin }: Pick<CommandInput<Endpoint>, 'res' | 'origin'>,
  ): Promise<{ status: 200; body: DoneAnswer; position: LogPosition | null }> => {
    const userId = await optionalSignedInUserId(res);
    if (!userId) throw new HttpError(401, deleteThresholdFailedMessage, { reason: 'Please sign in' });
    const passwordVerified = await verifyOwnPassword(ctx, userId, password);
    try {
      const position = await deleteThreshold(ctx.commands, await origin(), {
        thresholdId,
        userId,
        passwordVerified,
        roleIn: roleIn(ctx, userId),
      });
      return { status: 200, body: done, position };
    } catch (error) {
      if (error instanceof DomainError)
        throw new HttpError(statusByKind[error.kind], deleteThresholdFailedMessage, { reason: error.message });
      throw error;
    }
  };

  command(router, ctx, endpoints.deleteThreshold, [passwordLimiter], async (input) =>
    remove(input.params.id, input.params.password, input),
  );

  command(router, ctx, endpoints.deleteThresholdWithPasswordAside, [passwordLimiter], async (input) =>
    remove(input.params.id, passwordAside(input), input),
  );
}
