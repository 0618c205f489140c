import { api, contract } from '../../state/api.ts';
import { projectAccessHeaders } from '../../lib/project-access.ts';

export type UnlockRequest = { projectKey: string; accessCode: string; rememberMe: boolean };

export const projectApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProject: contract(build).query('openProject', {
      query: (projectKey: string) => ({ path: { project_key: projectKey }, headers: projectAccessHeaders(projectKey) }),
      providesTags: (_answer, _error, projectKey) => [{ type: 'Project', id: projectKey }],
    }),
    unlockProject: contract(build).mutation('openProjectWithAccessCode', {
      query: ({ projectKey, accessCode, rememberMe }: UnlockRequest) => ({
        path: { project_key: projectKey, access_code: accessCode },
        headers: { rememberMe: String(rememberMe) },
      }),
    }),
    getProjectRole: contract(build).query('memberRole', {
      query: ({ projectKey, userId }: { projectKey: string; userId: string }) => ({
        path: { project_key: projectKey, user_id: userId },
      }),
      providesTags: (_answer, _error, { projectKey }) => [{ type: 'Members', id: projectKey }],
    }),
  }),
});

export const { useGetProjectQuery, useUnlockProjectMutation, useGetProjectRoleQuery } = projectApi;
