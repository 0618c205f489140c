// Builders for the admin area's browser tests (e2e/tests/admin.spec.ts, history.spec.ts, location-groups.spec.ts): projects made through the API.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiClient, requestContextTransport } from '@waterline/contract/api-client';
import type { CreateProjectRequest, UpdateProjectRequest } from '@waterline/contract/projects';
import { paths, type AdminSection } from '../../../lib/paths.ts';
import { TOKEN_STORAGE_KEY } from '../../../lib/stored-session.ts';
import type { AdminProject } from '../types.ts';

/** Starts every page of the test signed in with `token`, as if kept from an earlier visit. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token] as const);
}

let projectsMade = 0;

/** A fresh project key no other test of the run uses. */
export function uniqueProjectKey(prefix: string): string {
  projectsMade += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${projectsMade}`;
}

const apiOf = (request: APIRequestContext) => apiClient(requestContextTransport(request));

/** Creates a public project owned by the token's user, with `data` (a title at least), and returns its key. */
export async function createPublicProject(
  request: APIRequestContext,
  token: string,
  data: NonNullable<CreateProjectRequest['data']> & { title: string },
  keyPrefix = 'admin',
): Promise<string> {
  const projectKey = uniqueProjectKey(keyPrefix);
  await apiOf(request).answer('createProject', {
    headers: { token },
    body: { project_key: projectKey, public: true, data },
  });
  return projectKey;
}

/** Creates a public project owned by the token's user and returns it as the admin area sees it. */
export async function createProject(
  request: APIRequestContext,
  token: string,
  title: string,
  keyPrefix = 'admin',
): Promise<AdminProject> {
  return readProject(request, token, await createPublicProject(request, token, { title }, keyPrefix));
}

/** The project as GET /api/admin/project/{key} answers it. */
export async function readProject(
  request: APIRequestContext,
  token: string,
  projectKey: string,
): Promise<AdminProject> {
  const { data } = await apiOf(request).answer('adminProject', {
    path: { project_key: projectKey },
    headers: { token },
  });
  return data;
}

/** Saves changes to a project through the API, as the admin area does. */
export async function updateProject(
  request: APIRequestContext,
  token: string,
  project: AdminProject,
  changes: Omit<UpdateProjectRequest, 'id' | 'project_key'>,
): Promise<AdminProject> {
  await apiOf(request).answer('updateProject', {
    path: { project_key: project.project_key, project_id: project.id },
    headers: { token },
    body: changes,
  });
  return readProject(request, token, project.project_key);
}

/** Uploads a data file the way the admin area does (signed URL, then PUT) and returns its stored key. */
export async function uploadDataFile(
  request: APIRequestContext,
  token: string,
  projectKey: string,
  fileName: string,
  csv: Buffer | string,
): Promise<string> {
  const granted = await apiOf(request).answer('issueDataUploadUrl', {
    path: { project_key: projectKey },
    headers: { token },
    body: { contentType: 'text/csv', name: fileName, path: fileName },
  });
  const uploaded = await request.put(granted.url, { headers: { 'Content-Type': 'text/csv' }, data: csv });
  if (!uploaded.ok()) throw new Error(`Uploading the data file failed: ${uploaded.status()} ${await uploaded.text()}`);
  return granted.key;
}

/** The address of one admin section of a project. */
export const adminHref = (projectKey: string, section?: AdminSection): string =>
  paths.project.admin.getHref(projectKey, section);
