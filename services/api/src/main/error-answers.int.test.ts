import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';
import { startComposed, type ComposedForTest } from './compose-testing.ts';

// Every route of the composed app, the web app's pages and files included, fails the way /api does.
describe('error answers outside /api', () => {
  let db: TestDatabase;
  let webRoot: string;
  let composed: ComposedForTest;
  const resetHash = 'Zq3tX9rB7mKp2LwV8nYc4HsD6fGj1QaE5uRo0iTb3Nx';

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    webRoot = await mkdtemp(join(tmpdir(), 'wl-web-root-'));
    await mkdir(join(webRoot, 'assets'));
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>Waterline</title>');
    await writeFile(join(webRoot, 'assets', 'app-1234.js'), 'console.log(1);');
    composed = await startComposed({ DATABASE_URL: db.url }, { webRoot });
  });
  afterAll(async () => {
    await composed?.close();
    await rm(webRoot, { recursive: true, force: true });
    await db?.dispose();
  });

  it('answers with a JSON message: no stack trace, no install path, no secret of the address', async () => {
    const cases: [string, string, number, string][] = [
      ['GET', '/assets/missing-5678.js', 404, 'Not found'],
      ['GET', `/reset-password/${resetHash}%E0%A4%A`, 400, 'The address is not valid: it holds a malformed %-escape'],
      ['POST', `/reset-password/${resetHash}`, 404, 'Not found'],
    ];
    for (const [method, path, status, message] of cases) {
      const response = await fetch(`${composed.baseUrl}${path}`, { method });
      const text = await response.text();
      expect({ status: response.status, type: response.headers.get('content-type') }, path).toEqual({
        status,
        type: expect.stringContaining('application/json'),
      });
      expect(JSON.parse(text), path).toEqual({ success: false, message });
      for (const leak of [webRoot, process.cwd(), resetHash, '    at ']) expect(text, path).not.toContain(leak);
    }
    // The page itself is still served.
    expect((await fetch(`${composed.baseUrl}/reset-password/${resetHash}`)).status).toBe(200);
    const log = composed.logLines.join('');
    expect(log).toContain('/reset-password/[redacted]');
    expect(log).not.toContain(resetHash);
  });
});
