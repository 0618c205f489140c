import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@waterline/contract/endpoints';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';
import { startComposed, type ComposedForTest } from './compose-testing.ts';

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean>; stack: RouteLayer[] };
  handle?: { stack?: RouteLayer[]; router?: { stack?: RouteLayer[] } };
}

/** Every route registered on the app, its mounted routers (on every path or on their own) and sub-apps included, as "METHOD /path". */
function registeredRoutes(stack: readonly RouteLayer[]): string[] {
  return stack.flatMap((layer) => {
    const mounted = layer.route?.stack.flatMap((handler) => handler.handle?.stack ?? []) ?? [];
    if (mounted.length > 0) return registeredRoutes(mounted);
    if (layer.route)
      return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${layer.route!.path}`);
    const nested = layer.handle?.stack ?? layer.handle?.router?.stack;
    return nested ? registeredRoutes(nested) : [];
  });
}

/** Whether an Express path (`:name` parameters) is answered by a table path (`{name}` parameters), segment by segment. */
function answeredBy(expressPath: string, tablePath: string): boolean {
  const registered = expressPath.split('/');
  const declared = tablePath.split('/');
  return (
    registered.length === declared.length &&
    registered.every((segment, index) => {
      const declaredSegment = declared[index]!;
      if (declaredSegment.startsWith('{')) return true;
      return segment.replace(/:\w+/g, '{}') === declaredSegment.replace(/\{\w+\}/g, '{}');
    })
  );
}

// The composed app as production runs it: what it answers under /api is what the endpoint table declares, and the reverse.
describe('the endpoint table and the running app', () => {
  let db: TestDatabase;
  let composed: ComposedForTest;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    composed = await startComposed({ DATABASE_URL: db.url });
  });
  afterAll(async () => {
    await composed?.close();
    await db?.dispose();
  });

  it('answers under /api only the endpoints of the table, and every one of them', async () => {
    const stackOf = (app: Express) => (app as Express & { router: { stack: RouteLayer[] } }).router.stack;
    const answered = [
      ...registeredRoutes(stackOf(composed.waterline.app)),
      ...registeredRoutes(stackOf(composed.waterline.api)),
    ].filter((route) => route.split(' ')[1]!.startsWith('/api'));
    const table = Object.values(endpoints).map((endpoint) => ({
      method: endpoint.method.toUpperCase(),
      path: endpoint.path,
    }));
    const undeclared = answered.filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return !table.some((endpoint) => endpoint.method === method && answeredBy(path, endpoint.path));
    });
    expect(undeclared).toEqual([]);
    // Swagger UI's files are served by a static folder rather than a route.
    const unanswered = table.filter(
      (endpoint) =>
        endpoint.path !== endpoints.apiDocsAsset.path &&
        !answered.includes(`${endpoint.method} ${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(unanswered).toEqual([]);
    expect((await fetch(`${composed.baseUrl}/api/docs/ui/swagger-ui.css`)).status).toBe(200);
  });

  it('publishes every endpoint of the table in /api/openapi.json', async () => {
    const document = (await (await fetch(`${composed.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const published = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(published.sort()).toEqual(
      Object.values(endpoints)
        .map((endpoint) => `${endpoint.method.toUpperCase()} ${endpoint.path}`)
        .sort(),
    );
  });
});
