import { createHmac } from 'node:crypto';
import type { Request, Response } from 'express';
import { findSessionVersion } from '@waterline/read-models/credentials/queries';
import type { Sql } from '@waterline/read-models/db/sql';
import { HttpError } from '../http/errors.ts';
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
  const sessionVersion = await findSessionVersion(sql, authentication.userId);
  if (sessionVersion === null) return { status: 'rejected', reason: 'invalid' };
  return sessionVersion === authentication.sessionVersion ? authentication : { status: 'rejected', reason: 'ended' };
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

const AUTHENTICATION = 'authentication';

export function setAuthentication(res: Response, authentication: Authentication): void {
  res.locals[AUTHENTICATION] = authentication;
}

export function authenticationOf(res: Response): Authentication {
  return (res.locals[AUTHENTICATION] as Authentication | undefined) ?? { status: 'anonymous' };
}

/** Salted hash of the client address, recorded with anonymous writes instead of the address. */
export function clientHash(req: Request, secret: string): string {
  return createHmac('sha256', secret)
    .update(`client:${req.ip ?? 'unknown'}`)
    .digest('hex')
    .slice(0, 32);
}
