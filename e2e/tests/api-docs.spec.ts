import { cspViolations, recordCspViolations } from '../support/csp.ts';
import { apiOf } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';

// The API reference: Swagger UI from our own server over the OpenAPI document the server publishes.

test('the API reference at /api/docs lists the routes of /api/openapi.json, with nothing fetched from elsewhere', async ({
  page,
  request,
  baseURL,
}) => {
  const document = (await apiOf(request).answer('openApi')) as { openapi: string; paths: Record<string, unknown> };
  const outside: string[] = [];
  page.on('request', (sent) => {
    const { origin, protocol } = new URL(sent.url());
    if (origin !== new URL(baseURL ?? '').origin && protocol !== 'data:') outside.push(sent.url());
  });
  await recordCspViolations(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Waterline/ }).first()).toBeVisible({ timeout: 30_000 });
  for (const path of Object.keys(document.paths).slice(0, 5))
    await expect(page.getByText(path, { exact: true }).first()).toBeVisible();
  expect(outside).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
});
