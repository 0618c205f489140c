import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryLogger } from '../logger.ts';
import { composeWaterline, type Waterline } from './compose.ts';

// The whole app on its embedded default, serving a built web app from a folder of our own.
describe('the composed app', () => {
  let folder = '';
  let waterline: Waterline;
  let server: Server;
  let baseUrl = '';
  const script = `console.log(${JSON.stringify('waterline '.repeat(2000))});`;
  const precompressed = brotliCompressSync(script);
  const logger = memoryLogger();

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'waterline-compose-'));
    const webRoot = join(folder, 'web');
    await mkdir(join(webRoot, 'assets'), { recursive: true });
    await writeFile(
      join(webRoot, 'index.html'),
      `<!doctype html><title>Waterline</title>${'<p>waterline</p>'.repeat(100)}`,
    );
    await writeFile(join(webRoot, 'assets', 'index-abc123.js'), script);
    // What the web build writes beside each asset.
    await writeFile(join(webRoot, 'assets', 'index-abc123.js.br'), precompressed);
    const env = {
      WATERLINE_DATA_DIR: join(folder, 'data'),
      WATERLINE_JWT_SECRET: 'x'.repeat(64),
      WATERLINE_CSP_CONNECT_ORIGINS: 'https://tiles.example.org/{z}/{x}/{y}.png',
      WATERLINE_CSP_FRAME_ORIGINS: 'https://chat.example.org/embed?river=missouri',
    };
    waterline = await composeWaterline(env, { webRoot, logger });
    server = waterline.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);

  afterAll(async () => {
    server?.close();
    await waterline?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('sends the built scripts compressed, to be kept for good', async () => {
    const answer = await fetch(`${baseUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe(script);
  });

  it("sends the build's precompressed copy as it is stored to a browser that accepts it", async () => {
    const answer = await fetch(`${baseUrl}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.get('content-length')).toBe(String(precompressed.length));
    expect(answer.headers.get('vary')).toBe('Accept-Encoding');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await answer.text()).toBe(script);
    const plain = await fetch(`${baseUrl}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    // A path out of the assets folder is refused, with or without a compressed copy.
    expect((await fetch(`${baseUrl}/assets/..%2Findex.html`, { headers: { 'accept-encoding': 'br' } })).status).toBe(
      403,
    );
  });

  it('sends the app page and the API reference compressed to a browser that takes gzip, plain otherwise', async () => {
    for (const path of ['/', '/any/page', '/api/docs/ui/swagger-ui.css', '/api/openapi.json']) {
      const compressed = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(compressed.status, path).toBe(200);
      expect(compressed.headers.get('content-encoding'), path).toBe('gzip');
      expect(compressed.headers.get('vary'), path).toContain('Accept-Encoding');
      const plain = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(await compressed.text(), path).toBe(await plain.text());
    }
  });

  it('sends the security headers with every answer: pages, assets and the API', async () => {
    for (const path of ['/project/demo', '/assets/index-abc123.js', '/api/projects']) {
      const answer = await fetch(`${baseUrl}${path}`);
      const policy = Object.fromEntries(
        (answer.headers.get('content-security-policy') ?? '')
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name = '', ...values]) => [name, values]),
      );
      expect(policy, path).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'self'"],
        'connect-src': ["'self'", 'https://tiles.example.org'],
        'worker-src': ["'self'"],
        'frame-src': ['https://chat.example.org'],
      });
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(answer.headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('answers 404 for a missing asset instead of the app page, and the app page for any other path', async () => {
    expect((await fetch(`${baseUrl}/assets/index-gone.js`)).status).toBe(404);
    const page = await fetch(`${baseUrl}/project/demo`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Waterline</title>');
    expect(await (await fetch(`${baseUrl}/api/health`)).json()).toEqual({ success: true });
  });

  it('logs API requests, page loads and failed asset requests, not every asset a page load fetches', async () => {
    const paths = ['/project/logged', '/api/projects', '/assets/index-abc123.js', '/assets/index-missing.js'];
    // An answer is logged once sent, before its client has read it all.
    for (const path of paths) await (await fetch(`${baseUrl}${path}?log-test`)).text();
    const logged = logger.lines
      .filter((line) => line.includes('?log-test'))
      .map((line) => JSON.parse(line.slice('request '.length)) as { url: string; status: number });
    expect(logged.map((line) => [line.url, line.status])).toEqual([
      ['/project/logged?log-test', 200],
      ['/api/projects?log-test', 401],
      ['/assets/index-missing.js?log-test', 404],
    ]);
  });
});
