import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { LogPosition } from '@waterline/domain/events/envelope';
import { expressPath, type Endpoint } from '@waterline/contract/endpoint';
import type { CommandOrigin } from '../commands/command-handler.ts';
import { answerAfterProjection, type CommandAnswerEnv } from './command-answer.ts';
import { originOf } from './origin.ts';
import { parseInput } from './validation.ts';

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type SuccessStatus<E extends Endpoint> = Extract<keyof E['responses'], 200 | 201>;
type SuccessBody<E extends Endpoint> = {
  [Status in SuccessStatus<E>]: E['responses'][Status] extends { schema: z.ZodType }
    ? z.output<E['responses'][Status]['schema']>
    : never;
}[SuccessStatus<E>];

/** A request to an endpoint, its input parsed with the endpoint's schemas. */
export interface RouteInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  headers: Parsed<E['headers']>;
  body: Parsed<E['body']>;
  req: Request;
  res: Response;
  /** Who is asking, for the events of a command (401 for a write sent with a token that is not valid). */
  origin(): Promise<CommandOrigin>;
}

/**
 * What a JSON endpoint's handler answers: the body, its status (the endpoint's 200, else its 201), and for a command
 * the log position of its last event, which the answer waits for so the caller reads its own write (202 past the wait).
 */
export interface RouteAnswer<E extends Endpoint> {
  status?: SuccessStatus<E>;
  body: SuccessBody<E>;
  position?: LogPosition | null;
}

/** A raw endpoint's handler writes its answer itself (a file, a stream, an image, an answer with its own caching). */
type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<E['answer'] extends 'raw' ? void : RouteAnswer<E>>;

/**
 * Registers an endpoint of the table on `router`: its method and path, then `use` (limiters, access checks, a body
 * parser), then its params, query, headers and body parsed with its schemas (400 with a clear message otherwise), then
 * the handler, timed; the answer is sent here, after the read models have caught up with a command's events. Routers
 * whose endpoints run no command (the data files) pass no `env`.
 */
export function route<E extends Endpoint>(
  router: Router,
  env: CommandAnswerEnv | null,
  endpoint: E,
  use: RequestHandler[],
  handler: RouteHandler<E>,
): void {
  router[endpoint.method](expressPath(endpoint), ...use, async (req: Request, res: Response) => {
    const parse = (schema: z.ZodType | undefined, value: unknown, what: string) =>
      schema ? parseInput(schema, value, what) : undefined;
    const input = {
      params: parse(endpoint.params, req.params, 'path'),
      query: parse(endpoint.query, req.query, 'query'),
      headers: parse(endpoint.headers, req.headers, 'headers'),
      body: parse(endpoint.body, req.body, 'body'),
      req,
      res,
      origin: () => originOf(req, res, commandsOf(env).config.jwtSecret),
    } as RouteInput<E>;
    const startedAt = performance.now();
    const answer: RouteAnswer<E> | void = await handler(input);
    if (!answer) return;
    const status = answer.status ?? (200 in endpoint.responses ? 200 : 201);
    if (answer.position === undefined) {
      res.status(status).json(answer.body);
      return;
    }
    await answerAfterProjection(commandsOf(env), res, {
      position: answer.position,
      status,
      body: answer.body as object,
      startedAt,
    });
  });
}

function commandsOf(env: CommandAnswerEnv | null): CommandAnswerEnv {
  if (!env) throw new Error('This router runs no command: it was given no command environment');
  return env;
}
