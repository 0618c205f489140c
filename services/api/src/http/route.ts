import { performance } from 'node:perf_hooks';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { LogPosition } from '@waterline/domain/events/envelope';
import { expressPath, type Endpoint } from '@waterline/contract/endpoint';
import type { CommandOrigin } from '../commands/command-handler.ts';
import { answerAfterProjection, type CommandAnswerEnv } from './command-answer.ts';
import { compressAnswers, compressUnlessVisitor } from './compression.ts';
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
export interface QueryInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  headers: Parsed<E['headers']>;
  body: Parsed<E['body']>;
  req: Request;
  res: Response;
}

/** A request to a command's endpoint, which also tells who is asking. */
export interface CommandInput<E extends Endpoint> extends QueryInput<E> {
  /** Who is asking, for the events of a command (401 for a write sent with a token that is not valid). */
  origin(): Promise<CommandOrigin>;
}

/** What a JSON endpoint's handler answers: the body and its status (the endpoint's 200, else its 201). */
interface Answer<E extends Endpoint> {
  status?: SuccessStatus<E>;
  body: SuccessBody<E>;
}

/** A query's answer; it has no log position to wait for (one returned does not compile). */
export interface QueryAnswer<E extends Endpoint> extends Answer<E> {
  position?: never;
}

/**
 * What a command answers: also the log position of its last event (null: it wrote none), which the answer waits for
 * so the caller reads its own write (202 past the wait). No position: the command runs after the answer.
 */
export interface CommandAnswer<E extends Endpoint> extends Answer<E> {
  position?: LogPosition | null;
}

/** A raw endpoint's handler writes its answer itself (a file, a stream, an image, an answer with its own caching). */
type Handler<E extends Endpoint, Input, Answer> = (input: Input) => Promise<E['answer'] extends 'raw' ? void : Answer>;

/**
 * Registers a reading endpoint of the table on `router`: its method and path, then `use` (limiters, access checks, a
 * body parser), then its params, query, headers and body parsed with its schemas (400 with a clear message otherwise),
 * then the handler; the answer is sent here, compressed as it is sent.
 */
export const query = readingRoutes(compressAnswers);

/**
 * Registers a reading endpoint, as `query` does, whose answers to anonymous visitors are made once, compressed then
 * and shared (`sendSerialised`): only the answers of callers who say who they are are compressed as they are sent.
 */
export const sharedQuery = readingRoutes(compressUnlessVisitor);

/** A registrar of reading endpoints whose answers go through `compress` first. */
function readingRoutes(compress: RequestHandler) {
  return <E extends Endpoint>(
    router: Router,
    endpoint: E,
    use: RequestHandler[],
    handler: Handler<E, QueryInput<E>, QueryAnswer<E>>,
  ): void => {
    router[endpoint.method](expressPath(endpoint), compress, ...use, async (req: Request, res: Response) => {
      const answer: QueryAnswer<E> | void = await handler(parsedInput(endpoint, req, res));
      if (answer) res.status(statusOf(endpoint, answer)).json(answer.body);
    });
  };
}

/**
 * Registers an endpoint that runs a command, as `query` does; its handler is timed and also learns who is asking, and
 * its answer is sent once the read models have caught up with the command's events.
 */
export function command<E extends Endpoint>(
  router: Router,
  env: CommandAnswerEnv,
  endpoint: E,
  use: RequestHandler[],
  handler: Handler<E, CommandInput<E>, CommandAnswer<E>>,
): void {
  router[endpoint.method](expressPath(endpoint), compressAnswers, ...use, async (req: Request, res: Response) => {
    const input: CommandInput<E> = {
      ...parsedInput(endpoint, req, res),
      origin: () => originOf(req, res, env.config.jwtSecret),
    };
    const startedAt = performance.now();
    const answer: CommandAnswer<E> | void = await handler(input);
    if (!answer) return;
    const status = statusOf(endpoint, answer);
    if (answer.position === undefined) {
      res.status(status).json(answer.body);
      return;
    }
    await answerAfterProjection(env, res, {
      position: answer.position,
      status,
      body: answer.body as object,
      startedAt,
    });
  });
}

function parsedInput<E extends Endpoint>(endpoint: E, req: Request, res: Response): QueryInput<E> {
  const parse = (schema: z.ZodType | undefined, value: unknown, what: string) =>
    schema ? parseInput(schema, value, what) : undefined;
  return {
    params: parse(endpoint.params, req.params, 'path'),
    query: parse(endpoint.query, req.query, 'query'),
    headers: parse(endpoint.headers, req.headers, 'headers'),
    body: parse(endpoint.body, req.body, 'body'),
    req,
    res,
  } as QueryInput<E>;
}

function statusOf<E extends Endpoint>(endpoint: E, answer: Answer<E>): number {
  return answer.status ?? (200 in endpoint.responses ? 200 : 201);
}
