import type { RestoreRequest } from '@waterline/contract/history';
import type { AddMemberRequest, EditMemberRequest } from '@waterline/contract/members';
import type { UpdateProjectRequest } from '@waterline/contract/projects';
import type { EndpointAnswer } from '@waterline/contract/api-path';
import { api, contract, endpointUrl } from '../../state/api.ts';

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
    getAdminProject: contract(build).query('adminProject', {
      query: (projectKey: string) => ({ path: { project_key: projectKey } }),
      providesTags: (_answer, _error, projectKey) => [{ type: 'Project', id: projectKey }],
    }),
    updateProject: contract(build).mutation('updateProject', {
      query: (project: UpdateProjectRequest & { id: string; project_key: string }) => ({
        path: { project_key: project.project_key, project_id: project.id },
        body: project,
      }),
      invalidatesTags: (_answer, _error, project) => projectAndHistory(project.project_key),
    }),
    getMembers: contract(build).query('projectMembers', {
      query: ({ projectId }: { projectKey: string; projectId: string }) => ({ path: { project_id: projectId } }),
      providesTags: (_answer, _error, { projectKey }) => [{ type: 'Members', id: projectKey }],
    }),
    addMember: contract(build).mutation('addMember', {
      query: ({ projectKey, ...body }: ProjectScoped<AddMemberRequest>) => ({
        path: { project_key: projectKey },
        body,
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => [
        { type: 'Members', id: projectKey },
        { type: 'History', id: projectKey },
      ],
    }),
    editMember: contract(build).mutation('editMember', {
      query: ({ projectKey, ...body }: ProjectScoped<EditMemberRequest>) => ({
        path: { project_key: projectKey },
        body,
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => [
        { type: 'Members', id: projectKey },
        { type: 'History', id: projectKey },
      ],
    }),
    getHistory: contract(build).query('history', {
      query: (projectKey: string) => ({ path: { project_key: projectKey } }),
      providesTags: (_answer, _error, projectKey) => [{ type: 'History', id: projectKey }],
    }),
    getProjectAtVersion: contract(build).query('projectAtVersion', {
      query: ({ projectKey, version }: { projectKey: string; version: number }) => ({
        path: { project_key: projectKey, version },
      }),
    }),
    restoreVersion: contract(build).mutation('restore', {
      query: ({ projectKey, version, ...body }: { projectKey: string; version: number } & RestoreRequest) => ({
        path: { project_key: projectKey, version },
        body,
      }),
      invalidatesTags: (_answer, _error, { projectKey }) => projectAndHistory(projectKey),
    }),
    // One hook for both upload endpoints, which take the same request and answer alike.
    requestUploadUrl: build.mutation<EndpointAnswer<'issueDataUploadUrl' | 'issueMapUploadUrl'>, UploadUrlRequest>({
      query: ({ projectKey, target, ...body }) => ({
        url: endpointUrl(uploadPaths[target], { project_key: projectKey }),
        method: 'PUT',
        body,
      }),
    }),
    /** The data editor's download link of a data file: GET /api/signed-url/{folder}/{file}, the folder being the project key. */
    getDataFileUrl: contract(build).mutation('editorDownloadUrl', {
      query: ({ projectKey, fileName }: { projectKey: string; fileName: string }) => ({
        path: { folder: projectKey, file: fileName },
      }),
    }),
    getLayerUrl: contract(build).query('mapDownloadUrl', {
      query: ({ projectKey, fileName }: { projectKey: string; fileName: string }) => ({
        path: { project_key: projectKey, filename: fileName },
      }),
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
