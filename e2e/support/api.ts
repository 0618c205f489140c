import type { APIRequestContext } from '@playwright/test';
import { apiClient, type ApiClient } from '@waterline/contract/api-client';

/**
 * The API by endpoint name (contract/src/api-client.ts) through a Playwright request context: the test's `request`, or
 * `page.request`, which shares the page's cookies. Any status is answered, for tests that check refusals.
 */
export function apiOf(request: APIRequestContext): ApiClient {
  return apiClient(async ({ method, path, headers, body }) => {
    const response = await request.fetch(path, { method, headers, ...(body === undefined ? {} : { data: body }) });
    return { status: response.status(), headers: response.headers(), text: await response.text() };
  });
}
