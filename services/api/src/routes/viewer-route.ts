import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { ViewerRouteContract } from '@waterline/contract/viewer-routes';
import { parseInput } from '../http/validation.ts';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

export interface ViewerRouteInput<Contract extends ViewerRouteContract> {
  params: Parsed<Contract['params']>;
  query: Parsed<Contract['query']>;
  headers: Parsed<Contract['headers']>;
  body: Parsed<Contract['body']>;
}

/** `/api/thresholds/{id}` becomes Express's `/api/thresholds/:id`. */
function expressPathOf(contract: ViewerRouteContract): string {
  return contract.path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * `addRoute` for the viewer's routes, which include DELETEs and a query string: registers the
 * contract's method and path, and parses its params, query, headers and body (400 with a clear
 * message otherwise) before the handler runs.
 */
export function addViewerRoute<Contract extends ViewerRouteContract>(
  router: Router,
  contract: Contract,
  middlewares: RequestHandler[],
  handler: (input: ViewerRouteInput<Contract>, req: Request, res: Response) => Promise<void>,
): void {
  router[contract.method](expressPathOf(contract), ...middlewares, async (req: Request, res: Response) => {
    const parse = (schema: z.ZodType | undefined, value: unknown, what: string) => (schema ? parseInput(schema, value, what) : undefined);
    const input = {
      params: parse(contract.params, req.params, 'path'),
      query: parse(contract.query, req.query, 'query'),
      headers: parse(contract.headers, req.headers, 'headers'),
      body: parse(contract.body, req.body, 'body'),
    } as ViewerRouteInput<Contract>;
    await handler(input, req, res);
  });
}
