import { api, endpointUrl } from '../../state/api.ts';
import type { RoleAnswer } from '@waterline/contract/members';
import type { ProjectAnswer } from '../../lib/api-types.ts';
import { projectAccessHeaders, projectPath } from '../../lib/project-access.ts';

export type UnlockRequest = { projectKey: string; accessCode: string; rememberMe: boolean };

export const projectApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProject: build.query<ProjectAnswer, string>({
      query: (projectKey) => ({ url: projectPath(projectKey), headers: projectAccessHeaders(projectKey) }),
      providesTags: (_answer, _error, projectKey) => [{ type: 'Project', id: projectKey }],
    }),
    unlockProject: build.mutation<ProjectAnswer, UnlockRequest>({
      query: ({ projectKey, accessCode, rememberMe }) => ({
        url: endpointUrl('/api/project/{project_key}/{access_code}', {
          project_key: projectKey,
          access_code: accessCode,
        }),
        headers: { rememberMe: String(rememberMe) },
      }),
    }),
    getProjectRole: build.query<RoleAnswer, { projectKey: string; userId: string }>({
      query: ({ projectKey, userId }) =>
        endpointUrl('/api/projectusers/role/{project_key}/{user_id}', { project_key: projectKey, user_id: userId }),
      providesTags: (_answer, _error, { projectKey }) => [{ type: 'Members', id: projectKey }],
    }),
  }),
});

export const { useGetProjectQuery, useUnlockProjectMutation, useGetProjectRoleQuery } = projectApi;
