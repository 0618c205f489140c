import { dataRoutes } from './data-contract.ts';
import type { Endpoint } from './endpoint.ts';
import { liveRoutes } from './live.ts';
import { mapRoutes } from './maps.ts';
import { observedRoutes } from './observed.ts';
import { riverRoutes } from './river.ts';
import { routes } from './routes.ts';
import { serviceRoutes } from './service-routes.ts';
import { surveyRoutes } from './survey.ts';
import { viewerRoutes } from './viewer-routes.ts';

/**
 * Every endpoint the server answers under /api, by name: the one table the server registers its routes from
 * (`route()`), /api/openapi.json publishes, and the web app builds its request paths and answer types from.
 */
export const endpoints = {
  ...routes,
  ...viewerRoutes,
  ...mapRoutes,
  ...surveyRoutes,
  ...dataRoutes,
  ...riverRoutes,
  ...observedRoutes,
  ...serviceRoutes,
  ...liveRoutes,
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
