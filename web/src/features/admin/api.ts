import type { Accepted, MessageAnswer } from '@waterline/contract/common';
import type {
  HistoryAnswer,
  ProjectAtVersionAnswer,
  RestoredAnswer,
  RestoreRequest,
} from '@waterline/contract/history';
import type {
  AddMemberRequest,
  EditMemberRequest,
  MemberAddedAnswer,
  MembersAnswer,
} from '@waterline/contract/members';
import type { AdminProjectAnswer, ProjectUpdatedAnswer, UpdateProjectRequest } from '@waterline/contract/projects';
import type {
  editorSignedUrlResponseSchema,
  signedUrlResponseSchema,
  UploadUrlResponse,
} from '@waterline/contract/data-contract';
import type { z } from 'zod';
import { api, endpointUrl } from '../../state/api.ts';

type SignedUrlResponse = z.infer<typeof signedUrlResponseSchema>;
type EditorSignedUrlResponse = z.infer<typeof editorSignedUrlResponseSchema>;

/** Data files go to /api/upload, GIS layers to /api/map-upload. */
export type UploadTarget = 'dataset' | 'layer';
const uploadPaths = { dataset: '/api/upload/{project_key}', layer: '/api/map-upload/{project_key}' } as const;

export type UploadUrlRequest = {
  projectKey: string;
  target: UploadTarget;
  contentType: string;
  name: string;
  path: string;
  /** A data file: the key of the alternative whose file it replaces; left out for a new alternative. */
  alternative?: string;
};

type ProjectScoped<Body> = Body & { projectKey: string };

/** Every change of the configuration is a new history entry, so saves refresh both. */
const projectAndHistory = (projectKey: string) => [
  { type: 'Project' as const, id: projectKey },
  { type: 'History' as const, id: projectKey },
];

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProject: build.query<AdminProjectAnswer, string>({
      query: (projectKey) => endpointUrl('/api/admin/project/{project_key}', { project_key: projectKey }),
      providesTags: (_answer, _error, projectKey) => [{ type: 'Project', id: projectKey }],
    }),
    updateProject: build.mutation<
      ProjectUpdatedAnswer | Accepted,
      UpdateProjectRequest & { id: string; project_key: string }
    >({
      query: (project) => ({
        url: endpointUrl('/api/project/{project_key}/{project_id}/update', {
          project_key: project.project_key,
          project_id: project.id,
        }),
        method: 'PUT',
        body: project,
      }),
      invalidatesTags: (_answer, _error, project) => projectAndHistory(project.project_key),
    }),
    getMembers: build.query<MembersAnswer, { projectKey: string; projectId: string }>({
      query: ({ projectId }) => endpointUrl('/api/projectusers/{project_id}', { project_id: projectId }),
      providesTags: (_answer, _error, { projectKey }) => [{ type: 'Members', id: projectKey }],
    }),
    addMember: build.mutation<MemberAddedAnswer | Accepted, ProjectScoped<AddMemberRequest>>({
      query: ({ projectKey, ...body }) => ({
        url: endpointUrl('/api/project/{project_key}/users/add', { project_key: projectKey }),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => [
        { type: 'Members', id: projectKey },
        { type: 'History', id: projectKey },
      ],
    }),
    editMember: build.mutation<MessageAnswer | Accepted, ProjectScoped<EditMemberRequest>>({
      query: ({ projectKey, ...body }) => ({
        url: endpointUrl('/api/project/{project_key}/users/edit', { project_key: projectKey }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => [
        { type: 'Members', id: projectKey },
        { type: 'History', id: projectKey },
      ],
    }),
    getHistory: build.query<HistoryAnswer, string>({
      query: (projectKey) => endpointUrl('/api/project/{project_key}/history', { project_key: projectKey }),
      providesTags: (_answer, _error, projectKey) => [{ type: 'History', id: projectKey }],
    }),
    getProjectAtVersion: build.query<ProjectAtVersionAnswer, { projectKey: string; version: number }>({
      query: ({ projectKey, version }) =>
        endpointUrl('/api/project/{project_key}/history/{version}', { project_key: projectKey, version }),
    }),
    restoreVersion: build.mutation<RestoredAnswer | Accepted, { projectKey: string; version: number } & RestoreRequest>(
      {
        query: ({ projectKey, version, ...body }) => ({
          url: endpointUrl('/api/project/{project_key}/restore/{version}', { project_key: projectKey, version }),
          method: 'POST',
          body,
        }),
        invalidatesTags: (_answer, _error, { projectKey }) => projectAndHistory(projectKey),
      },
    ),
    requestUploadUrl: build.mutation<UploadUrlResponse, UploadUrlRequest>({
      query: ({ projectKey, target, ...body }) => ({
        url: endpointUrl(uploadPaths[target], { project_key: projectKey }),
        method: 'PUT',
        body,
      }),
    }),
    /** The data editor's download link of a data file: GET /api/signed-url/{folder}/{file}, the folder being the project key. */
    getDataFileUrl: build.mutation<EditorSignedUrlResponse, { projectKey: string; fileName: string }>({
      query: ({ projectKey, fileName }) =>
        endpointUrl('/api/signed-url/{folder}/{file}', { folder: projectKey, file: fileName }),
    }),
    getLayerUrl: build.query<SignedUrlResponse, { projectKey: string; fileName: string }>({
      query: ({ projectKey, fileName }) =>
        endpointUrl('/api/signedurl-map/{project_key}/{filename}', { project_key: projectKey, filename: fileName }),
    }),
  }),
});

export const {
  useGetAdminProjectQuery,
  useUpdateProjectMutation,
  useGetMembersQuery,
  useAddMemberMutation,
  useEditMemberMutation,
  useGetHistoryQuery,
  useGetProjectAtVersionQuery,
  useRestoreVersionMutation,
  useRequestUploadUrlMutation,
  useGetDataFileUrlMutation,
  useGetLayerUrlQuery,
} = adminApi;
