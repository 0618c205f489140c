import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { createAppServer } from '../http/app-server.ts';
import { jsonLogger } from '../logger.ts';
import { composeWaterline, type Waterline } from './compose.ts';

/** A composed Waterline on a free loopback port, its JSON log lines kept in `logLines`. */
export interface ComposedForTest {
  waterline: Waterline;
  baseUrl: string;
  logLines: string[];
  close(): Promise<void>;
}

/** Composes the app from `env` (plus a data folder of its own and a token secret) as `npm start` does, without the demo. */
export async function startComposed(
  env: NodeJS.ProcessEnv,
  options: { webRoot?: string } = {},
): Promise<ComposedForTest> {
  const dataDir = await mkdtemp(join(tmpdir(), 'wl-composed-'));
  const logLines: string[] = [];
  const capture: DestinationStream = { write: (line: string) => void logLines.push(line) };
  const waterline = await composeWaterline(
    { WATERLINE_DATA_DIR: dataDir, WATERLINE_JWT_SECRET: 'composed-test-secret-'.repeat(3), ...env },
    { logger: jsonLogger(capture), ...options },
  );
  const server: Server = createAppServer(waterline.app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    waterline,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    logLines,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await waterline.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
