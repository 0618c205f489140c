import type { Request, RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { sessionOf } from '../auth/authentication.ts';
import type { RateLimitConfig } from '../config.ts';
import type { RateLimitCounts } from './rate-limit-counts.ts';

export const tooManyAttemptsMessage = 'Too many attempts; please try again later';
export const defaultSurveySubmissions = 20;
export const defaultSignUps = 20;
export const defaultMemberAdditions = 30;
export const tooManySubmissionsMessage = 'Too many submissions from this address; please try again later';

/**
 * Counts requests per client address in `counts` (shared by every process) under `name`; past `limit` in the window,
 * 429 with `message`. `skip` leaves a request uncounted; `skipSuccessfulRequests` counts only failed ones.
 */
export function limiter(
  counts: RateLimitCounts,
  name: string,
  limit: number,
  {
    message = tooManyAttemptsMessage,
    skip,
    skipSuccessfulRequests = false,
  }: {
    message?: string;
    skip?: (req: Request, res: Response) => Promise<boolean>;
    skipSuccessfulRequests?: boolean;
  } = {},
): RequestHandler {
  return rateLimit({
    windowMs: counts.windowMs,
    limit,
    store: counts.store(name),
    skipSuccessfulRequests,
    ...(skip ? { skip } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ success: false, message });
    },
  });
}

export type RateLimiters = ReturnType<typeof createRateLimiters>;

/** One counter per client address and kind of attempt, shared by every process of the app through `counts`. */
export function createRateLimiters(config: RateLimitConfig, counts: RateLimitCounts) {
  return {
    signIn: limiter(counts, 'sign-in', config.signIn),
    passwordReset: limiter(counts, 'password-reset', config.passwordReset),
    signUp: limiter(counts, 'sign-up', config.signUp ?? defaultSignUps),
    accessCode: limiter(counts, 'access-code', config.accessCode),
    // Each answer says whether an email has an account.
    addMember: limiter(counts, 'add-member', config.addMember ?? defaultMemberAdditions),
    // Visitors' writes (e.g. thresholds) per address; signed-in users' are theirs to answer for.
    anonymousWrite: limiter(counts, 'anonymous-write', config.anonymousWrite, {
      skip: async (_req, res) => (await sessionOf(res).current()).status === 'signed_in',
    }),
    // Requests that carry a password and fail (a viewer's step-up), limited as sign-in attempts are.
    failedPassword: limiter(counts, 'failed-password', config.signIn, { skipSuccessfulRequests: true }),
    surveySubmissions: limiter(counts, 'survey-submission', config.surveySubmissions ?? defaultSurveySubmissions, {
      message: tooManySubmissionsMessage,
    }),
  };
}
