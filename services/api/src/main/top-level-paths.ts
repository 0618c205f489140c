import { readdirSync } from 'node:fs';
import type express from 'express';
import { registeredPaths, type RouterLayer } from './router-paths.ts';

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
    for (const path of registeredPaths((app as unknown as { router: { stack: RouterLayer[] } }).router.stack)) {
      const [first, second] = path.toLowerCase().split('/').filter(Boolean);
      if (first && LITERAL_SEGMENT.test(first)) names.add(first);
      if (first === 'api' && second && LITERAL_SEGMENT.test(second)) names.add(second);
    }
  }
  return names;
}
