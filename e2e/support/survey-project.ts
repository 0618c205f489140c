// Map survey projects for the browser tests, made through the API: a public project with its survey on, and visitors'
// responses to it.
import type { APIRequestContext } from '@playwright/test';
import { aSurveyResponse } from '@waterline/domain/survey/examples';
import { createPublicProject } from '../../web/src/features/admin/testing/admin-test-kit.ts';
import { apiOf } from './api.ts';
import { expect } from './fixtures.ts';

/** Creates a public project with its map survey on, owned by the token's user, and returns its key. */
export const createSurveyProject = (request: APIRequestContext, token: string, title: string, keyPrefix = 'survey') =>
  createPublicProject(request, token, { title, mapSurveyEnabled: true }, keyPrefix);

/** Submits a visitor's response (no token) through the API: a new one, so the server answers 201. */
export async function submitSurveyResponse(
  request: APIRequestContext,
  projectKey: string,
  response: { private: boolean; concern?: string; place?: string },
): Promise<void> {
  const fields = aSurveyResponse({ private: response.private, concern: response.concern });
  if (response.place !== undefined) fields[2] = { ...fields[2], value: response.place };
  const submitted = await apiOf(request).call('submitMarker', {
    path: { project_key: projectKey },
    body: { data: { data: fields } },
  });
  expect(submitted.status, submitted.text).toBe(201);
}
