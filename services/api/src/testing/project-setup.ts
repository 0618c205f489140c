import type { UploadUrlResponse } from '@waterline/contract/data-contract';
import type { TestApi } from './test-api.ts';

/** Uploads a CSV to a project of the app through its signed URL, as an admin's browser does; answers its data source. */
export async function uploadThroughApi(api: TestApi, token: string, projectKey: string, name: string, csv: string) {
  const signed = await api.request<UploadUrlResponse>('PUT', `/api/upload/${projectKey}`, {
    token,
    body: { name, contentType: 'text/csv' },
  });
  if (signed.status !== 200) throw new Error(`No upload URL for ${name}: ${JSON.stringify(signed.body)}`);
  const stored = await fetch(`${api.baseUrl}${signed.body.url}`, {
    method: 'PUT',
    headers: { 'content-type': 'text/csv' },
    body: csv,
  });
  if (!stored.ok) throw new Error(`Uploading ${name} failed: ${stored.status} ${await stored.text()}`);
  return signed.body.key;
}

/** Creates a public project of the user of `token`, with no alternatives, through the API; answers its id. */
export async function createPublicProject(api: TestApi, token: string, projectKey: string): Promise<string> {
  const created = await api.request<{ project_id: string }>('POST', '/api/projects/create', {
    token,
    body: { project_key: projectKey, public: true, data: { title: projectKey } },
  });
  if (created.status !== 201) throw new Error(`Creating ${projectKey} failed: ${JSON.stringify(created.body)}`);
  return created.body.project_id;
}

/** Saves a project's alternatives as the admin area does; answers the API's answer. */
export function saveAlternatives(
  api: TestApi,
  token: string,
  project: { key: string; id: string },
  alternatives: { text: string; dataSource: string; description?: string }[],
) {
  return api.request('PUT', `/api/project/${project.key}/${project.id}/update`, {
    token,
    body: { data: { alternatives } },
  });
}
