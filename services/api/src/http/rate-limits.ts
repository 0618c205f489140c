import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { RateLimitConfig } from '../config.ts';

export const tooManyAttemptsMessage = 'Too many attempts; please try again later';
export const defaultSurveySubmissions = 20;
export const tooManySubmissionsMessage = 'Too many submissions from this address; please try again later';

export function limiter(windowMs: number, limit: number, message = tooManyAttemptsMessage): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ success: false, message });
    },
  });
}

/** One counter per client address and kind of attempt, for this app instance. */
export function createRateLimiters(config: RateLimitConfig) {
  return {
    signIn: limiter(config.windowMs, config.signIn),
    passwordReset: limiter(config.windowMs, config.passwordReset),
    accessCode: limiter(config.windowMs, config.accessCode),
    surveySubmissions: limiter(config.windowMs, config.surveySubmissions ?? defaultSurveySubmissions, tooManySubmissionsMessage),
  };
}
