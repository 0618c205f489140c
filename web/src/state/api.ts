import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type EndpointBuilder,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  type MutationDefinition,
  type QueryDefinition,
} from '@reduxjs/toolkit/query/react';
import {
  endpointAddresses,
  endpointPath,
  type EndpointAnswer,
  type EndpointArgs,
  type EndpointRequest,
} from '@waterline/contract/api-path';
import type { EndpointName } from '@waterline/contract/endpoints';
import { takeEarlyAnswer } from '../lib/early-requests.ts';
import { TOKEN_HEADER } from '../lib/stored-session.ts';
import type { SessionState } from './session.ts';

const fetchFromApi = fetchBaseQuery({
  baseUrl: '/api',
  // The page may have asked already, while the app's scripts loaded (see start-early-requests.ts).
  fetchFn: (input, init) => (input instanceof Request ? takeEarlyAnswer(input) : undefined) ?? fetch(input, init),
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as { session: SessionState }).session;
    if (token && !headers.has(TOKEN_HEADER)) headers.set(TOKEN_HEADER, token);
    return headers;
  },
});

/** Answers `{ success: false, ... }` count as errors whatever their HTTP status, so screens handle one kind of failure. */
const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await fetchFromApi(args, queryApi, extraOptions);
  const body = result.data as { success?: unknown } | null | undefined;
  if (!result.error && body && typeof body === 'object' && body.success === false) {
    const status = result.meta?.response?.status ?? 200;
    return { error: { status, data: body }, meta: result.meta };
  }
  return result;
};

const tagTypes = [
  'Project',
  'Projects',
  'Members',
  'History',
  'Thresholds',
  'PMs',
  'UserSettings',
  'Markers',
  'PumpTransects',
] as const;
type TagType = (typeof tagTypes)[number];
type ApiBaseQuery = typeof apiBaseQuery;
type Builder = EndpointBuilder<ApiBaseQuery, TagType, 'api'>;

/**
 * An RTK Query definition whose `query` gives the contract's request rather than a URL, and whose `transformResponse`
 * (when the web keeps something else than the answer) takes the contract's answer. Only those two infer the types.
 */
type ContractDefinition<Definition, Name extends EndpointName, Arg, Result> = Omit<
  Extract<Definition, { query: (arg: never) => unknown }>,
  'query' | 'type' | 'transformResponse'
> & {
  query: (arg: Arg) => EndpointRequest<Name>;
  transformResponse?: (answer: EndpointAnswer<Name>, meta: FetchBaseQueryMeta | undefined, arg: Arg) => Result;
};

function fetchArgs<Name extends EndpointName>(
  name: Name,
  { path, query, headers, body }: EndpointRequest<Name>,
): FetchArgs {
  const params = (path === undefined ? [] : [path]) as EndpointArgs<Name>;
  return {
    url: endpointPath(name, ...params).slice('/api/'.length),
    method: endpointAddresses[name].method.toUpperCase(),
    ...(query === undefined ? {} : { params: query as Record<string, unknown> }),
    ...(headers === undefined ? {} : { headers }),
    ...(body === undefined ? {} : { body }),
  };
}

/**
 * The endpoints of the table as RTK Query endpoints: `contract(build).query('history', { query: (key: string) => ({ path:
 * { project_key: key } }) })`. The name gives the method and path; the contract types the path parameters, query and
 * body, and the answer (or `transformResponse`'s argument when the web keeps something else).
 */
export function contract(build: Builder) {
  return {
    query: <Name extends EndpointName, Arg = void, Result = EndpointAnswer<Name>>(
      name: Name,
      definition: ContractDefinition<
        QueryDefinition<NoInfer<Arg>, ApiBaseQuery, TagType, NoInfer<Result>, 'api', EndpointAnswer<NoInfer<Name>>>,
        NoInfer<Name>,
        Arg,
        Result
      >,
    ): QueryDefinition<NoInfer<Arg>, ApiBaseQuery, TagType, NoInfer<Result>, 'api', EndpointAnswer<NoInfer<Name>>> =>
      // NoInfer: the types come from the name and the definition, never from where the endpoint is put.
      build.query<Result, Arg, EndpointAnswer<Name>>({
        ...definition,
        query: (arg: Arg) => fetchArgs(name, definition.query(arg)),
      } as Parameters<typeof build.query<Result, Arg, EndpointAnswer<Name>>>[0]),
    mutation: <Name extends EndpointName, Arg = void, Result = EndpointAnswer<Name>>(
      name: Name,
      definition: ContractDefinition<
        MutationDefinition<NoInfer<Arg>, ApiBaseQuery, TagType, NoInfer<Result>, 'api', EndpointAnswer<NoInfer<Name>>>,
        NoInfer<Name>,
        Arg,
        Result
      >,
    ): MutationDefinition<NoInfer<Arg>, ApiBaseQuery, TagType, NoInfer<Result>, 'api', EndpointAnswer<NoInfer<Name>>> =>
      // NoInfer: the types come from the name and the definition, never from where the endpoint is put.
      build.mutation<Result, Arg, EndpointAnswer<Name>>({
        ...definition,
        query: (arg: Arg) => fetchArgs(name, definition.query(arg)),
      } as Parameters<typeof build.mutation<Result, Arg, EndpointAnswer<Name>>>[0]),
  };
}

/** The one API of the app; each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes,
  endpoints: () => ({}),
});

export { endpointUrl } from '../lib/endpoint-url.ts';
