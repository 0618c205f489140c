import type { ListedSurveyMarker } from '@waterline/contract/survey';
import type { SurveyFields } from '@waterline/domain/survey/survey-response';
import { api, contract } from '../../state/api.ts';
import { projectAccessHeaders } from '../../lib/project-access.ts';

export type { ListedSurveyMarker };

/** The map survey's responses: /api/map-markers/{project_key} and its photos through /api/map-upload. */
export const surveyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarkers: contract(build).query('listMarkers', {
      query: (projectKey: string) => ({ path: { project_key: projectKey }, headers: projectAccessHeaders(projectKey) }),
      // Frozen as it comes, so the store (Immer) takes it as it is rather than walking its tens of thousands of
      // objects (thousands of responses, each with its fields) to freeze them one by one.
      transformResponse: (answer) => Object.freeze(answer),
      providesTags: (_answer, _error, projectKey) => [{ type: 'Markers', id: projectKey }],
    }),
    submitMarker: contract(build).mutation('submitMarker', {
      // `id`, made by the browser, makes sending the same response again store it once.
      query: ({ projectKey, id, fields }: { projectKey: string; id: string; fields: SurveyFields }) => ({
        path: { project_key: projectKey },
        headers: projectAccessHeaders(projectKey),
        body: { id, data: { data: fields } },
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => [{ type: 'Markers', id: projectKey }],
    }),
    editMarker: contract(build).mutation('editMarker', {
      query: ({ projectKey, id, fields }: { projectKey: string; id: string; fields: SurveyFields }) => ({
        path: { project_key: projectKey },
        body: { id, data: { data: fields } },
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => [
        { type: 'Markers', id: projectKey },
        { type: 'History', id: projectKey },
      ],
    }),
    removeMarker: contract(build).mutation('removeMarker', {
      query: ({ projectKey, id }: { projectKey: string; id: string }) => ({ path: { project_key: projectKey, id } }),
      invalidatesTags: (_answer, _error, { projectKey }) => [
        { type: 'Markers', id: projectKey },
        { type: 'History', id: projectKey },
      ],
    }),
    getSurveyHistory: contract(build).query('surveyHistory', {
      query: (projectKey: string) => ({ path: { project_key: projectKey } }),
      providesTags: (_answer, _error, projectKey) => [{ type: 'History', id: projectKey }],
    }),
    requestPhotoUrl: contract(build).mutation('issueMapUploadUrl', {
      query: ({ projectKey, ...body }: { projectKey: string; contentType: string; name: string }) => ({
        path: { project_key: projectKey },
        headers: projectAccessHeaders(projectKey),
        body: { ...body, path: body.name },
      }),
    }),
  }),
});

export const {
  useGetMarkersQuery,
  useSubmitMarkerMutation,
  useEditMarkerMutation,
  useRemoveMarkerMutation,
  useGetSurveyHistoryQuery,
  useRequestPhotoUrlMutation,
} = surveyApi;
