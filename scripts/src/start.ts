/** `npm start` and `npm run start:prod`: the whole app in one process (WATERLINE_ROLE chooses a part) on PORT (default 3000), embedded PostgreSQL unless DATABASE_URL is set. */
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeWaterline, createAppServer, offlineBasemapTiles } from '@waterline/api';
import { adminEmailOf, seedFirstStart, DEMO_PROJECT_KEY } from './demo/seed-first-start.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.PORT ?? 3000);

const waterline = await composeWaterline(process.env, { webRoot: join(repoRoot, 'web/dist') });
// The api (or single) process seeds; a projector process only projects.
const firstStart = waterline.role === 'projector' ? undefined : await seedFirstStart(waterline, process.env);
const server = createAppServer(waterline.app);
// Failing to bind the port ends the process.
server.once('error', (error: NodeJS.ErrnoException) => {
  if (!server.listening) void failToListen(error);
});
server.listen(port, () => {
  // The port bound, which PORT=0 leaves to the system.
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  const store = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${waterline.dataDir}`;
  const lines =
    waterline.role === 'projector'
      ? [`Waterline projectors are running (${store}); /healthz, /readyz and /metrics on ${url}`]
      : [
          `Waterline is running at ${url} (${store}, role ${waterline.role})`,
          `Demo project: ${url}/project/${DEMO_PROJECT_KEY}`,
        ];
  const moreKeys = 'npx tsx scripts/src/issue-license-key.ts';
  if (firstStart) {
    lines.push(
      `Admin account: ${firstStart.adminEmail}`,
      `Admin password: ${firstStart.adminPassword}   (shown once: keep it)`,
      `License key for one sign-up: ${firstStart.licenseKey}   (more: ${moreKeys})`,
    );
  } else if (waterline.role !== 'projector') {
    // Later starts: the password and the first key were shown once, at the first start; only their hashes are kept.
    lines.push(
      `Admin account: ${adminEmailOf(process.env)}   (its password was shown at the first start)`,
      `License key for one sign-up: ${moreKeys}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  // Cut now rather than while the first visitor's map waits for its tiles.
  if (waterline.role !== 'projector') setImmediate(offlineBasemapTiles);
});
// Idle connections stay open longer than clients and proxies keep theirs, so a client never sends on a connection the server is closing.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

/** Without its port the process serves nothing, not even /healthz: it says why and ends with a failure. */
async function failToListen(error: NodeJS.ErrnoException): Promise<void> {
  const reason = error.code === 'EADDRINUSE' ? 'it is already in use' : error.message;
  process.stderr.write(`Waterline could not listen on port ${port}: ${reason}\n`);
  await waterline.close();
  process.exit(1);
}

async function shutDown(): Promise<void> {
  server.close();
  await waterline.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown());
process.once('SIGTERM', () => void shutDown());
