import type { Router } from 'express';
import { projectStateAt } from '@waterline/domain/projects/history';
import { listProjectEvents } from '@waterline/read-models/project-history/queries';
import type { ApiContext } from './app-context.ts';
import { sessionOf } from '../auth/authentication.ts';
import { restoreProject } from '../commands/projects.ts';
import type { HistoryAnswer, ProjectAtVersionAnswer, RestoredAnswer } from '@waterline/contract/history';
import { endpoints } from '@waterline/contract/endpoints';
import { HttpError } from '../errors.ts';
import { command, query } from '../http/route.ts';
import { projectHistoryEntries } from '../projects/history-entries.ts';
import { requireProjectAdmin } from '../projects/project-access.ts';
import { projectView } from '../projects/project-view.ts';

const missingVersion = (version: number) => new HttpError(404, `Version ${version} does not exist`);

/** History, the project as of a version, and restore: for the project's admins. Mount before the access-code route. */
export function historyRoutes(router: Router, ctx: ApiContext): void {
  query(router, endpoints.history, [], async ({ params, res }) => {
    const project = await requireProjectAdmin(ctx.sql, params.project_key, sessionOf(res));
    const answer: HistoryAnswer = {
      success: true,
      version: project.version,
      entries: await projectHistoryEntries(ctx.sql, project.id),
    };
    return { body: answer };
  });

  query(router, endpoints.projectAtVersion, [], async ({ params, res }) => {
    const project = await requireProjectAdmin(ctx.sql, params.project_key, sessionOf(res));
    if (params.version > project.version) throw missingVersion(params.version);
    const state = projectStateAt(await listProjectEvents(ctx.sql, project.id, params.version), params.version);
    if (state.status !== 'created') throw missingVersion(params.version);
    const answer: ProjectAtVersionAnswer = {
      success: true,
      version: params.version,
      data: projectView({
        id: project.id,
        key: project.key,
        version: params.version,
        configuration: state.configuration,
      }),
    };
    return { body: answer };
  });

  command(router, ctx, endpoints.restore, [], async ({ params, body, res, origin }) => {
    const project = await requireProjectAdmin(ctx.sql, params.project_key, sessionOf(res));
    const result = await restoreProject(ctx.commands, await origin(), project.id, params.version, body.restoreAccess);
    const answer: RestoredAnswer = {
      success: true,
      message:
        result.events.length > 0
          ? `Restored to version ${params.version}`
          : `The configuration already matches version ${params.version}`,
      version: result.version,
      events: result.events.map((event) => event.type),
    };
    return { status: 200, body: answer, position: result.position };
  });
}
