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
import { addRoute } from '../http/route.ts';

export const resetMailFailedMessage = 'Unable to send the reset mail; please try again later';

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

  // The answer is the same whether or not the email belongs to a user, so it cannot be used to find accounts.
  addRoute(router, routes.forgotPassword, [ctx.limiters.passwordReset], async ({ params }, req, res) => {
    const user = await findUserByEmail(ctx.sql, params.email);
    if (user) {
      const { token, tokenHash } = generateResetToken();
      const position = await requestPasswordReset(ctx.commands, originOf(req, res, ctx.config.jwtSecret), user.id, tokenHash, ctx.config.resetTokenTtlMs);
      await ctx.projections.waitForPosition(position, ctx.config.projectionWaitMs);
      const minutes = Math.round(ctx.config.resetTokenTtlMs / 60_000);
      try {
        await ctx.mailer.send({
          to: user.email,
          subject: 'Reset your Waterline password',
          text: `Hello ${user.first},\n\nTo choose a new password, open this link within ${minutes} minutes:\n\n${ctx.config.publicUrl}/reset-password/${token}\n\nIf you did not ask for this, ignore this mail; your password stays as it is.\n`,
        });
      } catch (error) {
        ctx.logger.error(`Reset mail to ${user.email} could not be sent: ${error instanceof Error ? error.message : String(error)}`);
        throw new HttpError(502, resetMailFailedMessage);
      }
    }
    const answer: MessageAnswer = { success: true, message: `A reset link was sent to ${params.email}` };
    res.json(answer);
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
