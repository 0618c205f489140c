import type {
  ListedSurveyMarker,
  SurveyHistoryAnswer,
  SurveyMarkerAnswer,
  SurveyMarkersAnswer,
} from '@waterline/contract/survey';
import type { UploadUrlResponse } from '@waterline/contract/data-contract';
import type { SurveyFields } from '@waterline/domain/survey/survey-response';
import { api, endpointUrl } from '../../state/api.ts';
import { projectAccessHeaders } from '../../lib/project-access.ts';

export type { ListedSurveyMarker };

const markersUrl = (projectKey: string) => endpointUrl('/api/map-markers/{project_key}', { project_key: projectKey });

/** The map survey's responses: /api/map-markers/{project_key} and its photos through /api/map-upload. */
export const surveyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMarkers: build.query<SurveyMarkersAnswer, string>({
      query: (projectKey) => ({ url: markersUrl(projectKey), headers: projectAccessHeaders(projectKey) }),
      // Frozen as it comes, so the store (Immer) takes it as it is rather than walking its tens of thousands of
      // objects (thousands of responses, each with its fields) to freeze them one by one.
      transformResponse: (answer: SurveyMarkersAnswer) => Object.freeze(answer),
      providesTags: (_answer, _error, projectKey) => [{ type: 'Markers', id: projectKey }],
    }),
    submitMarker: build.mutation<SurveyMarkerAnswer, { projectKey: string; fields: SurveyFields }>({
      query: ({ projectKey, fields }) => ({
        url: markersUrl(projectKey),
        method: 'POST',
        headers: projectAccessHeaders(projectKey),
        body: { data: { data: fields } },
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => [{ type: 'Markers', id: projectKey }],
    }),
    editMarker: build.mutation<SurveyMarkerAnswer, { projectKey: string; id: string; fields: SurveyFields }>({
      query: ({ projectKey, id, fields }) => ({
        url: markersUrl(projectKey),
        method: 'PUT',
        body: { id, data: { data: fields } },
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => [
        { type: 'Markers', id: projectKey },
        { type: 'History', id: projectKey },
      ],
    }),
    removeMarker: build.mutation<{ success: true }, { projectKey: string; id: string }>({
      query: ({ projectKey, id }) => ({
        url: endpointUrl('/api/map-markers/{project_key}/{id}', { project_key: projectKey, id }),
        method: 'DELETE',
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => [
        { type: 'Markers', id: projectKey },
        { type: 'History', id: projectKey },
      ],
    }),
    getSurveyHistory: build.query<SurveyHistoryAnswer, string>({
      query: (projectKey) => endpointUrl('/api/map-markers/{project_key}/history', { project_key: projectKey }),
      providesTags: (_answer, _error, projectKey) => [{ type: 'History', id: projectKey }],
    }),
    requestPhotoUrl: build.mutation<UploadUrlResponse, { projectKey: string; contentType: string; name: string }>({
      query: ({ projectKey, ...body }) => ({
        url: endpointUrl('/api/map-upload/{project_key}', { project_key: projectKey }),
        method: 'PUT',
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
