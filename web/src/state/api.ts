import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
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

/** The one API of the app; each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [
    'Project',
    'Projects',
    'Members',
    'History',
    'Thresholds',
    'PMs',
    'UserSettings',
    'Markers',
    'PumpTransects',
  ],
  endpoints: () => ({}),
});

export { endpointUrl } from '../lib/endpoint-url.ts';
