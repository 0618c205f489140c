import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '@waterline/api';
import { type ComposedForTest, startComposed } from '@waterline/api/testing';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

// A relay that stops forwarding with its connections left open, as in a network partition: nothing is reset, so only
// the app's own deadlines end the wait.
describe('a database that stops answering', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let app: ComposedForTest;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const direct = new URL(db.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(db.url!);
    throughProxy.port = String(proxy.port);
    app = await startComposed({
      DATABASE_URL: throughProxy.toString(),
      WATERLINE_REQUEST_DEADLINE_MS: '3000',
      WATERLINE_DB_QUERY_TIMEOUT_MS: '3000',
      WATERLINE_DB_STATEMENT_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await proxy?.close();
    await db?.dispose();
  });

  // Far longer than the deadlines: a request that only ends when the client gives up fails the test.
  const get = (path: string) => fetch(`${app.baseUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
  const signIn = () =>
    fetch(`${app.baseUrl}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.org', password: 'not the password' }),
      signal: AbortSignal.timeout(30_000),
    });

  it('answers 503 with Retry-After and is not ready while the database is silent, then recovers by itself', async () => {
    const origin = { actorId: 'operator', correlationId: 'partition' };
    const { projectKey } = await createProject(app.waterline.commands, origin, {
      projectKey: `open-${Date.now().toString(36)}`,
      public: true,
    });
    // Kept for the next anonymous visitor, whose answer is checked against the database first.
    await expect.poll(async () => (await get(`/api/project/${projectKey}`)).status, { timeout: 30_000 }).toBe(200);
    expect((await get('/api/project/no-such-project')).status).toBe(404);
    expect((await get('/readyz')).status).toBe(200);

    proxy.stall();
    const answers = await Promise.all([
      get('/api/project/no-such-project'),
      signIn(),
      get(`/api/project/${projectKey}`),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).not.toBeNull();
      expect(await answer.json()).toMatchObject({ success: false });
    }
    expect((await get('/readyz')).status).toBe(503);

    proxy.restore();
    await expect.poll(async () => (await get('/api/project/no-such-project')).status, { timeout: 30_000 }).toBe(404);
    expect((await get(`/api/project/${projectKey}`)).status).toBe(200);
    await expect.poll(async () => (await get('/readyz')).status, { timeout: 30_000 }).toBe(200);
    expect((await signIn()).status).toBe(401);
  });
});
