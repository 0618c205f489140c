import type { AddressInfo } from 'node:net';
import express, { type ErrorRequestHandler } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../logger.ts';
import { requestLog, type FinishedRequest } from '../observability/request-log.ts';
import { createAppServer } from './app-server.ts';
import { serialiseAnswer, sharedCaching } from './caching.ts';
import { VisitorAnswers } from './visitor-answers.ts';

/** An app whose one route sends a shared answer through `VisitorAnswers`, counting the requests it answers itself. */
async function startApp(holds: () => Promise<boolean>) {
  const answers = new VisitorAnswers();
  const finished: FinishedRequest[] = [];
  let title = 'Fort Peck';
  const routed: string[] = [];
  const logger = memoryLogger();
  const app = express();
  app.use(requestLog(logger, (request) => finished.push(request)));
  app.use(answers.answer);
  app.get('/api/project/:project_key', (req, res) => {
    routed.push(req.originalUrl);
    answers.send(req, res, serialiseAnswer({ title }), sharedCaching, holds);
  });
  const failed: ErrorRequestHandler = (error: Error, _req, res, _next) =>
    void res.status(503).json({ message: error.message });
  app.use(failed);
  const server = createAppServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    routed,
    finished,
    logged: logger.lines,
    retitle: (next: string) => void (title = next),
    get: async (path: string, init: RequestInit = {}) => {
      const answer = await fetch(`${baseUrl}${path}`, init);
      const text = await answer.text();
      return {
        status: answer.status,
        headers: answer.headers,
        body: (text ? JSON.parse(text) : {}) as { title?: string },
      };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("visitors' kept answers", () => {
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answer the next visitor at the same address without the route, with the same headers, counted under the route but not logged', async () => {
    app = await startApp(async () => true);
    const first = await app.get('/api/project/demo');
    app.retitle('Renamed');
    const second = await app.get('/api/project/demo');
    expect(app.routed).toEqual(['/api/project/demo']);
    expect(second.body).toEqual(first.body);
    for (const header of ['cache-control', 'etag', 'vary', 'content-type'])
      expect(second.headers.get(header), header).toBe(first.headers.get(header));
    const held = await app.get('/api/project/demo', {
      headers: { 'if-none-match': String(first.headers.get('etag')) },
    });
    expect(held.status).toBe(304);
    expect(app.finished.map(({ route, status }) => [route, status])).toEqual([
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

  it("answer the app's error when whether they hold cannot be told", async () => {
    app = await startApp(async () => {
      throw new Error('the database is unavailable');
    });
    expect((await app.get('/api/project/demo')).status).toBe(200);
    const failed = await app.get('/api/project/demo');
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: 'the database is unavailable' });
  });
});
