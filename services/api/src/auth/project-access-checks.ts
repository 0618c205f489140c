import type { Request } from 'express';

/** A signed-in user, as the access checks find one. */
export interface SignedInUser {
  id: string;
}

/**
 * The access rules of a project, as answers rather than refusals (each router refuses in its own words): built once
 * by the app (main/app.ts) and given to the data routes, the photo router and every router mounted from outside.
 */
export interface ProjectAccessChecks {
  /** The request's signed-in user, or undefined (no token, or an invalid or expired one). */
  authenticate(req: Request): Promise<SignedInUser | undefined>;
  /** Whether the user is an admin (role 1) of the project; false for an unknown project. */
  canAdmin(user: SignedInUser, projectKey: string): Promise<boolean>;
  /** Whether the request passes the project's gate (public, member, or a token earned with the access code); false for an unknown project. */
  canRead(req: Request, projectKey: string): Promise<boolean>;
  /** Whether anyone may read the project without signing in or an access code (its answers to visitors may be shared). */
  opensToAnyone(projectKey: string): Promise<boolean>;
}

/** The refusal (403) of a request that `canRead` turns away, in the words of the data routes and the photo router. */
export const noProjectAccessMessage = 'You do not have access to this project';
