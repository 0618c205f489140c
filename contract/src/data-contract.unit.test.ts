import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.ts';
import { dataRoutes } from './data-contract.ts';

describe('data routes in the OpenAPI document', () => {
  it('lists every data route with its method', () => {
    const document = buildOpenApiDocument(dataRoutes);
    const methodsByPath = Object.fromEntries(Object.entries(document.paths ?? {}).map(([path, item]) => [path, Object.keys(item ?? {}).sort()]));
    expect(methodsByPath).toMatchObject({
      '/api/upload/{project_key}': ['put'],
      '/api/map-upload/{project_key}': ['put'],
      '/api/blob/{project_key}/{folder}/{file}': ['get', 'put'],
      '/api/signedurl/{project_key}/{filename}': ['get'],
      '/api/signed-url/{folder}/{file}': ['get'],
      '/api/signedurl-map/{project_key}/{filename}': ['get'],
      '/api/project/{project_key}/data/{filename}/manifest': ['get'],
      '/api/project/{project_key}/series/{import_key}/{index}': ['get'],
    });
  });
});
