import { performance } from 'node:perf_hooks';
import { Router } from 'express';
import { invalidResetLinkMessage } from '@waterline/domain/users/user-commands';
import { findPasswordResetRequest } from '@waterline/read-models/password-resets/queries';
import { findUserByEmail, findUserById } from '@waterline/read-models/users/queries';
import type { ApiContext } from '../app-context.ts';
import { authenticationOf, invalidTokenMessage, requireUserId } from '../auth/authentication.ts';
import { generateResetToken, hashResetToken } from '../auth/secrets.ts';
import { endSessions, requestPasswordReset, resetPassword } from '../commands/users.ts';
import type { MessageAnswer } from '@waterline/contract/common';
import { routes } from '@waterline/contract/routes';
import type { SignedIn } from '@waterline/contract/users';
import { answerAfterProjection } from '../http/command-answer.ts';
import { HttpError } from '../http/errors.ts';
import { originOf } from '../http/origin.ts';
import type { CommandOrigin } from '../commands/command-handler.ts';
import { addRoute } from '../http/route.ts';

export function authRouter(ctx: ApiContext): Router {
  const router = Router();

  addRoute(router, routes.checkToken, [], async (_input, _req, res) => {
    const user = await findUserById(ctx.sql, requireUserId(authenticationOf(res)));
    if (!user) throw new HttpError(401, invalidTokenMessage);
    const answer: SignedIn = { success: true, user };
    res.json(answer);
  });

  addRoute(router, routes.signOutEverywhere, [], async (_input, req, res) => {
    const startedAt = performance.now();
    const userId = requireUserId(authenticationOf(res));
    const position = await endSessions(ctx.commands, originOf(req, res, ctx.config.jwtSecret), userId);
    const answer: MessageAnswer = { success: true, message: 'Signed out everywhere' };
    await answerAfterProjection(ctx, res, { position, status: 200, body: answer, startedAt });
  });

  // The answer, and the work done before it, are the same whether or not the email belongs to a user, so neither the
  // answer nor its timing tells who has an account: the reset itself and its mail happen after the answer.
  addRoute(router, routes.forgotPassword, [ctx.limiters.passwordReset], async ({ params }, req, res) => {
    const user = await findUserByEmail(ctx.sql, params.email);
    const origin = originOf(req, res, ctx.config.jwtSecret);
    const answer: MessageAnswer = { success: true, message: `A reset link was sent to ${params.email}` };
    res.json(answer);
    if (user) void mailResetLink(ctx, origin, user);
  });

  addRoute(router, routes.resetPassword, [ctx.limiters.passwordReset], async ({ params, body }, req, res) => {
    const startedAt = performance.now();
    const tokenHash = hashResetToken(params.reset_hash);
    const request = await findPasswordResetRequest(ctx.sql, tokenHash);
    if (!request) throw new HttpError(400, invalidResetLinkMessage);
    const position = await resetPassword(ctx.commands, originOf(req, res, ctx.config.jwtSecret), request.userId, tokenHash, body.password);
    const answer: MessageAnswer = { success: true, message: 'Your password was reset.' };
    await answerAfterProjection(ctx, res, { position, status: 200, body: answer, startedAt });
  });

  return router;
}

/** Records a reset request and mails its link; a failure is logged (without the link) since the answer has gone. */
async function mailResetLink(ctx: ApiContext, origin: CommandOrigin, user: { id: string; email: string; first: string }): Promise<void> {
  try {
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
    ctx.logger.error(`Reset mail to ${user.email} could not be sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}
