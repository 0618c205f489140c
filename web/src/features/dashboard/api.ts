import { api, contract } from '../../state/api.ts';
import type { CreateProjectRequest } from '../../lib/api-types.ts';

/** A new public project without access code; the server fills in the spec's other defaults (map position, start day). */
export function newProjectRequest(title: string, projectKey: string): CreateProjectRequest {
  return { project_key: projectKey, public: true, access_code: '', data: { title, alternatives: [] } };
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProjects: contract(build).query('listProjects', {
      query: () => ({}),
      providesTags: ['Projects'],
    }),
    createProject: contract(build).mutation('createProject', {
      query: (project: CreateProjectRequest) => ({ body: project }),
      invalidatesTags: ['Projects'],
    }),
  }),
});

export const { useGetMyProjectsQuery, useCreateProjectMutation } = dashboardApi;
