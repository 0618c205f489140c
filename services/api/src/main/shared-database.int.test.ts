import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';
import { issueLicenseKey } from '../commands/licenses.ts';
import { startComposed, type ComposedForTest } from './compose-testing.ts';

// Two API processes and a projector over one PostgreSQL database: what one process knows, the other must too.
describe('two API processes on one database', () => {
  let db: TestDatabase;
  let projector: ComposedForTest | undefined;
  let a: ComposedForTest;
  let b: ComposedForTest;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    projector = await startComposed({ DATABASE_URL: db.url, WATERLINE_ROLE: 'projector' });
    a = await startComposed({ DATABASE_URL: db.url, WATERLINE_ROLE: 'api' });
    b = await startComposed({ DATABASE_URL: db.url, WATERLINE_ROLE: 'api' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await projector?.close();
    await db?.dispose();
  });

  const send = (app: ComposedForTest, method: string, path: string, body?: unknown, token?: string) =>
    fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  it('counts wrong passwords across both processes: 20 in all, then the 21st is refused', async () => {
    const attempt = (app: ComposedForTest) =>
      send(app, 'POST', '/api/users/signin', { email: 'nobody@example.org', password: 'not the password' });
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      statuses.push((await attempt(a)).status, (await attempt(b)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  });

  it('answers a command that changes nothing only once the read models have reached the stream, else 202 with a position', async () => {
    const { key: license } = await issueLicenseKey(a.waterline.commands, { actorId: 'operator', correlationId: 'two' });
    const password = 'two processes password';
    const signedUp = await send(a, 'POST', '/api/users/create', {
      first: 'Two',
      last: 'Processes',
      email: `two-${Date.now()}@example.org`,
      password,
      confirmPassword: password,
      license,
    });
    expect(signedUp.status).toBe(201);
    const token = signedUp.headers.get('token')!;
    const projectKey = `two-${Date.now()}`;
    const data = { title: 'Two processes', alternatives: [{ text: 'Base' }, { text: 'Alt 1' }] };
    const created = await send(a, 'POST', '/api/projects/create', { project_key: projectKey, data }, token);
    expect(created.status).toBe(201);
    const { project_id: projectId } = (await created.json()) as { project_id: string };

    await projector!.close();
    projector = undefined;
    const reordered = { title: 'Two processes', alternatives: [{ text: 'Alt 1' }, { text: 'Base' }] };
    const update = (app: ComposedForTest) =>
      send(app, 'PUT', `/api/project/${projectKey}/${projectId}/update`, { data: reordered }, token);
    const onA = await update(a);
    expect(onA.status).toBe(202);
    const onB = await update(b);
    expect(onB.status).toBe(202);
    expect(await onB.json()).toMatchObject({ success: true, position: { transactionId: expect.any(String) } });

    projector = await startComposed({ DATABASE_URL: db.url, WATERLINE_ROLE: 'projector' });
    const again = await update(b);
    expect(again.status).toBe(200);
    const answer = (await again.json()) as { message: string; version: number };
    expect(answer.message).toBe('No changes');
    const shown = await send(b, 'GET', `/api/admin/project/${projectKey}`, undefined, token);
    expect(((await shown.json()) as { data: { version: number } }).data.version).toBe(answer.version);
  });
});
