import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';
import { issueLicenseKey } from '../commands/licenses.ts';
import { startComposed, type ComposedForTest } from './compose-testing.ts';

// Two processes over one PostgreSQL database, as docker-compose.yml runs them: WATERLINE_ROLE=api and WATERLINE_ROLE=projector.
describe('an API process and a projector process', () => {
  let db: TestDatabase;
  let projector: ComposedForTest | undefined;
  let api: ComposedForTest;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    projector = await startComposed({ DATABASE_URL: db.url, WATERLINE_ROLE: 'projector' });
    api = await startComposed({ DATABASE_URL: db.url, WATERLINE_ROLE: 'api', WATERLINE_READY_MAX_LAG: '2' });
  });
  afterAll(async () => {
    await api?.close();
    await projector?.close();
    await db?.dispose();
  });

  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${api.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });

  async function signUp(): Promise<{ status: number; token: string | null }> {
    const { key } = await issueLicenseKey(api.waterline.commands, { actorId: 'operator', correlationId: 'roles-test' });
    const password = 'split roles password';
    const answer = await post('/api/users/create', {
      first: 'Split',
      last: 'Roles',
      email: `roles-${Date.now()}-${Math.random()}@example.org`,
      password,
      confirmPassword: password,
      license: key,
    });
    return { status: answer.status, token: answer.headers.get('token') };
  }

  it('serves only health and metrics from the projector process', async () => {
    expect((await fetch(`${projector!.baseUrl}/healthz`)).status).toBe(200);
    await expect.poll(async () => (await fetch(`${projector!.baseUrl}/readyz`)).status, { timeout: 10_000 }).toBe(200);
    expect((await fetch(`${projector!.baseUrl}/metrics`)).status).toBe(200);
    expect((await fetch(`${projector!.baseUrl}/api/projects`)).status).toBe(404);
    expect(projector!.waterline.role).toBe('projector');
  });

  it('answers a command sent to the API process with its own write, projected by the other process', async () => {
    const user = await signUp();
    expect(user.status).toBe(201);
    const key = `split-${Date.now()}`;
    const created = await post(
      '/api/projects/create',
      { project_key: key, data: { title: 'Two processes' } },
      user.token!,
    );
    expect(created.status).toBe(201);
    const list = (await (await fetch(`${api.baseUrl}/api/projects`, { headers: { token: user.token! } })).json()) as {
      projects: { project_key: string }[];
    };
    expect(list.projects.map((project) => project.project_key)).toEqual([key]);
    expect((await fetch(`${api.baseUrl}/readyz`)).status).toBe(200);
  });

  it('does not project in the API process: without the projector, commands are only accepted and it is not ready', async () => {
    await projector!.close();
    projector = undefined;
    const user = await signUp();
    expect(user.status).toBe(202);
    const ready = await fetch(`${api.baseUrl}/readyz`);
    expect(ready.status).toBe(503);
    // The lag is counted up to the limit plus one.
    expect(await ready.json()).toMatchObject({
      status: 'not ready',
      checks: {
        database: { ok: true },
        projectors: { ok: false, lagEvents: 3, maxLagEvents: 2, error: 'more than 2 events behind' },
      },
    });
  });
});
