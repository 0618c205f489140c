import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { failureSchema } from './common.ts';
import type { Endpoint } from './endpoint.ts';
import { endpoints } from './endpoints.ts';

/** Server-Sent Events: lines of `id:`, `event:`, `data:` (JSON) and `:` comments, a blank line after each event. */
const eventStreamSchema = z.string();

const commonFailures = {
  400: 'Invalid input',
  401: 'Not signed in, or the token is invalid or expired',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  429: 'Too many attempts',
} as const;

/** The OpenAPI 3.1 document of every endpoint of the table, built from the same zod schemas the server validates with. */
export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'token', { type: 'apiKey', in: 'header', name: 'token' });
  registry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  for (const endpoint of Object.values<Endpoint>(endpoints)) registerRoute(registry, endpoint);
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Waterline API',
      version: '1.0.0',
      description:
        'Every failure answers `{ success: false, message }`. Writes are events; a 202 means the read models had not caught up yet.',
    },
  });
}

function registerRoute(registry: OpenAPIRegistry, route: Endpoint): void {
  const failures: Record<number, string> = {};
  if (route.body || route.params || route.query) failures[400] = commonFailures[400];
  if (route.auth === 'required')
    Object.assign(failures, { 401: commonFailures[401], 403: commonFailures[403], 404: commonFailures[404] });
  if (route.rateLimited) failures[429] = commonFailures[429];
  Object.assign(failures, route.failures);
  const responses: Record<string, { description: string; content?: Record<string, { schema: z.ZodType }> }> = {};
  for (const [status, response] of Object.entries(route.responses)) {
    responses[status] = {
      description: response.description,
      content: { 'application/json': { schema: response.schema } },
    };
  }
  if (route.eventStream)
    responses[200] = {
      description: route.eventStream,
      content: { 'text/event-stream': { schema: eventStreamSchema } },
    };
  // A raw answer that is not JSON (a file, an image, a page) is described by the summary.
  if (Object.keys(responses).length === 0) responses[200] = { description: 'The file itself, as the summary says' };
  for (const [status, description] of Object.entries(failures)) {
    responses[status] = { description, content: { 'application/json': { schema: failureSchema } } };
  }
  registry.registerPath({
    method: route.method,
    path: route.path,
    summary: route.summary,
    ...(route.auth === 'none'
      ? {}
      : {
          security: route.auth === 'required' ? [{ token: [] }, { bearer: [] }] : [{}, { token: [] }, { bearer: [] }],
        }),
    request: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { query: route.query } : {}),
      ...(route.headers ? { headers: route.headers } : {}),
      ...(route.body ? { body: { required: true, content: { 'application/json': { schema: route.body } } } } : {}),
    },
    responses,
  });
}
