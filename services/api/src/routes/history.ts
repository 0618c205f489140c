import { performance } from 'node:perf_hooks';
import { Router, type Response } from 'express';
import { projectStateAt } from '@waterline/domain/projects/history';
import { listProjectEvents } from '@waterline/read-models/project-history/queries';
import type { ApiContext } from '../app-context.ts';
import { authenticationOf, requireUserId } from '../auth/authentication.ts';
import { restoreProject } from '../commands/projects.ts';
import type { HistoryAnswer, ProjectAtVersionAnswer, RestoredAnswer } from '@waterline/contract/history';
import { routes } from '@waterline/contract/routes';
import { answerAfterProjection } from '../http/command-answer.ts';
import { HttpError } from '../http/errors.ts';
import { originOf } from '../http/origin.ts';
import { addRoute } from '../http/route.ts';
import { projectHistoryEntries } from '../projects/history-entries.ts';
import { requireProjectAdmin } from '../projects/project-access.ts';
import { projectView } from '../projects/project-view.ts';

const missingVersion = (version: number) => new HttpError(404, `Version ${version} does not exist`);

/** History, the project as of a version, and restore: for the project's admins. Mount before the access-code route. */
export function historyRouter(ctx: ApiContext): Router {
  const router = Router();
  const userOf = (res: Response) => requireUserId(authenticationOf(res));

  addRoute(router, routes.history, [], async ({ params }, _req, res) => {
    const project = await requireProjectAdmin(ctx.sql, params.project_key, userOf(res));
    const answer: HistoryAnswer = { success: true, version: project.version, entries: await projectHistoryEntries(ctx.sql, project.id) };
    res.json(answer);
  });

  addRoute(router, routes.projectAtVersion, [], async ({ params }, _req, res) => {
    const project = await requireProjectAdmin(ctx.sql, params.project_key, userOf(res));
    if (params.version > project.version) throw missingVersion(params.version);
    const state = projectStateAt(await listProjectEvents(ctx.sql, project.id, params.version), params.version);
    if (state.status !== 'created') throw missingVersion(params.version);
    const answer: ProjectAtVersionAnswer = {
      success: true,
      version: params.version,
      data: projectView({ id: project.id, key: project.key, version: params.version, configuration: state.configuration }),
    };
    res.json(answer);
  });

  addRoute(router, routes.restore, [], async ({ params, body }, req, res) => {
    const startedAt = performance.now();
    const project = await requireProjectAdmin(ctx.sql, params.project_key, userOf(res));
    const result = await restoreProject(ctx.commands, originOf(req, res, ctx.config.jwtSecret), project.id, params.version, body.restoreAccess);
    const answer: RestoredAnswer = {
      success: true,
      message: result.events.length > 0 ? `Restored to version ${params.version}` : `The configuration already matches version ${params.version}`,
      version: result.version,
      events: result.events.map((event) => event.type),
    };
    await answerAfterProjection(ctx, res, { position: result.position, status: 200, body: answer, startedAt });
  });

  return router;
}
