import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { authenticationOf, clientHash, optionalUserId } from '../auth/authentication.ts';
import type { CommandOrigin } from '../commands/command-handler.ts';

/** Who is asking: the signed-in user, or 'anonymous' with a salted hash of the client address. */
export function originOf(req: Request, res: Response, secret: string): CommandOrigin {
  const userId = optionalUserId(authenticationOf(res));
  const correlationId = randomUUID();
  return userId ? { actorId: userId, correlationId } : { actorId: 'anonymous', correlationId, clientHash: clientHash(req, secret) };
}
