import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { memoryLogger } from '../logger.ts';
import { outboxMailer } from '../mail/mailer.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

describeEachDatabase('the API app', (db) => {
  let api: TestApi;
  let dataDir: string;
  const outboxLog = memoryLogger();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wl-outbox-'));
    api = await startTestApi(db.sql, {
      mailer: outboxMailer(dataDir, outboxLog),
      config: {
        rateLimit: { windowMs: 60_000, signIn: 3, passwordReset: 3, accessCode: 3, anonymousWrite: 3, addMember: 3 },
      },
      extraRouters: (access) => {
        const probe = Router();
        probe.get('/api/probe/:key', async (req, res) => {
          const user = await access.authenticate(req);
          res.json({
            user: user ?? null,
            canRead: await access.canRead(req, req.params.key),
            canAdmin: user ? await access.canAdmin(user, req.params.key) : false,
          });
        });
        return [probe];
      },
      jsonRouters: () => {
        const echo = Router();
        echo.post('/api/echo', (req, res) => {
          if (req.body.fail) throw new Error('a failure with internal detail');
          res.json({ received: req.body });
        });
        return [echo];
      },
    });
  });
  afterAll(async () => {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('publishes its OpenAPI document, built from the contract', async () => {
    const response = await api.request<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>('GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/create',
        '/api/users/signin',
        '/api/project/{project_key}',
        '/api/project/{project_key}/{project_id}/update',
        '/api/project/{project_key}/restore/{version}',
      ]),
    );
    expect(response.body.paths['/api/users/create']).toHaveProperty('post');
    expect(response.body.components.schemas).toHaveProperty('SignUpRequest');
    expect(response.body.components.schemas).toHaveProperty('ProjectView');
  });

  it('answers unknown routes, malformed and oversized bodies with JSON errors and security headers', async () => {
    const unknown = await api.request('GET', '/api/no-such-route');
    expect(unknown).toMatchObject({ status: 404, body: { success: false, message: 'Not found' } });
    expect(unknown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(unknown.headers.get('x-powered-by')).toBeNull();
    expect(await api.request('POST', '/api/users/signin', { rawBody: '{"email":' })).toMatchObject({
      status: 400,
      body: { success: false, message: 'The request body is not valid JSON' },
    });
    const huge = JSON.stringify({ email: 'a@b.org', password: 'x'.repeat(2_000_000) });
    expect(await api.request('POST', '/api/users/signin', { rawBody: huge })).toMatchObject({
      status: 413,
      body: { success: false, message: 'The request body is too large' },
    });
  });

  it('refuses a body nested too deeply with 400 on any route, before any scan of its text', async () => {
    const depth = 20_000;
    const nestedObject = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const nestedArray = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const refused = { status: 400, body: { success: false, message: 'The request body is nested too deeply' } };
    expect(await api.request('POST', '/api/users/signin', { rawBody: nestedObject })).toMatchObject(refused);
    expect(await api.request('POST', '/api/echo', { rawBody: nestedArray })).toMatchObject(refused);
    // Nesting a real body may need still passes.
    expect((await api.request('POST', '/api/echo', { body: { a: [[{ b: [1] }]] } })).status).toBe(200);
  });

  it("answers a missing file of the API reference's Swagger UI with 404", async () => {
    expect(await api.request('GET', '/api/docs/ui/no-such-file.js')).toMatchObject({
      status: 404,
      body: { success: false, message: 'Not found' },
    });
    expect(api.logger.lines.join('\n')).not.toContain('ENOENT');
  });

  it('writes reset mails to the outbox without SMTP, and logs where without the token', async () => {
    const user = await api.signUp();
    const response = await api.request('POST', `/api/auth/forgot-password/${user.email}`);
    expect(response.status).toBe(200);
    // The mail is written after the answer, so the answer's timing does not tell whether the email has an account.
    const files = await vi.waitFor(
      async () => {
        const written = await readdir(join(dataDir, 'outbox'));
        expect(written).toHaveLength(1);
        return written;
      },
      { timeout: 20_000, interval: 50 },
    );
    const mail = await readFile(join(dataDir, 'outbox', files[0]!), 'utf8');
    expect(mail).toContain(`To: ${user.email}`);
    const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(token).toBeDefined();
    expect(outboxLog.lines).toEqual([expect.stringContaining(join(dataDir, 'outbox', files[0]!))]);
    expect(outboxLog.lines.join('\n')).not.toContain(token);
    const reset = await api.request('POST', `/api/auth/reset-password/${token}`, {
      body: { password: 'from the outbox', confirmPassword: 'from the outbox' },
    });
    expect(reset.status).toBe(200);
  });

  it('limits sign-in, reset and access-code attempts per client', async () => {
    const user = await api.signUp();
    const attempts = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.request('POST', '/api/users/signin', { body: { email: user.email, password: 'wrong password' } }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual([401, 401, 401, 429]);
    expect(attempts.find((attempt) => attempt.status === 429)!.body).toEqual({
      success: false,
      message: 'Too many attempts; please try again later',
    });
    const created = await api.request('POST', '/api/projects/create', {
      token: user.token,
      body: { project_key: `limited-${Date.now()}`, access_code: 'open sesame' },
    });
    const key = created.body.project_key as string;
    const codes = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      codes.push((await api.request('GET', `/api/project/${key}/guess-${attempt}`)).status);
    expect(codes).toEqual([401, 401, 401, 429]);
    const resets = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      resets.push(
        (
          await api.request('POST', '/api/auth/reset-password/made-up', {
            body: { password: 'whatever password', confirmPassword: 'whatever password' },
          })
        ).status,
      );
    }
    // Forgot and reset share one counter, partly used by the outbox test.
    expect(resets).toContain(429);
    expect(resets.slice(0, resets.indexOf(429)).every((status) => status === 400)).toBe(true);
  });

  it('limits member additions per client, so they cannot tell which emails have accounts', async () => {
    const admin = await api.signUp();
    const created = await api.request<{ project_id: string; project_key: string }>('POST', '/api/projects/create', {
      token: admin.token,
      body: { project_key: `members-limited-${Date.now()}` },
    });
    const { project_id: projectId, project_key: key } = created.body;
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const added = await api.request('POST', `/api/project/${key}/users/add`, {
        token: admin.token,
        body: { email: `guess-${attempt}@example.org`, project_id: projectId, role: 3 },
      });
      statuses.push(added.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('mounts JSON routers beside its own, with parsed bodies and the JSON error answers', async () => {
    expect((await api.request('POST', '/api/echo', { body: { a: 1 } })).body).toEqual({ received: { a: 1 } });
    const failed = await api.request('POST', '/api/echo', { body: { fail: true } });
    expect(failed).toMatchObject({ status: 500, body: { success: false, message: 'Something went wrong' } });
    expect(JSON.stringify(failed.body)).not.toContain('internal detail');
    expect(api.logger.lines.some((line) => line.includes('a failure with internal detail'))).toBe(true);
  });

  it('refuses control characters, text-direction overrides, broken characters and malformed addresses with 400', async () => {
    const refused = { status: 400, body: { success: false, message: expect.stringContaining('not allowed') } };
    expect(await api.request('GET', '/api/thresholds/acme?location=%00')).toMatchObject(refused);
    expect(await api.request('GET', '/api/project/%E0%A4%A')).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('malformed %-escape') },
    });
    expect(await api.request('GET', '/api/project/a%E2%80%AEb')).toMatchObject(refused);
    const owner = await api.signUp();
    const key = `text-${Date.now()}`;
    expect(
      await api.request('POST', '/api/projects/create', {
        token: owner.token,
        body: { project_key: key, title: 'a\ud800b' },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('title') },
    });
    expect((await api.request('GET', `/api/project/${key}`, { token: owner.token })).status).toBe(404);
    const signUp = (first: string, password: string) =>
      api.request('POST', '/api/users/create', {
        body: {
          first,
          last: 'Tester',
          email: `t${Math.random()}@example.org`,
          password,
          confirmPassword: password,
          license: 'unused',
        },
      });
    expect(await signUp('a\u0000b', 'a long password')).toMatchObject(refused);
    expect(await signUp('Ada\u202Egnp.csv', 'a long password')).toMatchObject(refused);
    expect(await signUp('Ada', '\u0000'.repeat(8))).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('password') },
    });
    expect(
      (await api.request('POST', '/api/echo', { body: { note: 'Zoë wrote: 🌊\tfirst line\nsecond line' } })).status,
    ).toBe(200);
  });

  it('gives mounted routers the same access rules as the API', async () => {
    const owner = await api.signUp();
    const other = await api.signUp();
    const key = `probe-${Date.now()}`;
    await api.request('POST', '/api/projects/create', {
      token: owner.token,
      body: { project_key: key, public: false },
    });
    expect((await api.request('GET', `/api/probe/${key}`, { token: owner.token })).body).toEqual({
      user: { id: owner.id },
      canRead: true,
      canAdmin: true,
    });
    expect((await api.request('GET', `/api/probe/${key}`, { token: other.token })).body).toEqual({
      user: { id: other.id },
      canRead: false,
      canAdmin: false,
    });
    expect((await api.request('GET', `/api/probe/${key}`)).body).toEqual({
      user: null,
      canRead: false,
      canAdmin: false,
    });
    expect((await api.request('GET', '/api/probe/no-such-project', { token: owner.token })).body).toMatchObject({
      canRead: false,
      canAdmin: false,
    });
  });
});

