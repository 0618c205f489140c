import { performance } from 'node:perf_hooks';
import type { Response } from 'express';
import type { LogPosition } from '@waterline/domain/events/envelope';
import type { ApiConfig } from '../config.ts';

/** Tells when the read models have passed a log position (the projector runner's `waitForPosition`). */
export interface ProjectionWaiter {
  waitForPosition(position: LogPosition, timeoutMs: number): Promise<boolean>;
}

/** What answering after a command needs: the read models' progress, how long to wait for it, and the token secret (for the command's origin). */
export interface CommandAnswerEnv {
  projections: ProjectionWaiter;
  config: Pick<ApiConfig, 'projectionWaitMs' | 'jwtSecret'>;
}

export const acceptedMessage = 'Saved; it will show in a moment';

/**
 * Answers a command once the read models have passed its position, so the caller reads its own
 * write; after the wait it answers 202 with the position instead. `Server-Timing` tells how long
 * the command and the wait took.
 */
export async function answerAfterProjection(
  ctx: CommandAnswerEnv,
  res: Response,
  answer: { position: LogPosition | null; status: number; body: object; startedAt: number },
): Promise<void> {
  const commandMs = performance.now() - answer.startedAt;
  let caughtUp = true;
  let projectionMs = 0;
  if (answer.position) {
    const waitStarted = performance.now();
    caughtUp = await ctx.projections.waitForPosition(answer.position, ctx.config.projectionWaitMs);
    projectionMs = performance.now() - waitStarted;
  }
  res.setHeader('Server-Timing', `command;dur=${commandMs.toFixed(1)}, projection;dur=${projectionMs.toFixed(1)}`);
  if (caughtUp) {
    res.status(answer.status).json(answer.body);
    return;
  }
  res.status(202).json({ ...answer.body, success: true, message: acceptedMessage, position: answer.position });
}
