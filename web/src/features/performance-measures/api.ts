import { api, contract } from '../../state/api.ts';
import { afterSuccess } from '../../lib/after-success.ts';
import { projectAccessHeaders } from '../../lib/project-access.ts';
import type { MeasureData } from './model/measure-data.ts';

type SaveRequest = { projectKey: string; data: MeasureData; password: string };
type EditRequest = SaveRequest & { id: string };
type DeleteRequest = { projectKey: string; id: string; password: string };

const listTag = (projectKey: string) => [{ type: 'PMs' as const, id: projectKey }];

/**
 * The /api/pms calls (docs/product-guide.md#calls); the password of a delete goes in the body rather than the address.
 * A change that succeeded is written into the cached list at once, so no screen shows the list from before it.
 */
export const performanceMeasuresApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPerformanceMeasures: contract(build).query('listPerformanceMeasures', {
      query: (projectKey: string) => ({ path: { project_key: projectKey }, headers: projectAccessHeaders(projectKey) }),
      transformResponse: (answer) => answer.pms,
      providesTags: (_result, _error, projectKey) => listTag(projectKey),
    }),
    savePerformanceMeasure: contract(build).mutation('savePerformanceMeasure', {
      query: ({ projectKey, data, password }: SaveRequest) => ({
        path: { project_key: projectKey },
        body: { data, password },
        headers: projectAccessHeaders(projectKey),
      }),
      transformResponse: (answer) => answer.pm,
      invalidatesTags: (_result, error, { projectKey }) => (error ? [] : listTag(projectKey)),
      onQueryStarted: ({ projectKey }, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, (saved) => {
          dispatch(
            performanceMeasuresApi.util.updateQueryData('listPerformanceMeasures', projectKey, (list) => [
              ...list.filter((pm) => pm.id !== saved.id),
              saved,
            ]),
          );
        }),
    }),
    editPerformanceMeasure: contract(build).mutation('editPerformanceMeasure', {
      query: ({ projectKey, id, data, password }: EditRequest) => ({
        path: { id },
        body: { data, password },
        headers: projectAccessHeaders(projectKey),
      }),
      invalidatesTags: (_result, error, { projectKey }) => (error ? [] : listTag(projectKey)),
      onQueryStarted: ({ projectKey, id, data }, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => {
          dispatch(
            performanceMeasuresApi.util.updateQueryData('listPerformanceMeasures', projectKey, (list) =>
              list.map((pm) => (pm.id === id ? { id, data } : pm)),
            ),
          );
        }),
    }),
    deletePerformanceMeasure: contract(build).mutation('deletePerformanceMeasureWithPasswordAside', {
      query: ({ projectKey, id, password }: DeleteRequest) => ({
        path: { id },
        body: { password },
        headers: projectAccessHeaders(projectKey),
      }),
      invalidatesTags: (_result, error, { projectKey }) => (error ? [] : listTag(projectKey)),
      onQueryStarted: ({ projectKey, id }, { dispatch, queryFulfilled }) =>
        afterSuccess(queryFulfilled, () => {
          dispatch(
            performanceMeasuresApi.util.updateQueryData('listPerformanceMeasures', projectKey, (list) =>
              list.filter((pm) => pm.id !== id),
            ),
          );
        }),
    }),
  }),
});

export const {
  useListPerformanceMeasuresQuery,
  useSavePerformanceMeasureMutation,
  useEditPerformanceMeasureMutation,
  useDeletePerformanceMeasureMutation,
} = performanceMeasuresApi;
