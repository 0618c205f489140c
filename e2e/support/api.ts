import type { APIRequestContext } from '@playwright/test';
import { apiClient, requestContextTransport, type ApiClient } from '@waterline/contract/api-client';

/**
 * The API by endpoint name (contract/src/api-client.ts) through a Playwright request context: the test's `request`, or
 * `page.request`, which shares the page's cookies. Any status is answered, for tests that check refusals.
 */
export const apiOf = (request: APIRequestContext): ApiClient => apiClient(requestContextTransport(request));
