import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { originsOf } from '../config.ts';
import { securityHeaders } from './security-headers.ts';

describe('allowed origins', () => {
  it('keeps the origin of each http(s) URL once, and leaves out anything else', () => {
    expect(
      originsOf([
        'https://tiles.example.org/{z}/{x}/{y}.png',
        'https://tiles.example.org/other',
        'http://localhost:8080/a',
        'javascript:alert(1)',
        'not a url',
        undefined,
      ]),
    ).toEqual(['https://tiles.example.org', 'http://localhost:8080']);
  });
});

describe('security headers', () => {
  it('gives every answer the same headers, the configured origins in its policy, and no X-Powered-By', async () => {
    const app = express();
    app.use(securityHeaders({ connect: ['https://tiles.example.org'], images: [], frames: [] }));
    app.get('/', (_req, res) => void res.json({ ok: true }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const [first, second] = await Promise.all([fetch(url), fetch(url)]);
      const headersOf = (answer: Response) =>
        Object.fromEntries(
          [...answer.headers].filter(([name]) => !['date', 'etag', 'connection', 'keep-alive'].includes(name)),
        );
      expect(headersOf(second!)).toEqual(headersOf(first!));
      expect(first!.headers.get('content-security-policy')).toContain("connect-src 'self' https://tiles.example.org");
      expect(first!.headers.get('x-content-type-options')).toBe('nosniff');
      expect(first!.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(first!.headers.has('x-powered-by')).toBe(false);
    } finally {
      server.close();
    }
  });
});
