import type { StoredThresholdData } from '@waterline/domain/thresholds/threshold-data';
import type { Threshold } from '@waterline/contract/thresholds';
import { api, contract } from '../../state/api.ts';
import { afterSuccess } from '../../lib/after-success.ts';
import { projectAccessHeaders } from '../../lib/project-access.ts';

export type { Threshold };

type ListRequest = { projectKey: string; location: string };
type AddRequest = { projectKey: string; data: StoredThresholdData };
/** `threshold` holds the new data; only its id and data are sent. */
type EditRequest = { projectKey: string; threshold: Threshold };
type DeleteRequest = { projectKey: string; id: string; location: string; password: string };

// One tag per project: an edit may move a threshold between locations, so every list of the project refreshes.
const projectTag = (projectKey: string) => [{ type: 'Thresholds' as const, id: projectKey }];

const withThreshold = (list: Threshold[], threshold: Threshold): Threshold[] =>
  list.some((entry) => entry.id === threshold.id)
    ? list.map((entry) => (entry.id === threshold.id ? threshold : entry))
    : [...list, threshold];

/**
 * The /api/thresholds calls (docs/product-guide.md#calls), one list per project and location. The password of a
 * delete goes in the body rather than the address. A change that succeeded is written into the
 * cached list at once, so the panel never shows the list from before it.
 */
export const thresholdsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listThresholds: contract(build).query('listThresholds', {
      query: ({ projectKey, location }: ListRequest) => ({
        path: { project_key: projectKey },
        query: { location },
        headers: projectAccessHeaders(projectKey),
      }),
      transformResponse: (answer) => answer.thresholds,
      providesTags: (_result, _error, { projectKey }) => projectTag(projectKey),
    }),
    addThreshold: contract(build).mutation('addThreshold', {
      query: ({ projectKey, data }: AddRequest) => ({
        path: { project_key: projectKey },
        body: { data },
        headers: projectAccessHeaders(projectKey),
      }),
      transformResponse: (answer) => answer.threshold,
      invalidatesTags: (_result, error, { projectKey }) => (error ? [] : projectTag(projectKey)),
      onQueryStarted: ({ projectKey }, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, (saved) => {
          dispatch(
            thresholdsApi.util.updateQueryData('listThresholds', { projectKey, location: saved.location }, (list) =>
              withThreshold(list, saved),
            ),
          );
        }),
    }),
    editThreshold: contract(build).mutation('editThreshold', {
      query: ({ projectKey, threshold: { id, data } }: EditRequest) => ({
        path: { project_key: projectKey },
        body: { id, data },
        headers: projectAccessHeaders(projectKey),
      }),
      invalidatesTags: (_result, error, { projectKey }) => (error ? [] : projectTag(projectKey)),
      onQueryStarted: ({ projectKey, threshold }, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => {
          dispatch(
            thresholdsApi.util.updateQueryData('listThresholds', { projectKey, location: threshold.location }, (list) =>
              withThreshold(list, threshold),
            ),
          );
        }),
    }),
    deleteThreshold: contract(build).mutation('deleteThresholdWithPasswordAside', {
      query: ({ projectKey, id, password }: DeleteRequest) => ({
        path: { id },
        body: { password },
        headers: projectAccessHeaders(projectKey),
      }),
      invalidatesTags: (_result, error, { projectKey }) => (error ? [] : projectTag(projectKey)),
      onQueryStarted: ({ projectKey, id, location }, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => {
          dispatch(
            thresholdsApi.util.updateQueryData('listThresholds', { projectKey, location }, (list) =>
              list.filter((entry) => entry.id !== id),
            ),
          );
        }),
    }),
  }),
});

export const { useListThresholdsQuery, useAddThresholdMutation, useEditThresholdMutation, useDeleteThresholdMutation } =
  thresholdsApi;
