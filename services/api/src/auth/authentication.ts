import { createHmac } from 'node:crypto';
import type { Request, Response } from 'express';
import { findSessionVersion } from '@waterline/read-models/credentials/queries';
import type { Sql } from '@waterline/read-models/db/sql';
import { HttpError } from '../errors.ts';
import { verifyUserToken } from './tokens.ts';

export type Authentication =
  | { status: 'anonymous' }
  | { status: 'signed_in'; userId: string; sessionVersion: number }
  | { status: 'rejected'; reason: 'expired' | 'invalid' | 'ended' };

export const signInMessage = 'Please sign in';
export const expiredTokenMessage = 'Your session has expired; please sign in again';
export const invalidTokenMessage = 'Invalid token; please sign in again';
export const endedSessionMessage = 'This session has ended; please sign in again';

/** The user token of a request: the `token` header, or `Authorization: Bearer <token>`. */
export function readUserToken(req: Request): string | undefined {
  const header = req.headers.token;
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const authorization = req.headers.authorization;
  if (authorization?.toLowerCase().startsWith('bearer ')) return authorization.slice(7).trim() || undefined;
  return undefined;
}

export function authenticate(req: Request, secret: string): Authentication {
  const token = readUserToken(req);
  if (!token) return { status: 'anonymous' };
  const check = verifyUserToken(secret, token);
  return check.valid ? { status: 'signed_in', ...check.claims } : { status: 'rejected', reason: check.reason };
}

/**
 * The authentication once the token is checked against its user: a token of a user that does not
 * exist is invalid, and one issued before a reset or 'sign out everywhere' has ended.
 */
export async function currentSession(sql: Sql, authentication: Authentication): Promise<Authentication> {
  if (authentication.status !== 'signed_in') return authentication;
  return sessionWithVersion(authentication, await findSessionVersion(sql, authentication.userId));
}

/** A signed-in authentication checked against the user's current session version (null: no such user). */
function sessionWithVersion(
  authentication: Authentication & { status: 'signed_in' },
  sessionVersion: number | null,
): Authentication {
  if (sessionVersion === null) return { status: 'rejected', reason: 'invalid' };
  return sessionVersion === authentication.sessionVersion ? authentication : { status: 'rejected', reason: 'ended' };
}

/**
 * Who a request's token says it is (`claim`), checked against the user's session once, when a handler first asks
 * (`current`); a handler whose own statement reads the session version too settles it without another round trip.
 */
export class RequestSession {
  private checked: Promise<Authentication> | undefined;

  constructor(
    private readonly sql: Sql,
    readonly claim: Authentication,
  ) {}

  current(): Promise<Authentication> {
    this.checked ??= currentSession(this.sql, this.claim);
    return this.checked;
  }

  /** Settles the session with the version a handler's own statement read for the claimed user (null: no such user). */
  settle(sessionVersion: number | null): Authentication {
    const settled = this.claim.status === 'signed_in' ? sessionWithVersion(this.claim, sessionVersion) : this.claim;
    this.checked = Promise.resolve(settled);
    return settled;
  }
}

const rejectionMessages = {
  expired: expiredTokenMessage,
  invalid: invalidTokenMessage,
  ended: endedSessionMessage,
} as const;

/** The signed-in user's id, or a 401 that says why not. */
export function requireUserId(authentication: Authentication): string {
  switch (authentication.status) {
    case 'signed_in':
      return authentication.userId;
    case 'anonymous':
      throw new HttpError(401, signInMessage);
    case 'rejected':
      throw new HttpError(401, rejectionMessages[authentication.reason]);
  }
}

/** The signed-in user's id; an anonymous visitor or a bad token counts as nobody. */
export function optionalUserId(authentication: Authentication): string | undefined {
  return authentication.status === 'signed_in' ? authentication.userId : undefined;
}

const SESSION = 'session';

export function setSession(res: Response, session: RequestSession): void {
  res.locals[SESSION] = session;
}

/** The request's session (set for every request under /api). */
export function sessionOf(res: Response): RequestSession {
  const session = res.locals[SESSION] as RequestSession | undefined;
  if (!session) throw new Error('No session: the session middleware runs before every /api handler');
  return session;
}

/** The signed-in user's id once the session is checked, or a 401 that says why not. */
export async function signedInUserId(res: Response): Promise<string> {
  return requireUserId(await sessionOf(res).current());
}

/** The signed-in user's id once the session is checked; an anonymous visitor or a bad token counts as nobody. */
export async function optionalSignedInUserId(res: Response): Promise<string | undefined> {
  return optionalUserId(await sessionOf(res).current());
}

/** Salted hash of the client address, recorded with anonymous writes instead of the address. */
export function clientHash(req: Request, secret: string): string {
  return createHmac('sha256', secret)
    .update(`client:${req.ip ?? 'unknown'}`)
    .digest('hex')
    .slice(0, 32);
}
