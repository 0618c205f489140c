import type { Accepted } from '@waterline/contract/common';
import type { AddObservedRequest, ObservedRefreshAnswer, ObservedStatusesAnswer } from '@waterline/contract/observed';
import { api, endpointUrl } from '../../state/api.ts';

/** Adding or refreshing changes the project (a new alternative, a new record) and its history: both are asked again. */
const projectAndHistory = (projectKey: string) => [
  { type: 'Project' as const, id: projectKey },
  { type: 'History' as const, id: projectKey },
];

export const observedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getObservedStatuses: build.query<ObservedStatusesAnswer, string>({
      query: (projectKey) => endpointUrl('/api/observed/{project_key}', { project_key: projectKey }),
      providesTags: (_answer, _error, projectKey) => [{ type: 'Project', id: projectKey }],
    }),
    addObserved: build.mutation<ObservedRefreshAnswer | Accepted, { projectKey: string; body: AddObservedRequest }>({
      query: ({ projectKey, body }) => ({
        url: endpointUrl('/api/observed/{project_key}', { project_key: projectKey }),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => projectAndHistory(projectKey),
    }),
    refreshObserved: build.mutation<ObservedRefreshAnswer | Accepted, { projectKey: string; key: string }>({
      query: ({ projectKey, key }) => ({
        url: endpointUrl('/api/observed/{project_key}/{alternative_key}/refresh', {
          project_key: projectKey,
          alternative_key: key,
        }),
        method: 'POST',
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => projectAndHistory(projectKey),
    }),
  }),
});

export const { useGetObservedStatusesQuery, useAddObservedMutation, useRefreshObservedMutation } = observedApi;
