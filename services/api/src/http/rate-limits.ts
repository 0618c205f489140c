import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { RateLimitConfig } from '../config.ts';

export const tooManyAttemptsMessage = 'Too many attempts; please try again later';

function limiter(windowMs: number, limit: number): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
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
  };
}
