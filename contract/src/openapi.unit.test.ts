import { describe, expect, it } from 'vitest';
import { dataRoutes } from './data-contract.ts';
import { endpoints } from './endpoints.ts';
import { liveRoutes } from './live.ts';
import { mapRoutes } from './maps.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { observedRoutes } from './observed.ts';
import { riverRoutes } from './river.ts';
import { routes } from './routes.ts';
import { serviceRoutes } from './service-routes.ts';
import { surveyRoutes } from './survey.ts';
import { viewerRoutes } from './viewer-routes.ts';

const published = (document: ReturnType<typeof buildOpenApiDocument>) =>
  Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${path}`),
  );

describe('the endpoint table and the OpenAPI document', () => {
  it('publishes exactly the endpoints of the table, each with its method', () => {
    const table = Object.values(endpoints).map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`);
    expect(published(buildOpenApiDocument()).sort()).toEqual([...new Set(table)].sort());
    expect(new Set(table).size).toBe(table.length);
  });

  it('keeps every group of the table: no two endpoints share a name', () => {
    const groups = [
      routes,
      viewerRoutes,
      mapRoutes,
      surveyRoutes,
      dataRoutes,
      riverRoutes,
      serviceRoutes,
      observedRoutes,
      liveRoutes,
    ];
    expect(Object.keys(endpoints)).toHaveLength(groups.reduce((count, group) => count + Object.keys(group).length, 0));
  });

  it('publishes the data, river and viewer endpoints, which the document once left out', () => {
    const paths = published(buildOpenApiDocument());
    expect(paths).toEqual(
      expect.arrayContaining([
        'PUT /api/blob/{project_key}/{folder}/{file}',
        'GET /api/project/{project_key}/series/{import_key}/{index}',
        'GET /api/river/gauges/{site}/{parameter}/{window}',
        'DELETE /api/thresholds/{id}/{password}',
        'POST /api/user-settings/{project_key}/{location}',
      ]),
    );
  });

  it('publishes the live stream as text/event-stream', () => {
    const live = buildOpenApiDocument().paths?.['/api/live/{project_key}']?.get;
    expect(Object.keys(live?.responses?.[200]?.content ?? {})).toEqual(['text/event-stream']);
    expect(Object.keys(live?.responses ?? {})).toEqual(expect.arrayContaining(['403', '404', '429', '503']));
  });
});
