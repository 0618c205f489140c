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
import { api } from '../../state/api.ts';

type SignedUrlResponse = z.infer<typeof signedUrlResponseSchema>;
type EditorSignedUrlResponse = z.infer<typeof editorSignedUrlResponseSchema>;

/** Data files go to /api/upload, GIS layers to /api/map-upload. */
export type UploadTarget = 'dataset' | 'layer';
const uploadRoutes: Record<UploadTarget, string> = { dataset: 'upload', layer: 'map-upload' };

export type UploadUrlRequest = {
  projectKey: string;
  target: UploadTarget;
  contentType: string;
  name: string;
  path: string;
};

type ProjectScoped<Body> = Body & { projectKey: string };

const segment = encodeURIComponent;

/** Every change of the configuration is a new history entry, so saves refresh both. */
const projectAndHistory = (projectKey: string) => [
  { type: 'Project' as const, id: projectKey },
  { type: 'History' as const, id: projectKey },
];

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminProject: build.query<AdminProjectAnswer, string>({
      query: (projectKey) => `admin/project/${segment(projectKey)}`,
      providesTags: (_answer, _error, projectKey) => [{ type: 'Project', id: projectKey }],
    }),
    updateProject: build.mutation<
      ProjectUpdatedAnswer | Accepted,
      UpdateProjectRequest & { id: string; project_key: string }
    >({
      query: (project) => ({
        url: `project/${segment(project.project_key)}/${segment(project.id)}/update`,
        method: 'PUT',
        body: project,
      }),
      invalidatesTags: (_answer, _error, project) => projectAndHistory(project.project_key),
    }),
    getMembers: build.query<MembersAnswer, { projectKey: string; projectId: string }>({
      query: ({ projectId }) => `projectusers/${segment(projectId)}`,
      providesTags: (_answer, _error, { projectKey }) => [{ type: 'Members', id: projectKey }],
    }),
    addMember: build.mutation<MemberAddedAnswer | Accepted, ProjectScoped<AddMemberRequest>>({
      query: ({ projectKey, ...body }) => ({ url: `project/${segment(projectKey)}/users/add`, method: 'POST', body }),
      invalidatesTags: (_answer, _error, { projectKey }) => [
        { type: 'Members', id: projectKey },
        { type: 'History', id: projectKey },
      ],
    }),
    editMember: build.mutation<MessageAnswer | Accepted, ProjectScoped<EditMemberRequest>>({
      query: ({ projectKey, ...body }) => ({ url: `project/${segment(projectKey)}/users/edit`, method: 'PUT', body }),
      invalidatesTags: (_answer, _error, { projectKey }) => [
        { type: 'Members', id: projectKey },
        { type: 'History', id: projectKey },
      ],
    }),
    getHistory: build.query<HistoryAnswer, string>({
      query: (projectKey) => `project/${segment(projectKey)}/history`,
      providesTags: (_answer, _error, projectKey) => [{ type: 'History', id: projectKey }],
    }),
    getProjectAtVersion: build.query<ProjectAtVersionAnswer, { projectKey: string; version: number }>({
      query: ({ projectKey, version }) => `project/${segment(projectKey)}/history/${version}`,
    }),
    restoreVersion: build.mutation<RestoredAnswer | Accepted, { projectKey: string; version: number } & RestoreRequest>(
      {
        query: ({ projectKey, version, ...body }) => ({
          url: `project/${segment(projectKey)}/restore/${version}`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_answer, _error, { projectKey }) => projectAndHistory(projectKey),
      },
    ),
    requestUploadUrl: build.mutation<UploadUrlResponse, UploadUrlRequest>({
      query: ({ projectKey, target, ...body }) => ({
        url: `${uploadRoutes[target]}/${segment(projectKey)}`,
        method: 'PUT',
        body,
      }),
    }),
    /** The data editor's download link of a data file: GET /api/signed-url/{project_key}/{file}. */
    getDataFileUrl: build.mutation<EditorSignedUrlResponse, { projectKey: string; fileName: string }>({
      query: ({ projectKey, fileName }) => `signed-url/${segment(projectKey)}/${segment(fileName)}`,
    }),
    getLayerUrl: build.query<SignedUrlResponse, { projectKey: string; fileName: string }>({
      query: ({ projectKey, fileName }) => `signedurl-map/${segment(projectKey)}/${segment(fileName)}`,
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
