import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { authenticationOf } from '../auth/authentication.ts';
import type { RateLimitConfig } from '../config.ts';

export const tooManyAttemptsMessage = 'Too many attempts; please try again later';

function limiter(windowMs: number, limit: number, skip?: (req: Request, res: Response) => boolean): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    ...(skip ? { skip } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ success: false, message: tooManyAttemptsMessage });
    },
  });
}

/** One counter per client address and kind of attempt, for this app instance. */
export function createRateLimiters(config: RateLimitConfig) {
  return {
    signIn: limiter(config.windowMs, config.signIn),
    passwordReset: limiter(config.windowMs, config.passwordReset),
    accessCode: limiter(config.windowMs, config.accessCode),
    // Visitors' writes (e.g. thresholds) per address; signed-in users' are theirs to answer for.
    anonymousWrite: limiter(config.windowMs, config.anonymousWrite, (_req, res) => authenticationOf(res).status === 'signed_in'),
  };
}
