import type { AddressInfo } from 'node:net';
import express, { Router } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServer } from '../http/app-server.ts';
import { mountOnItsPaths } from './router-paths.ts';

describe('a router mounted on its own paths', () => {
  let close: () => Promise<void> = async () => undefined;
  afterEach(() => close());

  /** An app whose router answers `/healthz`; a handler after it answers every other request. */
  async function startApp() {
    const router = Router();
    router.get('/healthz', (_req, res) => void res.json({ status: 'up' }));
    const app = express();
    mountOnItsPaths(app, router);
    app.use((req, res) => void res.json({ passedOn: `${req.method} ${req.originalUrl}` }));
    const server = createAppServer(app).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('answers its routes, HEAD and OPTIONS included, as it would on every path', async () => {
    const baseUrl = await startApp();
    expect(await (await fetch(`${baseUrl}/healthz`)).json()).toEqual({ status: 'up' });
    expect((await fetch(`${baseUrl}/healthz`, { method: 'HEAD' })).status).toBe(200);
    const options = await fetch(`${baseUrl}/healthz`, { method: 'OPTIONS' });
    expect(options.headers.get('allow')).toBe('GET, HEAD');
  });

  it('passes on any other request to what follows', async () => {
    const baseUrl = await startApp();
    expect(await (await fetch(`${baseUrl}/api/project/demo`)).json()).toEqual({ passedOn: 'GET /api/project/demo' });
    expect(await (await fetch(`${baseUrl}/healthz/more`)).json()).toEqual({ passedOn: 'GET /healthz/more' });
    expect(await (await fetch(`${baseUrl}/healthz`, { method: 'POST' })).json()).toEqual({ passedOn: 'POST /healthz' });
  });

  it('is refused for a router with a handler on every path', () => {
    const router = Router();
    router.get('/healthz', (_req, res) => void res.end());
    router.use((_req, _res, next) => next());
    expect(() => mountOnItsPaths(express(), router)).toThrow('Only a router of routes is mounted on its paths');
  });
});
