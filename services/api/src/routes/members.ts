import type { Router } from 'express';
import { projectNotFoundMessage } from '@waterline/domain/projects/project-commands';
import { findMemberRole, listProjectMembers } from '@waterline/read-models/project-members/queries';
import { findProjectById } from '@waterline/read-models/projects/queries';
import type { ApiContext } from './app-context.ts';
import { sessionOf, signedInUserId } from '../auth/authentication.ts';
import { addMember, changeMemberRole } from '../commands/projects.ts';
import type { MessageAnswer } from '@waterline/contract/common';
import type { MemberAddedAnswer, MembersAnswer, RoleAnswer } from '@waterline/contract/members';
import { endpoints } from '@waterline/contract/endpoints';
import { HttpError } from '../errors.ts';
import { command, query } from '../http/route.ts';
import { requireProject, requireProjectAdminFinding } from '../projects/project-access.ts';

export const membersOnlyListMessage = 'Only members of this project can see its members';
export const noSuchUserMessage = 'No user found with that email';
export const projectIdMismatchMessage = 'project_id does not belong to this project';

export function membersRoutes(router: Router, ctx: ApiContext): void {
  query(router, endpoints.projectMembers, [], async ({ params, res }) => {
    const userId = await signedInUserId(res);
    const project = await findProjectById(ctx.sql, params.project_id);
    if (!project) throw new HttpError(404, projectNotFoundMessage);
    if ((await findMemberRole(ctx.sql, project.id, userId)) === null) throw new HttpError(403, membersOnlyListMessage);
    const answer: MembersAnswer = { success: true, users: await listProjectMembers(ctx.sql, project.id) };
    return { body: answer };
  });

  query(router, endpoints.memberRole, [], async ({ params, res }) => {
    const userId = await signedInUserId(res);
    const project = await requireProject(ctx.sql, params.project_key);
    if (params.user_id !== userId && (await findMemberRole(ctx.sql, project.id, userId)) === null)
      throw new HttpError(403, membersOnlyListMessage);
    const answer: RoleAnswer = { success: true, role: await findMemberRole(ctx.sql, project.id, params.user_id) };
    return { body: answer };
  });

  command(router, ctx, endpoints.addMember, [ctx.limiters.addMember], async ({ params, body, res, origin }) => {
    const { project, user } = await requireProjectAdminFinding(ctx.sql, params.project_key, sessionOf(res), body.email);
    if (body.project_id !== project.id) throw new HttpError(400, projectIdMismatchMessage);
    if (!user) throw new HttpError(404, noSuchUserMessage);
    const result = await addMember(ctx.commands, await origin(), project.id, user.id, body.role);
    const answer: MemberAddedAnswer = { success: true, user: { ...user, role: body.role }, message: 'Member added' };
    return { status: 201, body: answer, position: result.position };
  });

  command(router, ctx, endpoints.editMember, [], async ({ params, body, res, origin }) => {
    await signedInUserId(res);
    const project = await requireProject(ctx.sql, params.project_key);
    if (body.project_id !== project.id) throw new HttpError(400, projectIdMismatchMessage);
    const result = await changeMemberRole(ctx.commands, await origin(), project.id, body.user_id, body.role);
    const answer: MessageAnswer = { success: true, message: result.events.length > 0 ? 'Role updated' : 'No change' };
    return { status: 200, body: answer, position: result.position };
  });
}
