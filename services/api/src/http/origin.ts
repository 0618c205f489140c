import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { clientHash, optionalUserId, requireUserId, sessionOf } from '../auth/authentication.ts';
import type { CommandOrigin } from '../commands/command-handler.ts';
import { requestIdOf } from '../observability/request-log.ts';

/**
 * Who is asking: the signed-in user, or 'anonymous' with a salted hash of the client address. A
 * write sent with a token that is not valid (expired, forged, of no user, of an ended session) is
 * refused with 401 rather than done anonymously. The request id is the events' correlation id, so an
 * event leads to its request's log lines.
 */
export async function originOf(req: Request, res: Response, secret: string): Promise<CommandOrigin> {
  const authentication = await sessionOf(res).current();
  if (authentication.status === 'rejected') requireUserId(authentication);
  const userId = optionalUserId(authentication);
  const correlationId = requestIdOf(res) ?? randomUUID();
  return userId
    ? { actorId: userId, correlationId }
    : { actorId: 'anonymous', correlationId, clientHash: clientHash(req, secret) };
}
