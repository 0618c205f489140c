import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBlobKey, S3BlobStore } from '@waterline/api';
import { jpegWithGps, startS3TestServer, type S3TestServer } from '@waterline/api/testing';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';
import { findBlobProblems } from './blob-problems.ts';
import { BlobTraffic, csvOf } from './blob-traffic.ts';
import { findBurstProblems, readModelsCaughtUp, runBurst, type SentCommand } from './burst.ts';
import {
  seedAdminProjects,
  serverSettings,
  startServerProcess,
  type ServerProcess,
  type ServerSettings,
} from './server-process.ts';
import { findSignUpProblems, newLicenseKeys, runSignUps } from './sign-ups.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { setTimeout as pause } from 'node:timers/promises';

// Generous: four processes, s3rver and PostgreSQL share a small, busy machine. Only conditions are awaited, never a duration.
const PATIENCE_MS = 60_000;
const ACKNOWLEDGED_PER_PHASE = 15;
const SIGN_IN_LIMIT = 20;
// Two turns of uploads (a photo and a CSV each), the writing process taking turns, each read through the other process.
const CROSS_READS_PER_PHASE = 4;
const BLOB_PROJECT = 'fault-blobs';

/** Waits until `condition` holds; fails with `what` past the deadline. */
async function until(what: string, condition: () => boolean | Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + PATIENCE_MS; !(await condition()); await pause(100))
    if (Date.now() > deadline) throw new Error(`Still waiting after ${PATIENCE_MS} ms: ${what}`);
}

const readiness = async (server: ServerProcess): Promise<number> =>
  (await fetch(`${server.baseUrl}/readyz`, { signal: AbortSignal.timeout(PATIENCE_MS) })).status;

/** Waits until every process answers /readyz with `status`. */
const allAnswerReadyz = (processes: readonly ServerProcess[], status: 200 | 503) =>
  until(`/readyz ${status} from ${processes.map((server) => server.baseUrl).join(', ')}`, async () =>
    (await Promise.all(processes.map(readiness))).every((answer) => answer === status),
  );

