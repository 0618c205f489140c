import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { sessionOf } from '../auth/authentication.ts';
import type { RateLimitConfig } from '../config.ts';

export const tooManyAttemptsMessage = 'Too many attempts; please try again later';
export const defaultSurveySubmissions = 20;
export const defaultSignUps = 20;
export const defaultMemberAdditions = 30;
export const tooManySubmissionsMessage = 'Too many submissions from this address; please try again later';

/** Counts requests per client address; past `limit` in the window, 429 with `message`. `skip` leaves a request uncounted. */
export function limiter(
  windowMs: number,
  limit: number,
  {
    message = tooManyAttemptsMessage,
    skip,
  }: { message?: string; skip?: (req: Request, res: Response) => Promise<boolean> } = {},
): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    ...(skip ? { skip } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ success: false, message });
    },
  });
}

export type RateLimiters = ReturnType<typeof createRateLimiters>;

/** One counter per client address and kind of attempt, for this app instance. */
export function createRateLimiters(config: RateLimitConfig) {
  return {
    signIn: limiter(config.windowMs, config.signIn),
    passwordReset: limiter(config.windowMs, config.passwordReset),
    signUp: limiter(config.windowMs, config.signUp ?? defaultSignUps),
    accessCode: limiter(config.windowMs, config.accessCode),
    // Each answer says whether an email has an account.
    addMember: limiter(config.windowMs, config.addMember ?? defaultMemberAdditions),
    // Visitors' writes (e.g. thresholds) per address; signed-in users' are theirs to answer for.
    anonymousWrite: limiter(config.windowMs, config.anonymousWrite, {
      skip: async (_req, res) => (await sessionOf(res).current()).status === 'signed_in',
    }),
    surveySubmissions: limiter(config.windowMs, config.surveySubmissions ?? defaultSurveySubmissions, {
      message: tooManySubmissionsMessage,
    }),
  };
}
