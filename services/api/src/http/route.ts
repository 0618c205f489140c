import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import { expressPath, type RouteContract } from '@waterline/contract/routes';
import { parseInput } from './validation.ts';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export interface RouteInput<Contract extends RouteContract> {
  params: Parsed<Contract['params']>;
  body: Parsed<Contract['body']>;
}

/**
 * Registers a route of the contract: its method and path, then its params and body parsed with the
 * contract's schemas (400 with a clear message otherwise) before the handler runs.
 */
export function addRoute<Contract extends RouteContract>(
  router: Router,
  contract: Contract,
  middlewares: RequestHandler[],
  handler: (input: RouteInput<Contract>, req: Request, res: Response) => Promise<void>,
): void {
  router[contract.method](expressPath(contract), ...middlewares, async (req: Request, res: Response) => {
    const params = (contract.params ? parseInput(contract.params, req.params, 'path') : undefined) as Parsed<Contract['params']>;
    const body = (contract.body ? parseInput(contract.body, req.body, 'body') : undefined) as Parsed<Contract['body']>;
    await handler({ params, body }, req, res);
  });
}
