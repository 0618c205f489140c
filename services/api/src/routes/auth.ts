import type { Router } from 'express';
import { invalidResetLinkMessage } from '@waterline/domain/users/user-commands';
import { findPasswordResetRequest } from '@waterline/read-models/password-resets/queries';
import { findUserByEmail, findUserById } from '@waterline/read-models/users/queries';
import type { ApiContext } from './app-context.ts';
import { invalidTokenMessage, signedInUserId } from '../auth/authentication.ts';
import { generateResetToken, hashResetToken } from '../auth/secrets.ts';
import { endSessions, requestPasswordReset, resetPassword } from '../commands/users.ts';
import type { MessageAnswer } from '@waterline/contract/common';
import { endpoints } from '@waterline/contract/endpoints';
import type { SignedIn } from '@waterline/contract/users';
import { HttpError } from '../errors.ts';
import type { CommandOrigin } from '../commands/command-handler.ts';
import { command, query } from '../http/route.ts';
import { REDACTED } from '../observability/redact-url.ts';
import { requestIdOf } from '../observability/request-log.ts';

export function authRoutes(router: Router, ctx: ApiContext): void {
  query(router, endpoints.checkToken, [], async ({ res }) => {
    const user = await findUserById(ctx.sql, await signedInUserId(res));
    if (!user) throw new HttpError(401, invalidTokenMessage);
    const answer: SignedIn = { success: true, user };
    return { body: answer };
  });

  command(router, ctx, endpoints.signOutEverywhere, [], async ({ res, origin }) => {
    const userId = await signedInUserId(res);
    const position = await endSessions(ctx.commands, await origin(), userId);
    const answer: MessageAnswer = { success: true, message: 'Signed out everywhere' };
    return { status: 200, body: answer, position };
  });

  // The answer, and the work done before it, are the same whether or not the email belongs to a user, so neither the
  // answer nor its timing tells who has an account: the email is looked up, and any reset mailed, once it has gone.
  command(router, ctx, endpoints.forgotPassword, [ctx.limiters.passwordReset], async ({ params, origin, res }) => {
    const commandOrigin = await origin();
    res.once('close', () => void mailResetLink(ctx, commandOrigin, params.email, requestIdOf(res)));
    const answer: MessageAnswer = { success: true, message: `A reset link was sent to ${params.email}` };
    return { body: answer };
  });

  command(router, ctx, endpoints.resetPassword, [ctx.limiters.passwordReset], async ({ params, body, origin }) => {
    const tokenHash = hashResetToken(params.reset_hash);
    const request = await findPasswordResetRequest(ctx.sql, tokenHash);
    if (!request) throw new HttpError(400, invalidResetLinkMessage);
    const position = await resetPassword(ctx.commands, await origin(), request.userId, tokenHash, body.password);
    const answer: MessageAnswer = { success: true, message: 'Your password was reset.' };
    return { status: 200, body: answer, position };
  });
}

/**
 * Records a reset request for the user with `email`, if there is one, and mails its link. The answer has gone, so a
 * failure is logged, without the email or the link.
 */
async function mailResetLink(ctx: ApiContext, origin: CommandOrigin, email: string, requestId?: string): Promise<void> {
  try {
    const user = await findUserByEmail(ctx.sql, email);
    if (!user) return;
    const { token, tokenHash } = generateResetToken();
    const position = await requestPasswordReset(ctx.commands, origin, user.id, tokenHash, ctx.config.resetTokenTtlMs);
    await ctx.projections.waitForPosition(position, ctx.config.projectionWaitMs);
    const minutes = Math.round(ctx.config.resetTokenTtlMs / 60_000);
    await ctx.mailer.send({
      to: user.email,
      subject: 'Reset your Waterline password',
      text: `Hello ${user.first},\n\nTo choose a new password, open this link within ${minutes} minutes:\n\n${ctx.config.publicUrl}/reset-password/${token}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.\n`,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.logger.error('A password reset could not be mailed', new Error(message.replaceAll(email, REDACTED)), {
      requestId,
    });
  }
}
