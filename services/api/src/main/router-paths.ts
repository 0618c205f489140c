import type { Router } from 'express';

/** What an Express 5 router keeps of each `use` and route: the path it was given, its route, a nested router's stack. */
export interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown };
  handle?: { stack?: RouterLayer[] };
}

/** The paths of every route and mounted handler under `stack`, nested routers' routes with their mount paths before them. */
export function registeredPaths(stack: readonly RouterLayer[], prefix = ''): string[] {
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

/**
 * Mounts `router`, which holds only routes, on its routes' paths, so that a request for any other path passes it by.
 * A router mounted on every path is entered by every request: its dispatch is set up and each of its patterns tried.
 */
export function mountOnItsPaths(parent: Router, router: Router): void {
  const paths = registeredPaths((router as unknown as { stack: RouterLayer[] }).stack);
  if (paths.length === 0 || paths.includes('')) throw new Error('Only a router of routes is mounted on its paths');
  parent.all(paths, router);
}
