// Builders for the admin area's browser tests (e2e/tests/admin.spec.ts, history.spec.ts, location-groups.spec.ts): projects made through the API.
import type { APIRequestContext, Page } from '@playwright/test';
import type { UpdateProjectRequest } from '@waterline/contract/projects';
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

async function expectSuccess(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<unknown> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${JSON.stringify(body)}`);
  return body;
}

/** Creates a public project owned by the token's user and returns it as the admin area sees it. */
export async function createProject(
  request: APIRequestContext,
  token: string,
  title: string,
  keyPrefix = 'admin',
): Promise<AdminProject> {
  const projectKey = uniqueProjectKey(keyPrefix);
  await expectSuccess(
    await request.post('/api/projects/create', {
      headers: { token },
      data: { project_key: projectKey, public: true, data: { title } },
    }),
    'Creating the project',
  );
  return readProject(request, token, projectKey);
}

/** The project as GET /api/admin/project/{key} answers it. */
export async function readProject(
  request: APIRequestContext,
  token: string,
  projectKey: string,
): Promise<AdminProject> {
  const body = await expectSuccess(
    await request.get(`/api/admin/project/${projectKey}`, { headers: { token } }),
    'Reading the project',
  );
  return (body as { data: AdminProject }).data;
}

/** Saves changes to a project through the API, as the admin area does. */
export async function updateProject(
  request: APIRequestContext,
  token: string,
  project: AdminProject,
  changes: Omit<UpdateProjectRequest, 'id' | 'project_key'>,
): Promise<AdminProject> {
  await expectSuccess(
    await request.put(`/api/project/${project.project_key}/${project.id}/update`, {
      headers: { token },
      data: changes,
    }),
    'Updating the project',
  );
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
  const granted = (await expectSuccess(
    await request.put(`/api/upload/${projectKey}`, {
      headers: { token },
      data: { contentType: 'text/csv', name: fileName, path: fileName },
    }),
    'Asking for an upload URL',
  )) as { url: string; key: string };
  await expectSuccess(
    await request.put(granted.url, { headers: { 'Content-Type': 'text/csv' }, data: csv }),
    'Uploading the data file',
  );
  return granted.key;
}

/** The address of one admin section of a project. */
export const adminHref = (projectKey: string, section?: AdminSection): string =>
  paths.project.admin.getHref(projectKey, section);
