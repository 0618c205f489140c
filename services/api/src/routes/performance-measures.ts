import type { Router, RequestHandler } from 'express';
import { findMemberRole } from '@waterline/read-models/project-members/queries';
import { listPerformanceMeasures } from '@waterline/read-models/performance-measures/queries';
import type { ApiContext } from './app-context.ts';
import { signedInUserId } from '../auth/authentication.ts';
import {
  deletePerformanceMeasure,
  editPerformanceMeasure,
  savePerformanceMeasure,
} from '../commands/performance-measures.ts';
import type {
  PerformanceMeasureSavedAnswer,
  PerformanceMeasuresAnswer,
} from '@waterline/contract/performance-measures';
import type { LogPosition } from '@waterline/domain/events/envelope';
import type { Endpoint } from '@waterline/contract/endpoint';
import { endpoints } from '@waterline/contract/endpoints';
import type { DoneAnswer } from '@waterline/contract/viewer-routes';
import { requireProject } from '../projects/project-access.ts';
import { openProject, passwordAside, roleIn, verifyOwnPassword } from './viewer-access.ts';
import { command, query, type CommandInput } from '../http/route.ts';

/**
 * Saved performance measures. Anyone past the project's gate lists them; saving, changing and
 * deleting need a signed-in admin (role 1) of the project who sends their own password again.
 */
export function performanceMeasuresRoutes(router: Router, ctx: ApiContext, passwordLimiter: RequestHandler): void {
  const done: DoneAnswer = { success: true };

  query(router, endpoints.listPerformanceMeasures, [], async ({ params, req, res }) => {
    const { project } = await openProject(ctx, req, res, params.project_key);
    const answer: PerformanceMeasuresAnswer = {
      success: true,
      pms: await listPerformanceMeasures(ctx.sql, project.id),
    };
    return { body: answer };
  });

  command(router, ctx, endpoints.savePerformanceMeasure, [passwordLimiter], async ({ params, body, res, origin }) => {
    const userId = await signedInUserId(res);
    const project = await requireProject(ctx.sql, params.project_key);
    const stepUp = {
      role: await findMemberRole(ctx.sql, project.id, userId),
      passwordVerified: await verifyOwnPassword(ctx, userId, body.password),
    };
    const { pmId, position } = await savePerformanceMeasure(ctx.commands, await origin(), {
      projectId: project.id,
      data: body.data,
      stepUp,
    });
    const answer: PerformanceMeasureSavedAnswer = { success: true, pm: { id: pmId, data: body.data } };
    return { status: 201, body: answer, position };
  });

  command(router, ctx, endpoints.editPerformanceMeasure, [passwordLimiter], async ({ params, body, res, origin }) => {
    const userId = await signedInUserId(res);
    const check = {
      passwordVerified: await verifyOwnPassword(ctx, userId, body.password),
      roleIn: roleIn(ctx, userId),
    };
    const position = await editPerformanceMeasure(ctx.commands, await origin(), params.id, body.data, check);
    return { status: 200, body: done, position };
  });

  const remove = async (
    pmId: string,
    password: string,
    { res, origin }: Pick<CommandInput<Endpoint>, 'res' | 'origin'>,
  ): Promise<{ status: 200; body: DoneAnswer; position: LogPosition | null }> => {
    const userId = await signedInUserId(res);
    const check = { passwordVerified: await verifyOwnPassword(ctx, userId, password), roleIn: roleIn(ctx, userId) };
    const position = await deletePerformanceMeasure(ctx.commands, await origin(), pmId, check);
    return { status: 200, body: done, position };
  };

  command(router, ctx, endpoints.deletePerformanceMeasure, [passwordLimiter], async (input) =>
    remove(input.params.id, input.params.password, input),
  );

  command(router, ctx, endpoints.deletePerformanceMeasureWithPasswordAside, [passwordLimiter], async (input) =>
    remove(input.params.id, passwordAside(input), input),
  );
}
