import type { ProjectCreatedAnswer, ProjectList } from '@waterline/contract/projects';
import { api, endpointUrl } from '../../state/api.ts';
import type { CreateProjectRequest } from '../../lib/api-types.ts';

/** A new public project without access code; the server fills in the spec's other defaults (map position, start day). */
export function newProjectRequest(title: string, projectKey: string): CreateProjectRequest {
  return { project_key: projectKey, public: true, access_code: '', data: { title, alternatives: [] } };
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyProjects: build.query<ProjectList, void>({
      query: () => endpointUrl('/api/projects'),
      providesTags: ['Projects'],
    }),
    createProject: build.mutation<ProjectCreatedAnswer, CreateProjectRequest>({
      query: (project) => ({ url: endpointUrl('/api/projects/create'), method: 'POST', body: project }),
      invalidatesTags: ['Projects'],
    }),
  }),
});

export const { useGetMyProjectsQuery, useCreateProjectMutation } = dashboardApi;
