import type { Router, Response } from 'express';
import { findCredentialsByEmail } from '@waterline/read-models/credentials/queries';
import { findUserById } from '@waterline/read-models/users/queries';
import type { ApiContext } from './app-context.ts';
import { verifySecret } from '../auth/secrets.ts';
import { signUserToken } from '../auth/tokens.ts';
import { signUp } from '../commands/users.ts';
import type { SignedIn, SignedUp } from '@waterline/contract/users';
import { endpoints } from '@waterline/contract/endpoints';
import { HttpError } from '../errors.ts';
import { command, query } from '../http/route.ts';

export const invalidCredentialsMessage = 'Invalid credentials';

/** The sign-in token travels in the `token` response header, readable by the browser. */
function sendToken(ctx: ApiContext, res: Response, userId: string, sessionVersion: number): void {
  res.setHeader('token', signUserToken(ctx.config.jwtSecret, userId, sessionVersion, ctx.config.tokenTtlSeconds));
  res.setHeader('Access-Control-Expose-Headers', 'token');
}

export function usersRoutes(router: Router, ctx: ApiContext): void {
  command(router, ctx, endpoints.signUp, [ctx.limiters.signUp], async ({ body, res, origin }) => {
    const { first, last, email, password, license } = body;
    const { userId, position } = await signUp(
      ctx.commands,
      await origin(),
      { first, last, email, password, licenseKey: license },
      ctx.config.licenseKeyHashes,
    );
    // A new user's first session.
    sendToken(ctx, res, userId, 0);
    const answer: SignedUp = { success: true, user: { id: userId, first, last, email }, message: 'Account created' };
    return { status: 201, body: answer, position };
  });

  query(router, endpoints.signIn, [ctx.limiters.signIn], async ({ body, res }) => {
    const credentials = await findCredentialsByEmail(ctx.sql, body.email);
    const matches = await verifySecret(body.password, credentials?.passwordHash ?? null);
    const user = matches && credentials ? await findUserById(ctx.sql, credentials.userId) : null;
    if (!user) throw new HttpError(401, invalidCredentialsMessage);
    sendToken(ctx, res, user.id, credentials?.sessionVersion ?? 0);
    const answer: SignedIn = { success: true, user };
    return { body: answer };
  });
}
