import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../logger.ts';
import { requestLog, type FinishedRequest } from '../observability/request-log.ts';
import { createAppServer } from './app-server.ts';
import { privateAnswers, serialiseAnswer, sharedCaching } from './caching.ts';
import { answerUnavailable, errorHandler } from './errors.ts';
import { requestDeadline } from './request-deadline.ts';
import { securityHeaderList, securityHeaders } from './security-headers.ts';
import { VisitorAnswers } from './visitor-answers.ts';

const ALLOWED = { connect: ['https://tiles.example.org'], images: [], frames: [] };
/** Headers that differ between any two answers. */
const PER_ANSWER = ['date', 'x-request-id', 'connection', 'keep-alive'];

/**
 * An app in the order of the API's (kept answers first, then the log, the security headers, the deadline and private
 * caching) whose one route sends a shared answer through `VisitorAnswers` after its own read (`read`), counting the
 * requests it answers itself.
 */
async function startApp(holds: () => Promise<boolean>, read: () => Promise<void> = async () => undefined) {
  const finished: FinishedRequest[] = [];
  const logger = memoryLogger();
  const deadlineMs = 500;
  const answers = new VisitorAnswers({
    securityHeaders: securityHeaderList(ALLOWED),
    deadlineMs,
    logger,
    onFinished: (request) => finished.push(request),
  });
  let title = 'Fort Peck';
  const routed: string[] = [];
  const app = express();
  app.disable('x-powered-by');
  app.use(answers.answer);
  app.use(requestLog(logger, (request) => finished.push(request)));
  app.use(securityHeaders(ALLOWED));
  app.use(requestDeadline(deadlineMs, answerUnavailable), privateAnswers);
  app.get('/api/project/:project_key', async (req, res) => {
    routed.push(req.originalUrl);
    await read();
    answers.send(req, res, serialiseAnswer({ title }), sharedCaching, holds);
  });
  app.use(errorHandler(logger));
  const server = createAppServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    routed,
    finished,
    logged: logger.lines,
    retitle: (next: string) => void (title = next),
    get: async (path: string, init: RequestInit = {}) => {
      const answer = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
      const text = await answer.text();
      return {
        status: answer.status,
        headers: answer.headers,
        sameEverywhere: Object.fromEntries([...answer.headers].filter(([name]) => !PER_ANSWER.includes(name))),
        body: (text ? JSON.parse(text) : {}) as { title?: string; success?: boolean },
      };
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("visitors' kept answers", () => {
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answer the next visitor at the same address without the route, with every header the route gave, counted under the route but not logged', async () => {
    app = await startApp(async () => true);
    const first = await app.get('/api/project/demo');
    app.retitle('Renamed');
    const second = await app.get('/api/project/demo');
    expect(app.routed).toEqual(['/api/project/demo']);
    expect(second.body).toEqual(first.body);
    expect(second.sameEverywhere).toEqual(first.sameEverywhere);
    expect(second.headers.get('content-security-policy')).toContain('https://tiles.example.org');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    const asked = await app.get('/api/project/demo', { headers: { 'x-request-id': 'visitor-42' } });
    expect(asked.headers.get('x-request-id')).toBe('visitor-42');
    const plain = await app.get('/api/project/demo', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.has('content-encoding')).toBe(false);
    expect(plain.body).toEqual(first.body);
    const held = await app.get('/api/project/demo', {
      headers: { 'if-none-match': String(first.headers.get('etag')) },
    });
    expect(held.status).toBe(304);
    expect(held.headers.get('x-frame-options')).toBe(first.headers.get('x-frame-options'));
    expect(app.routed).toEqual(['/api/project/demo']);
    expect(app.finished.map(({ route, status }) => [route, status])).toEqual([
      ['/api/project/:project_key', 200],
      ['/api/project/:project_key', 200],
      ['/api/project/:project_key', 200],
      ['/api/project/:project_key', 200],
      ['/api/project/:project_key', 304],
    ]);
    // The routed answer's line only: a crowd's hits would fill the log with the same line.
    expect(app.logged).toEqual([expect.stringMatching(/^request .*"url":"\/api\/project\/demo","status":200/)]);
  });

  it('go to the route once they no longer hold, and for a caller who says who asks', async () => {
    let holds = true;
    app = await startApp(async () => holds);
    await app.get('/api/project/demo');
    holds = false;
    app.retitle('Renamed');
    expect((await app.get('/api/project/demo')).body.title).toBe('Renamed');
    await app.get('/api/project/demo', { headers: { token: 'a-token' } });
    // Another address is another answer.
    await app.get('/api/project/Demo');
    expect(app.routed).toEqual(['/api/project/demo', '/api/project/demo', '/api/project/demo', '/api/project/Demo']);
  });

  it('go to the route when whether they hold cannot be told, whose own failure is answered', async () => {
    let read = async () => undefined;
    app = await startApp(
      async () => {
        throw new Error('the database is unavailable');
      },
      () => read(),
    );
    expect((await app.get('/api/project/demo')).status).toBe(200);
    read = async () => {
      throw new Error('the database is unavailable');
    };
    const failed = await app.get('/api/project/demo');
    expect(failed.status).toBe(500);
    expect(app.routed).toEqual(['/api/project/demo', '/api/project/demo']);
    expect(app.logged.at(-1)).toMatch(/^request .*"status":500/);
  });

  it('are answered 503 with Retry-After when their check outlasts the deadline, as the app answers any request then', async () => {
    let stalled = false;
    const never = new Promise<never>(() => undefined);
    app = await startApp(
      async () => (stalled ? never : true),
      async () => (stalled ? never : undefined),
    );
    const first = await app.get('/api/project/demo');
    stalled = true;
    const late = await app.get('/api/project/demo');
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).not.toBeNull();
    expect(late.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(late.body.success).toBe(false);
    expect(app.logged.at(-1)).toMatch(/^request .*"status":503/);
  });
});