// The shape docs/operations.md describes for several processes: two API and two projector processes, real child
// processes of scripts/src/start.ts, on one PostgreSQL database reached through a relay the test can cut, one S3
// bucket and one token secret.
describe('two API and two projector processes on one database and bucket', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let s3: S3TestServer;
  let bucket: S3BlobStore;
  let settings: ServerSettings;
  const started: ServerProcess[] = [];
  const licenseKeys = newLicenseKeys(40);
  let sharedEnv: NodeJS.ProcessEnv;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const direct = new URL(db.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(db.url!);
    throughProxy.port = String(proxy.port);
    settings = await serverSettings(throughProxy.toString());
    s3 = await startS3TestServer();
    const { config, env } = await s3.newBucket();
    bucket = new S3BlobStore(config);
    sharedEnv = {
      ...env,
      WATERLINE_LICENSE_KEYS: licenseKeys.join(','),
      // Clients tell their address in X-Forwarded-For, as behind a load balancer.
      WATERLINE_TRUST_PROXY: 'loopback',
      WATERLINE_REQUEST_DEADLINE_MS: '3000',
      WATERLINE_DB_QUERY_TIMEOUT_MS: '3000',
      WATERLINE_DB_STATEMENT_TIMEOUT_MS: '2000',
    };
  });

  afterAll(async () => {
    for (const server of started) server.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    proxy?.restore();
    await proxy?.close();
    await s3?.close();
    await db?.dispose();
    if (settings) await rm(settings.dataDir, { recursive: true, force: true });
  });

  /** A process of `role` with a data folder of its own (the bucket holds the blobs); `dataDir` to restart one. */
  async function start(role: 'api' | 'projector', dataDir?: string): Promise<ServerProcess & { dataDir: string }> {
    const folder = dataDir ?? (await mkdtemp(join(settings.dataDir, `${role}-`)));
    const server = await startServerProcess(settings, { role, dataDir: folder, env: sharedEnv });
    started.push(server);
    return Object.assign(server, { dataDir: folder });
  }

  it('keeps every acknowledged write and upload once, reads them from the other process at once, shares rate limits and says truthfully when it is not ready, through SIGKILLs and a cut database', async () => {
    const { token, projects } = await seedAdminProjects(db.sql, settings, 4);
    const [projectorOne, projectorTwo] = await Promise.all([start('projector'), start('projector')]);
    const [apiOne, apiTwo] = await Promise.all([start('api'), start('api')]);
    try {
      await allAnswerReadyz([apiOne, apiTwo, projectorOne, projectorTwo], 200);

      // Wrong passwords from one address, taking turns between the processes: the limit holds for them together.
      const attempts: number[] = [];
      for (let attempt = 0; attempt < SIGN_IN_LIMIT + 4; attempt += 1) {
        const answer = await fetch(`${[apiOne, apiTwo][attempt % 2]!.baseUrl}/api/users/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
          body: JSON.stringify({ email: 'admin@waterline.local', password: 'not the password' }),
          signal: AbortSignal.timeout(PATIENCE_MS),
        });
        attempts.push(answer.status);
      }
      expect(attempts).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429, 429, 429, 429]);

      // One survey project for the uploads; the burst's projects stay the burst's.
      const created = await fetch(`${apiOne.baseUrl}/api/projects/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({
          project_key: BLOB_PROJECT,
          public: true,
          data: { title: 'Uploads', mapSurveyEnabled: true },
        }),
        signal: AbortSignal.timeout(PATIENCE_MS),
      });
      expect(created.status).toBe(201);

      let live = [apiOne.baseUrl, apiTwo.baseUrl];
      let sentSoFar: readonly SentCommand[] = [];
      let stop = false;
      const readYourWrites: string[] = [];
      let readsChecked = 0;
      const acknowledged = (by?: string) =>
        sentSoFar.filter((command) => command.outcome === 'acknowledged' && (!by || command.baseUrl === by)).length;
      const keyOf = new Map(projects.map((project) => [project.id, project.key]));
      const blobs = new BlobTraffic({
        baseUrls: () => live,
        token,
        projectKey: BLOB_PROJECT,
        done: () => stop,
        requestTimeoutMs: PATIENCE_MS,
        pauseMs: 500,
      });

      // One content uploaded under two names through the two processes at once is imported and stored once.
      const sameContent = csvOf('Weir', 1);
      const twice = await Promise.all([
        blobs.upload('csv', apiOne.baseUrl, sameContent, 'twice-a.csv'),
        blobs.upload('csv', apiTwo.baseUrl, sameContent, 'twice-b.csv'),
      ]);
      expect(twice.map((upload) => upload?.outcome)).toEqual(['acknowledged', 'acknowledged']);
      expect(twice[1]!.importKey).toBe(twice[0]!.importKey);
      const imports = (await bucket.list(`${BLOB_PROJECT}/series/`)).map((blob) => parseBlobKey(blob.key).file);
      expect(new Set(imports.map((file) => file.split('.')[0]))).toEqual(new Set([twice[0]!.importKey]));
      expect(imports.filter((file) => file.endsWith('.manifest.json'))).toHaveLength(1);

      const burst = runBurst({
        baseUrls: () => live,
        token,
        projects,
        clients: projects.length,
        pauseMs: 20,
        requestTimeoutMs: PATIENCE_MS,
        keepGoingWhenUnanswered: true,
        done(commands) {
          sentSoFar = commands;
          return stop;
        },
        // Each client alone changes its project, so a read right after a 200 must show this very title.
        async onAcknowledged(command) {
          if (command.status !== 200) return;
          const elsewhere = live.find((baseUrl) => baseUrl !== command.baseUrl);
          if (!elsewhere) return;
          const answer = await fetch(`${elsewhere}/api/project/${keyOf.get(command.projectId)}`, {
            headers: { token },
            signal: AbortSignal.timeout(PATIENCE_MS),
          }).catch(() => undefined);
          if (answer?.status !== 200) return;
          readsChecked += 1;
          const { data } = (await answer.json()) as { data: { title: string } };
          if (data.title !== command.title)
            readYourWrites.push(`"${command.title}" saved on ${command.baseUrl}, ${elsewhere} shows "${data.title}"`);
        },
      });
      const signUps = runSignUps(
        { baseUrls: () => live, licenseKeys, done: () => stop, requestTimeoutMs: PATIENCE_MS },
        readYourWrites,
      );
      const uploads = blobs.run();
      const moreAcknowledged = async (what: string, count = ACKNOWLEDGED_PER_PHASE) => {
        const before = acknowledged();
        await until(`${count} more acknowledged commands ${what}`, () => acknowledged() >= before + count);
      };

      await moreAcknowledged('from both API processes', 2 * ACKNOWLEDGED_PER_PHASE);
      expect(acknowledged(apiTwo.baseUrl)).toBeGreaterThan(0);
      await until(
        'uploads through each API process read through the other',
        () => blobs.crossReads >= CROSS_READS_PER_PHASE,
      );

      // Mid-burst: one projector and one API process die at once, the latter with uploads in flight: two it has half
      // received, two it has received whole and not answered yet (or just answered).
      const photo = await jpegWithGps();
      const halves = [
        await blobs.uploadInFlight('photo', apiTwo.baseUrl, photo, 'IMG.jpg', 'half'),
        await blobs.uploadInFlight('csv', apiTwo.baseUrl, csvOf('Gauge', 1), 'half.csv', 'half'),
      ];
      const wholes = [
        await blobs.uploadInFlight('photo', apiTwo.baseUrl, photo, 'IMG.jpg', 'all'),
        await blobs.uploadInFlight('csv', apiTwo.baseUrl, csvOf('Gauge', 2), 'whole.csv', 'all'),
      ];
      projectorOne.kill('SIGKILL');
      apiTwo.kill('SIGKILL');
      expect(await Promise.all([projectorOne.exited, apiTwo.exited])).toEqual(['SIGKILL', 'SIGKILL']);
      live = [apiOne.baseUrl];
      await Promise.all([...halves, ...wholes].map((upload) => upload.answer));
      expect(halves.map((half) => half.sent.status)).toEqual([null, null]);
      await moreAcknowledged('after the kills');
      await allAnswerReadyz([apiOne, projectorTwo], 200);

      // The database stops answering (a partition), then refuses connections (reset): not ready while it lasts.
      proxy.stall();
      await allAnswerReadyz([apiOne, projectorTwo], 503);
      proxy.restore();
      await allAnswerReadyz([apiOne, projectorTwo], 200);
      await moreAcknowledged('after the partition');
      proxy.cut();
      await allAnswerReadyz([apiOne, projectorTwo], 503);
      proxy.restore();
      await allAnswerReadyz([apiOne, projectorTwo], 200);
      await moreAcknowledged('after the reset');

      // The killed processes come back on their data folders and rejoin.
      const [projectorAgain, apiAgain] = await Promise.all([
        start('projector', projectorOne.dataDir),
        start('api', apiTwo.dataDir),
      ]);
      const crossReadsBefore = blobs.crossReads;
      live = [apiOne.baseUrl, apiAgain.baseUrl];
      await until(
        'commands acknowledged by the restarted API process, uploads through it and the other read through each other',
        () =>
          acknowledged(apiAgain.baseUrl) >= ACKNOWLEDGED_PER_PHASE &&
          blobs.crossReads >= crossReadsBefore + CROSS_READS_PER_PHASE,
      );
      stop = true;
      const [sent, signedUp] = await Promise.all([burst, signUps, uploads]);
      // A photo whose upload got no answer may be named only if it was stored whole.
      await blobs.nameUnacknowledgedPhotos(apiAgain.baseUrl);

      expect(apiOne.running() && projectorTwo.running()).toBe(true);
      await allAnswerReadyz([apiOne, projectorTwo, apiAgain, projectorAgain], 200);
      expect(await readModelsCaughtUp(db.sql, PATIENCE_MS)).toBe(true);
      expect(await findBurstProblems(db.sql, projects, sent)).toEqual([]);
      expect(await findSignUpProblems(db.sql, signedUp)).toEqual([]);
      expect(readYourWrites).toEqual([]);
      expect(readsChecked).toBeGreaterThanOrEqual(ACKNOWLEDGED_PER_PHASE);
      expect(signedUp.filter((signUp) => signUp.status === 201).length).toBeGreaterThan(0);
      expect(blobs.problems).toEqual([]);
      expect(await findBlobProblems(db.sql, bucket, BLOB_PROJECT, blobs.sent)).toEqual([]);
      // What was not acknowledged got 503 or no answer (a killed process, a cut database), never another error.
      expect(
        [...sent, ...signedUp, ...blobs.sent].filter(
          (write) => write.outcome !== 'acknowledged' && write.status !== 503 && write.status !== null,
        ),
      ).toEqual([]);
    } catch (error) {
      const errors = started.map((server) => `${server.baseUrl}:\n${server.errorOutput().slice(-2000)}`);
      throw new Error(`${String(error)}\nThe processes' errors:\n${errors.join('\n')}`, { cause: error });
    }
  }, 240_000);
});
