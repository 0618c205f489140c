import { readdirSync } from 'node:fs';
import type express from 'express';

/** What an Express 5 router keeps of each `use` and route: the path it was given, its route, a nested router's stack. */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown };
  handle?: { stack?: Layer[] };
}

/** A path segment that is a name rather than a parameter or a wildcard. */
const LITERAL_SEGMENT = /^[\w.-]+$/;

/**
 * The top-level names the running app answers, read from its routers: the first segment of every route and mounted
 * path (`/healthz` gives `healthz`), the first segment under `/api` (`/api/docs` gives `docs`), and the files served at
 * the top of `webRoot`. `apps` are the app and the apps mounted in it, whose routers Express does not link.
 */
export function topLevelPaths(apps: readonly express.Express[], webRoot?: string): Set<string> {
  const names = new Set<string>(webRoot ? readdirSync(webRoot).map((name) => name.toLowerCase()) : []);
  for (const app of apps) {
    for (const path of registeredPaths((app as unknown as { router: { stack: Layer[] } }).router.stack)) {
      const [first, second] = path.toLowerCase().split('/').filter(Boolean);
      if (first && LITERAL_SEGMENT.test(first)) names.add(first);
      if (first === 'api' && second && LITERAL_SEGMENT.test(second)) names.add(second);
    }
  }
  return names;
}

function registeredPaths(stack: readonly Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) return pathsOf(layer.route.path).map((path) => `${prefix}${path}`);
    const mountedAt = pathsOf(layer.rawPath).map((path) => (path === '/' ? prefix : `${prefix}${path}`));
    const nested = layer.handle?.stack;
    return nested ? mountedAt.flatMap((at) => registeredPaths(nested, at)) : mountedAt;
  });
}

function pathsOf(path: unknown): string[] {
  return (Array.isArray(path) ? path : [path]).filter((item): item is string => typeof item === 'string');
}
