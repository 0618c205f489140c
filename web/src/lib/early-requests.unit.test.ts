import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEarlyRequest, takeEarlyAnswer } from './early-requests.ts';

// A real HTTP server that counts what it is asked and answers with the count.
describe('early requests', () => {
  let server: Server;
  let origin = '';
  const asked = new Map<string, number>();

  beforeAll(async () => {
    server = createServer((request, response) => {
      const count = (asked.get(request.url ?? '') ?? 0) + 1;
      asked.set(request.url ?? '', count);
      if (request.url === '/api/flaky' && count === 1) return void request.socket.destroy();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ url: request.url, token: request.headers.token ?? null, count }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server.close();
  });

  const url = (path: string) => new URL(path, origin);

  it('hands its answer, once, to the same GET with the same headers, the query in any order', async () => {
    const early = await startEarlyRequest(url('/api/project/demo?b=2&a=1'), {
      token: 't1',
      accept: 'application/json',
    });
    // The early caller reads its own copy; the app still gets the whole answer.
    expect(await early.json()).toEqual({ url: '/api/project/demo?b=2&a=1', token: 't1', count: 1 });
    const same = new Request(url('/api/project/demo?a=1&b=2'), {
      headers: { accept: 'application/json', token: 't1' },
    });
    const answer = takeEarlyAnswer(same);
    expect(await (await answer)?.json()).toEqual({ url: '/api/project/demo?b=2&a=1', token: 't1', count: 1 });
    expect(takeEarlyAnswer(same)).toBeUndefined();
    expect(asked.get('/api/project/demo?b=2&a=1')).toBe(1);
  });

  it('leaves a request with other headers, another method or another path to be made', async () => {
    await startEarlyRequest(url('/api/project/other'), { token: 't1' });
    expect(takeEarlyAnswer(new Request(url('/api/project/other'), { headers: { token: 't2' } }))).toBeUndefined();
    expect(takeEarlyAnswer(new Request(url('/api/project/other')))).toBeUndefined();
    expect(
      takeEarlyAnswer(new Request(url('/api/project/other'), { method: 'POST', headers: { token: 't1' } })),
    ).toBeUndefined();
    expect(takeEarlyAnswer(new Request(url('/api/project/another'), { headers: { token: 't1' } }))).toBeUndefined();
    expect(takeEarlyAnswer(new Request(url('/api/project/other'), { headers: { token: 't1' } }))).toBeDefined();
  });

  it('makes a request again when the early one failed', async () => {
    // The server drops the first connection to /api/flaky without an answer.
    await expect(startEarlyRequest(url('/api/flaky'), {})).rejects.toThrow();
    const answer = await takeEarlyAnswer(new Request(url('/api/flaky')));
    expect(await answer?.json()).toEqual({ url: '/api/flaky', token: null, count: 2 });
  });
});
