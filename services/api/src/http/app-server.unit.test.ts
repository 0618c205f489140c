import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createAppServer } from './app-server.ts';

describe('the app server', () => {
  it("makes requests and answers with the app's prototypes, which Express then has no need to swap", async () => {
    const app = express();
    app.use(express.json());
    app.post(
      '/echo',
      (req, res) => void res.status(201).json({ query: req.query, body: req.body, host: req.get('host') }),
    );
    const server = createAppServer(app);
    const prototypes: [boolean, boolean][] = [];
    // Before the app's own listener, which gives a request made elsewhere the app's prototypes.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) =>
      prototypes.push([Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response]),
    );
    server.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const answer = await fetch(`${baseUrl}/echo?site=06132000`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ flow: 12_500 }),
      });
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({
        query: { site: '06132000' },
        body: { flow: 12_500 },
        host: new URL(baseUrl).host,
      });
      // Express's own answer to a path no route takes.
      expect((await fetch(`${baseUrl}/nowhere`)).status).toBe(404);
      expect(prototypes).toEqual([
        [true, true],
        [true, true],
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
