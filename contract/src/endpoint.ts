import type { z } from 'zod';

/** Who may call an endpoint: anyone, anyone (a token adds rights), or only a signed-in user. */
export type RouteAuth = 'none' | 'optional' | 'required';

/** One endpoint of the API: what it takes and what it answers, as the server serves it and /api/openapi.json publishes it. */
export interface Endpoint {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI form, e.g. /api/project/{project_key}. */
  path: string;
  summary: string;
  auth: RouteAuth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Success answers; the failures every route can give are added by the OpenAPI document. */
  responses: Partial<Record<200 | 201 | 202, { description: string; schema: z.ZodType }>>;
  /** Failures particular to the route, by status. */
  failures?: Partial<Record<400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 502 | 503 | 507, string>>;
  rateLimited?: boolean;
  /**
   * `raw`: the handler writes the answer itself (a file, a stream, an image, a page), with its own headers and caching; its
   * body is described in `summary` and, when it is JSON, in `responses`.
   */
  answer?: 'raw';
  /** A raw answer that is a stream of Server-Sent Events (text/event-stream): what it holds. */
  eventStream?: string;
}

/** `/api/project/{project_key}` becomes Express's `/api/project/:project_key`. */
export function expressPath(endpoint: Pick<Endpoint, 'path'>): string {
  return endpoint.path.replace(/\{([^}]+)\}/g, ':$1');
}
