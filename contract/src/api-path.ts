// What the web app takes from the endpoint table: types only, and these small path builders (no zod at run time).
import type { z } from 'zod';
import { endpointAddresses } from './endpoint-addresses.ts';
import type { Endpoints } from './endpoints.ts';

/** Every path of the endpoint table, in its OpenAPI form, e.g. '/api/project/{project_key}/history'. */
export type EndpointPath = Endpoints[keyof Endpoints]['path'];

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** The values of a path's parameters, by name. */
export type PathParams<Path extends string> = Record<ParamNames<Path>, string | number>;

/** The arguments after the path: its parameters, or nothing for a path without any. */
export type PathArgs<Path extends string> = [ParamNames<Path>] extends [never] ? [] : [PathParams<Path>];

/** What an endpoint answers on success (its 200, else its 201). */
export type EndpointAnswer<Name extends keyof Endpoints> = Endpoints[Name]['responses'] extends infer Responses
  ? Responses extends { 200: { schema: z.ZodType } }
    ? z.output<Responses[200]['schema']>
    : Responses extends { 201: { schema: z.ZodType } }
      ? z.output<Responses[201]['schema']>
      : never
  : never;

/** The JSON body an endpoint takes. */
export type EndpointBody<Name extends keyof Endpoints> = Endpoints[Name] extends { body: z.ZodType }
  ? z.input<Endpoints[Name]['body']>
  : never;

/** The request path of an endpoint of the table, each parameter encoded: `apiPath('/api/pms/{project_key}', { project_key: key })`. */
export function apiPath<Path extends EndpointPath>(path: Path, ...params: PathArgs<Path>): string {
  return fillPath(path, params[0]);
}

function fillPath(path: string, values: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(values[name])));
}

/** The arguments after an endpoint's name: its path parameters, or nothing when its path has none. */
export type EndpointArgs<Name extends keyof Endpoints> = PathArgs<Endpoints[Name]['path']>;

/** The query string an endpoint takes. */
export type EndpointQuery<Name extends keyof Endpoints> = Endpoints[Name] extends { query: z.ZodType }
  ? z.input<Endpoints[Name]['query']>
  : never;

/**
 * A request of an endpoint, as the web app's RTK Query endpoints and the API client send it: its path parameters and
 * body when it takes them, a query and headers when wanted.
 */
export type EndpointRequest<Name extends keyof Endpoints> = (EndpointArgs<Name> extends [infer Params]
  ? { path: Params }
  : { path?: never }) &
  ([EndpointBody<Name>] extends [never] ? { body?: never } : { body: EndpointBody<Name> }) & {
    query?: EndpointQuery<Name>;
    headers?: Record<string, string>;
  };

/** The request path of an endpoint by its name in the table, each parameter encoded: `endpointPath('history', { project_key: key })`. */
export function endpointPath<Name extends keyof Endpoints>(name: Name, ...params: EndpointArgs<Name>): string {
  return fillPath(endpointAddresses[name].path, params[0]);
}
export { endpointAddresses } from './endpoint-addresses.ts';
