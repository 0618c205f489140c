import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

const openApiDocumentSchema = z.object({ openapi: z.string() }).meta({ id: 'OpenApiDocument' });
const healthSchema = z.object({ success: z.literal(true) }).meta({ id: 'Health' });

/** The API's own description and its liveness check. */
export const serviceRoutes = {
  openApi: {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document: every endpoint of the API',
    auth: 'none',
    responses: { 200: { description: 'The OpenAPI 3.1 document', schema: openApiDocumentSchema } },
  },
  apiDocs: {
    method: 'get',
    path: '/api/docs',
    summary: 'The API reference page (Swagger UI over /api/openapi.json), as HTML',
    auth: 'none',
    responses: {},
    answer: 'raw',
  },
  apiDocsScript: {
    method: 'get',
    path: '/api/docs/start.js',
    summary: "The reference page's start script",
    auth: 'none',
    responses: {},
    answer: 'raw',
  },
  apiDocsAsset: {
    method: 'get',
    path: '/api/docs/ui/{file}',
    summary: "Swagger UI's own files, served from this server",
    auth: 'none',
    params: z.object({ file: z.string() }),
    responses: {},
    failures: { 404: 'No such file' },
    answer: 'raw',
  },
  health: {
    method: 'get',
    path: '/api/health',
    summary: 'Answers while the process serves requests (readiness is /readyz)',
    auth: 'none',
    responses: { 200: { description: 'Serving', schema: healthSchema } },
  },
} as const satisfies Record<string, Endpoint>;
