import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer } from './app-server.ts';
import { answerUnavailable } from './errors.ts';
import { arrivedAt, requestDeadline } from './request-deadline.ts';

const DEADLINE_MS = 60_000;

/** An app whose one route never answers, behind the deadline; `spentMs` is the time a handler in front says was spent. */
async function startApp(spentMs: number | undefined) {
  const app = express();
  app.use((_req, res, next) => {
    if (spentMs !== undefined) arrivedAt(res, performance.now() - spentMs);
    next();
  });
  app.use(requestDeadline(DEADLINE_MS, answerUnavailable));
  app.get('/waits', () => undefined);
  const server = createAppServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    get: (clientWaitsMs = 20_000) =>
      fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/waits`, {
        signal: AbortSignal.timeout(clientWaitsMs),
      }),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('the request deadline', () => {
  let app: Awaited<ReturnType<typeof startApp>> | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('counts from the arrival a handler in front gives: a request that spent its time there is answered 503 at once', async () => {
    app = await startApp(DEADLINE_MS);
    const answer = await app.get();
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).not.toBeNull();
  });

  it('gives any other request the whole deadline', async () => {
    app = await startApp(undefined);
    // Far shorter than the deadline: the client gives up first.
    await expect(app.get(1_000)).rejects.toThrow(/timeout/i);
  });
});
