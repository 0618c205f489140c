import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import express, { Router } from 'express';
import { endpoints } from '@waterline/contract/endpoints';
import { compressAnswers } from '../compression.ts';
import { query } from '../route.ts';

/** Swagger UI's built files, served from our own server (no CDN). */
const swaggerUiFolder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const pageFolder = join(dirname(new URL(import.meta.url).pathname), 'page');

/** The API reference at /api/docs: Swagger UI over /api/openapi.json. Its start script is a file, as the content security policy runs no inline script. */
export function apiDocsRouter(): Router {
  const router = Router();
  query(router, endpoints.apiDocs, [], async ({ res }) => res.sendFile(join(pageFolder, 'index.html')));
  query(router, endpoints.apiDocsScript, [], async ({ res }) => res.sendFile(join(pageFolder, 'start.js')));
  router.use(
    '/api/docs/ui',
    compressAnswers,
    express.static(swaggerUiFolder, { index: false, maxAge: '1d', fallthrough: false }),
  );
  return router;
}
