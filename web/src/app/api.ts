import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { SessionState } from './session.ts';

const fetchFromApi = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const { token } = (getState() as { session: SessionState }).session;
    if (token && !headers.has('token')) headers.set('token', token);
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
  tagTypes: ['Project', 'Projects', 'Members', 'History', 'Thresholds', 'PMs', 'UserSettings', 'Markers'],
  endpoints: () => ({}),
});
