import type { Request } from 'express';
import { projectGate, type ProjectGate } from '@waterline/domain/projects/access-gate';
import { normalizeProjectKey } from '@waterline/domain/projects/project-key';
import { ADMIN, type ProjectRole } from '@waterline/domain/projects/roles';
import { projectNotFoundMessage, adminOnlyMessage } from '@waterline/domain/projects/project-commands';
import type { Sql } from '@waterline/read-models/db/sql';
import { findMemberRole } from '@waterline/read-models/project-members/queries';
import {
  findProjectAndRoleByKey,
  findProjectByKey,
  type ProjectAccessFields,
  type ProjectRecord,
} from '@waterline/read-models/projects/queries';
import type { UserProfile } from '@waterline/read-models/users/queries';
import { requireUserId, type RequestSession } from '../auth/authentication.ts';
import { rememberMeTokenOpens } from '../auth/tokens.ts';
import { HttpError } from '../errors.ts';

export const REMEMBER_ME_HEADER = 'remember-me-token';

export async function requireProject(sql: Sql, projectKey: string): Promise<ProjectRecord> {
  const project = await findProjectByKey(sql, normalizeProjectKey(projectKey));
  if (!project) throw new HttpError(404, projectNotFoundMessage);
  return project;
}

/** The project, refusing anyone but its admins. */
export async function requireProjectAdmin(
  sql: Sql,
  projectKey: string,
  session: RequestSession,
): Promise<ProjectRecord> {
  return (await requireProjectAdminFinding(sql, projectKey, session)).project;
}

/**
 * The project, refusing anyone but its admins (401 first for a session that has ended), and the user of `email` (null
 * when none): the session, the project, the role and the user in one statement.
 */
export async function requireProjectAdminFinding(
  sql: Sql,
  projectKey: string,
  session: RequestSession,
  email?: string,
): Promise<{ project: ProjectRecord; user: UserProfile | null }> {
  const found = await findProjectAndRoleByKey(
    sql,
    normalizeProjectKey(projectKey),
    requireUserId(session.claim),
    email,
  );
  requireUserId(session.settle(found.sessionVersion));
  if (!found.project) throw new HttpError(404, projectNotFoundMessage);
  if (found.role !== ADMIN) throw new HttpError(403, adminOnlyMessage);
  return { project: found.project, user: found.user };
}

/** Whether the request passes the project's gate, and the user's role (null for visitors). */
export async function projectAccess(
  sql: Sql,
  jwtSecret: string,
  req: Request,
  project: ProjectAccessFields,
  userId: string | undefined,
): Promise<{ gate: ProjectGate; role: ProjectRole | null }> {
  const role = userId ? await findMemberRole(sql, project.id, userId) : null;
  const { accessCodeHash } = project.configuration;
  const token = req.headers[REMEMBER_ME_HEADER];
  const holdsAccessToken =
    typeof token === 'string' &&
    accessCodeHash !== null &&
    rememberMeTokenOpens(jwtSecret, token, {
      projectId: project.id,
      accessCodeHash,
      accessVersion: project.accessVersion,
    });
  const gate = projectGate({
    isPublic: project.configuration.public,
    hasAccessCode: accessCodeHash !== null,
    role,
    holdsAccessToken,
  });
  return { gate, role };
}
