import type { AddObservedRequest } from '@waterline/contract/observed';
import { api, contract } from '../../state/api.ts';

/** Adding or refreshing changes the project (a new alternative, a new record) and its history: both are asked again. */
const projectAndHistory = (projectKey: string) => [
  { type: 'Project' as const, id: projectKey },
  { type: 'History' as const, id: projectKey },
];

export const observedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getObservedStatuses: contract(build).query('observedStatuses', {
      query: (projectKey: string) => ({ path: { project_key: projectKey } }),
      providesTags: (_answer, _error, projectKey) => [{ type: 'Project', id: projectKey }],
    }),
    addObserved: contract(build).mutation('addObservedAlternative', {
      query: ({ projectKey, body }: { projectKey: string; body: AddObservedRequest }) => ({
        path: { project_key: projectKey },
        body,
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => projectAndHistory(projectKey),
    }),
    refreshObserved: contract(build).mutation('refreshObservedAlternative', {
      query: ({ projectKey, key }: { projectKey: string; key: string }) => ({
        path: { project_key: projectKey, alternative_key: key },
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => projectAndHistory(projectKey),
    }),
  }),
});

export const { useGetObservedStatusesQuery, useAddObservedMutation, useRefreshObservedMutation } = observedApi;
