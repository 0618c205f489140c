import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { issueLicenseKey } from '../commands/licenses.ts';
import { startComposed, type ComposedForTest } from '../main/compose-testing.ts';

// The composed app on the real PostgreSQL: its logs, health answers and metrics.
describe('observability of the running app', () => {
  let db: TestDatabase;
  let app: ComposedForTest;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    app = await startComposed({ DATABASE_URL: db.url });
  });
  afterAll(async () => {
    await app?.close();
    await db?.dispose();
  });

  const logText = () => app.logLines.join('');

  it('logs one JSON line per request with its id, and never a secret of the path, query or headers', async () => {
    const secrets = {
      thresholdPassword: 'threshold-step-up-PW-1',
      pmPassword: 'pm-step-up-PW-2',
      resetHash: 'reset-hash-0123456789abcdef',
      signature: 'c2lnbmF0dXJlLXNlY3JldA',
      bearer: 'eyJhbGciOiJIUzI1NiJ9.bearer-secret',
      cookie: 'session-cookie-secret',
      accessCode: 'open-sesame-code',
    };
    const headers = {
      authorization: `Bearer ${secrets.bearer}`,
      cookie: `sid=${secrets.cookie}`,
      token: secrets.bearer,
    };
    const sent = [
      [
        'DELETE',
        `/api/thresholds/0b6f0f55-0000-4000-8000-000000000001/${secrets.thresholdPassword}`,
        'req-threshold-1',
      ],
      ['DELETE', `/API/PMS/0b6f0f55-0000-4000-8000-000000000002/${secrets.pmPassword}`, 'req-pm-2'],
      ['POST', `/api/auth/reset-password/${secrets.resetHash}`, 'req-reset-3'],
      ['GET', `/reset-password/${secrets.resetHash}`, 'req-reset-page-4'],
      [
        'GET',
        `/api/blob/demo/data/file.csv?method=GET&expires=9999999999&signature=${secrets.signature}`,
        'req-blob-5',
      ],
      ['GET', `/api/project/demo/${secrets.accessCode}`, 'req-code-6'],
    ] as const;
    for (const [method, path, requestId] of sent) {
      const answer = await fetch(`${app.baseUrl}${path}`, {
        method,
        headers: { ...headers, 'x-request-id': requestId },
      });
      expect(answer.headers.get('x-request-id')).toBe(requestId);
    }
    const text = logText();
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
    const lines = app.logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const [method, , requestId] of sent) {
      expect(lines.filter((line) => line.msg === 'request' && line.requestId === requestId)).toEqual([
        expect.objectContaining({
          level: 30,
          method,
          status: expect.any(Number),
          durationMs: expect.any(Number),
          url: expect.stringContaining('[redacted]'),
        }),
      ]);
    }
    expect(lines.find((line) => line.requestId === 'req-blob-5')?.url).toBe(
      '/api/blob/demo/data/file.csv?method=GET&expires=9999999999&signature=[redacted]',
    );
  });

  it('gives a request without a usable id a new one, and keeps the project history path as it is', async () => {
    const answer = await fetch(`${app.baseUrl}/api/project/demo/history`, {
      headers: { 'x-request-id': 'two words\u00e9' },
    });
    const requestId = answer.headers.get('x-request-id')!;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = app.logLines
      .map((entry) => JSON.parse(entry) as Record<string, unknown>)
      .find((entry) => entry.requestId === requestId);
    expect(line).toMatchObject({ msg: 'request', url: '/api/project/demo/history' });
  });

  it('logs a client that aborts its upload as an aborted request, not as a failure', async () => {
    const socket = connect(Number(new URL(app.baseUrl).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/users/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nX-Request-Id: req-aborted-7\r\n\r\n{"email":"',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect.poll(() => logText().includes('req-aborted-7'), { timeout: 5000 }).toBe(true);
    const aborted = app.logLines
      .map((entry) => JSON.parse(entry) as Record<string, unknown>)
      .filter((entry) => entry.requestId === 'req-aborted-7');
    expect(aborted.length).toBeGreaterThan(0);
    for (const entry of aborted) {
      expect(entry).toMatchObject({ level: 30, msg: 'request aborted by the client' });
      expect(entry.err).toBeUndefined();
    }
    expect(logText()).not.toContain('Request failed');
  });

  it('answers /healthz while up and /readyz with each check and the projector lag', async () => {
    const health = await fetch(`${app.baseUrl}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'up' });
    await expect.poll(async () => (await fetch(`${app.baseUrl}/readyz`)).status, { timeout: 10_000 }).toBe(200);
    const ready = (await (await fetch(`${app.baseUrl}/readyz`)).json()) as Record<string, unknown>;
    expect(ready).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true, ms: expect.any(Number) },
        projectors: { ok: true, ms: expect.any(Number), lagEvents: 0, maxLagEvents: 1000 },
      },
    });
  });

  it('serves Prometheus metrics to loopback, whose counters move with requests and commands (whose events carry the request id)', async () => {
    const scrape = async () => {
      const answer = await fetch(`${app.baseUrl}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/plain');
      return answer.text();
    };
    const before = await scrape();
    for (const name of [
      'waterline_http_request_duration_seconds',
      'waterline_commands_total',
      'waterline_projector_lag_events',
      'waterline_event_store_errors_total',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(before).toContain(`# TYPE ${name}`);
    }
    const signIns = (text: string) =>
      Number(
        /waterline_http_request_duration_seconds_count\{method="POST",route="\/api\/users\/signin",status_class="4xx"\} (\d+)/.exec(
          text,
        )?.[1] ?? 0,
      );
    const registrations = (text: string) =>
      Number(/waterline_commands_total\{command="RegisterUser",outcome="stored"\} (\d+)/.exec(text)?.[1] ?? 0);

    await fetch(`${app.baseUrl}/api/users/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.org', password: 'wrong password' }),
    });
    const { key } = await issueLicenseKey(app.waterline.commands, {
      actorId: 'operator',
      correlationId: 'metrics-test',
    });
    const password = 'metrics test password';
    const signUp = await fetch(`${app.baseUrl}/api/users/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-sign-up-8' },
      body: JSON.stringify({
        first: 'Metric',
        last: 'Counter',
        email: `metrics-${Date.now()}@example.org`,
        password,
        confirmPassword: password,
        license: key,
      }),
    });
    expect(signUp.status).toBe(201);
    // The request id is the correlation id of the events it stored.
    const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const correlationIds = (await app.waterline.eventStore.readStream(streamIds.user(userId))).map(
      (event) => event.metadata.correlationId,
    );
    expect(correlationIds.length).toBeGreaterThan(0);
    expect(new Set(correlationIds)).toEqual(new Set(['req-sign-up-8']));
    const after = await scrape();
    expect(signIns(after)).toBe(signIns(before) + 1);
    expect(registrations(after)).toBe(registrations(before) + 1);
    expect(after).toMatch(/waterline_projector_lag_events \d+/);
    // Raw paths never become labels.
    expect(after).not.toContain('nobody@example.org');
  });
});

describe('who may read the metrics', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase('postgres');
  });
  afterAll(() => db?.dispose());

  it('refuses loopback when the allow list leaves it out', async () => {
    const app = await startComposed({ DATABASE_URL: db.url, WATERLINE_METRICS_ALLOW: '10.0.0.0/8, fd00::/8' });
    try {
      expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(403);
      expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('judges the client behind a trusted proxy by its forwarded address', async () => {
    const app = await startComposed({ DATABASE_URL: db.url, WATERLINE_TRUST_PROXY: 'loopback' });
    try {
      expect((await fetch(`${app.baseUrl}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(
        403,
      );
      expect((await fetch(`${app.baseUrl}/metrics`, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(200);
      expect((await fetch(`${app.baseUrl}/metrics`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
