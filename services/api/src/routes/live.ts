import type { Router } from 'express';
import { ADMIN } from '@waterline/domain/projects/roles';
import { endpoints } from '@waterline/contract/endpoints';
import type { ApiContext } from './app-context.ts';
import { query } from '../http/route.ts';
import { positionOfEventId } from '../live/announcements.ts';
import { openProject } from './viewer-access.ts';

/** The live stream of a project's changes, behind the project's gate; admins also hear of private survey responses. */
export function liveRoutes(router: Router, ctx: ApiContext): void {
  query(router, endpoints.liveProject, [], async ({ params, headers, req, res }) => {
    const { project, role } = await openProject(ctx, req, res, params.project_key);
    const lastEventId = headers['last-event-id'];
    ctx.live.open(req, res, {
      projectId: project.id,
      admin: role === ADMIN,
      // An id that is not a log position (another server's, or made up) catches nothing up.
      after: lastEventId ? positionOfEventId(lastEventId) : null,
    });
  });
}