describeEachDatabase('commands when the read models lag', (db) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(db.sql, { projections: { waitForPosition: async () => false } });
  });
  afterAll(() => api.close());

  it('answer 202 with the position once stored', async () => {
    const license = await api.newLicenseKey();
    const response = await api.request('POST', '/api/users/create', {
      body: {
        first: 'Late',
        last: 'Reader',
        email: `late-${Date.now()}@example.org`,
        password: 'patient password',
        confirmPassword: 'patient password',
        license,
      },
    });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Saved; it will show in a moment',
      position: { transactionId: expect.any(String), globalPosition: expect.any(String) },
    });
    expect(response.headers.get('token')).toEqual(expect.any(String));
    expect(response.headers.get('server-timing')).toMatch(/^command;dur=[\d.]+, projection;dur=[\d.]+$/);
  });
});

describe('mounting', () => {
  it('keeps the API under /api so the web app can be served beside it', async () => {
    const { createApp } = await import('./app.ts');
    const app = createApp({
      sql: {} as never,
      commands: {} as never,
      mailer: { send: async () => undefined },
      config: (await import('../config.ts')).loadApiConfig({}, 'x'.repeat(32)),
      projections: { waitForPosition: async () => true },
      logger: memoryLogger(),
    });
    app.get('/{*splat}', (_req, res) => {
      res.send('web app');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/dashboard`)).text()).toBe('web app');
      expect((await fetch(`http://127.0.0.1:${port}/api/nothing`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
