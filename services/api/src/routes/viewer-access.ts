import type { Request, Response } from 'express';
import type { ProjectRole } from '@waterline/domain/projects/roles';
import { findCredentialsByEmail } from '@waterline/read-models/credentials/queries';
import { findMemberRole } from '@waterline/read-models/project-members/queries';
import type { ProjectRecord } from '@waterline/read-models/projects/queries';
import { findUserById } from '@waterline/read-models/users/queries';
import type { ApiContext } from './app-context.ts';
import { optionalSignedInUserId } from '../auth/authentication.ts';
import { verifySecret } from '../auth/secrets.ts';
import { passwordMissingMessage } from '@waterline/contract/step-up-password';
import { HttpError } from '../errors.ts';
import { projectAccess, requireProject } from '../projects/project-access.ts';
import { accessCodePrompt, membersOnlyMessage } from './projects.ts';

/** A request that passed the project's gate: the project, the signed-in user if any, and their role. */
export interface OpenedProject {
  project: ProjectRecord;
  userId: string | undefined;
  role: ProjectRole | null;
}

/** The project, if the request passes its gate (public, member, or a token earned with the access code); 404 or 403 otherwise. */
export async function openProject(
  ctx: ApiContext,
  req: Request,
  res: Response,
  projectKey: string,
): Promise<OpenedProject> {
  const project = await requireProject(ctx.sql, projectKey);
  const userId = await optionalSignedInUserId(res);
  const { gate, role } = await projectAccess(ctx.sql, ctx.config.jwtSecret, req, project, userId);
  if (gate === 'members_only') throw new HttpError(403, membersOnlyMessage);
  if (gate === 'needs_access_code') throw new HttpError(403, accessCodePrompt);
  return { project, userId, role };
}

/** True when `password` is the user's own; takes as long when the user has none. */
export async function verifyOwnPassword(ctx: ApiContext, userId: string, password: string): Promise<boolean> {
  const user = await findUserById(ctx.sql, userId);
  const credentials = user ? await findCredentialsByEmail(ctx.sql, user.email) : null;
  return verifySecret(password, credentials?.userId === userId ? credentials.passwordHash : null);
}

/** The user's role in a project, for commands that learn the project from the stream they change. */
export function roleIn(ctx: ApiContext, userId: string): (projectId: string) => Promise<ProjectRole | null> {
  return (projectId) => findMemberRole(ctx.sql, projectId, userId);
}

/** The password of a DELETE that does not carry it in its path: the `password` header, else the JSON body; 400 when neither has it. */
export function passwordAside(input: {
  headers: { password?: string | undefined };
  body: { password?: string | undefined } | undefined;
}): string {
  const password = input.headers.password ?? input.body?.password;
  if (password === undefined) throw new HttpError(400, passwordMissingMessage);
  return password;
}
