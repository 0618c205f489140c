import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { issueLicenseKey } from '../commands/licenses.ts';
import { memoryLogger } from '../logger.ts';
import { LiveReader } from '../testing/live-reader.ts';
import { composeWaterline } from './compose.ts';

// As `npm start` stops on SIGTERM (scripts/src/start.ts): the server stops taking connections, then the app closes.
describeEachDatabase('stopping a server that holds live streams', (db) => {
  it('ends every stream, and the server finishes closing', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'wl-live-stop-'));
    const waterline = await composeWaterline(
      {
        WATERLINE_DATA_DIR: dataDir,
        WATERLINE_JWT_SECRET: 'live-shutdown-test-secret-'.repeat(2),
        ...(db.url ? { DATABASE_URL: db.url } : {}),
      },
      { logger: memoryLogger() },
    );
    const server: Server = waterline.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { key: license } = await issueLicenseKey(waterline.commands, {
        actorId: 'operator',
        correlationId: 'stop',
      });
      const password = 'live shutdown password';
      const signedUp = await fetch(`${baseUrl}/api/users/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          first: 'Stop',
          last: 'Test',
          email: `stop-${Date.now()}@example.org`,
          password,
          confirmPassword: password,
          license,
        }),
      });
      const token = signedUp.headers.get('token')!;
      const projectKey = `stop-${Date.now().toString(36)}`;
      const created = await fetch(`${baseUrl}/api/projects/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ project_key: projectKey, public: true, data: { title: 'Stopping' } }),
      });
      expect(created.status).toBe(201);
      const streams = [
        await LiveReader.open(`${baseUrl}/api/live/${projectKey}`),
        await LiveReader.open(`${baseUrl}/api/live/${projectKey}`, { token }),
      ];
      for (const stream of streams) await stream.until((reader) => reader.text.includes(': open'));

      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      await waterline.close();
      await closed;
      for (const stream of streams) await stream.until((reader) => reader.ended);
    } finally {
      server.closeAllConnections();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
