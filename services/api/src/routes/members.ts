import { performance } from 'node:perf_hooks';
import { Router, type Response } from 'express';
import { projectNotFoundMessage } from '@waterline/domain/projects/project-commands';
import { findMemberRole, listProjectMembers } from '@waterline/read-models/project-members/queries';
import { findProjectById } from '@waterline/read-models/projects/queries';
import { findUserByEmail } from '@waterline/read-models/users/queries';
import type { ApiContext } from '../app-context.ts';
import { authenticationOf, requireUserId } from '../auth/authentication.ts';
import { addMember, changeMemberRole } from '../commands/projects.ts';
import type { MessageAnswer } from '@waterline/contract/common';
import type { MemberAddedAnswer, MembersAnswer, RoleAnswer } from '@waterline/contract/members';
import { routes } from '@waterline/contract/routes';
import { answerAfterProjection } from '../http/command-answer.ts';
import { HttpError } from '../http/errors.ts';
import { originOf } from '../http/origin.ts';
import { addRoute } from '../http/route.ts';
import { requireProject, requireProjectAdmin } from '../projects/project-access.ts';

export const membersOnlyListMessage = 'Only members of this project can see its members';
export const noSuchUserMessage = 'No user found with that email';
export const projectIdMismatchMessage = 'project_id does not belong to this project';

export function membersRouter(ctx: ApiContext): Router {
  const router = Router();
  const userOf = (res: Response) => requireUserId(authenticationOf(res));

  addRoute(router, routes.projectMembers, [], async ({ params }, _req, res) => {
    const userId = userOf(res);
    const project = await findProjectById(ctx.sql, params.project_id);
    if (!project) throw new HttpError(404, projectNotFoundMessage);
    if ((await findMemberRole(ctx.sql, project.id, userId)) === null) throw new HttpError(403, membersOnlyListMessage);
    const answer: MembersAnswer = { success: true, users: await listProjectMembers(ctx.sql, project.id) };
    res.json(answer);
  });

  addRoute(router, routes.memberRole, [], async ({ params }, _req, res) => {
    const userId = userOf(res);
    const project = await requireProject(ctx.sql, params.project_key);
    if (params.user_id !== userId && (await findMemberRole(ctx.sql, project.id, userId)) === null) throw new HttpError(403, membersOnlyListMessage);
    const answer: RoleAnswer = { success: true, role: await findMemberRole(ctx.sql, project.id, params.user_id) };
    res.json(answer);
  });

  addRoute(router, routes.addMember, [], async ({ params, body }, req, res) => {
    const startedAt = performance.now();
    const project = await requireProjectAdmin(ctx.sql, params.project_key, userOf(res));
    if (body.project_id !== project.id) throw new HttpError(400, projectIdMismatchMessage);
    const user = await findUserByEmail(ctx.sql, body.email);
    if (!user) throw new HttpError(404, noSuchUserMessage);
    const result = await addMember(ctx.commands, originOf(req, res, ctx.config.jwtSecret), project.id, user.id, body.role);
    const answer: MemberAddedAnswer = { success: true, user: { ...user, role: body.role }, message: 'Member added' };
    await answerAfterProjection(ctx, res, { position: result.position, status: 201, body: answer, startedAt });
  });

  addRoute(router, routes.editMember, [], async ({ params, body }, req, res) => {
    const startedAt = performance.now();
    userOf(res);
    const project = await requireProject(ctx.sql, params.project_key);
    if (body.project_id !== project.id) throw new HttpError(400, projectIdMismatchMessage);
    const result = await changeMemberRole(ctx.commands, originOf(req, res, ctx.config.jwtSecret), project.id, body.user_id, body.role);
    const answer: MessageAnswer = { success: true, message: result.events.length > 0 ? 'Role updated' : 'No change' };
    await answerAfterProjection(ctx, res, { position: result.position, status: 200, body: answer, startedAt });
  });

  return router;
}
