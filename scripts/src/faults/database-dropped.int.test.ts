import { rm } from 'node:fs/promises';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { expect, it } from 'vitest';
import { findBurstProblems, readModelsCaughtUp, runBurst, type SentCommand } from './burst.ts';
import { seedAdminProjects, serverSettings, startServerProcess } from './server-process.ts';
import { startTcpProxy } from './tcp-proxy.ts';
import { setTimeout as pause } from 'node:timers/promises';

const OUTAGE_MS = 3000;
const ACKNOWLEDGED_PER_PHASE = 30;
const acknowledged = (commands: readonly SentCommand[]) =>
  commands.filter((command) => command.outcome === 'acknowledged').length;

describeEachDatabase(
  'database connection dropped mid-load',
  (db) => {
    it('answers 503 with Retry-After while the database is unreachable, then recovers by itself with no lost projector work (real Postgres only: a server process)', async () => {
      const direct = new URL(db.url!);
      const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
      const throughProxy = new URL(db.url!);
      throughProxy.port = String(proxy.port);
      const settings = await serverSettings(throughProxy.toString());
      const { token, projects } = await seedAdminProjects(db.sql, settings, 4);
      const server = await startServerProcess(settings);
      try {
        expect(await readModelsCaughtUp(db.sql, 20_000)).toBe(true);
        let live: readonly SentCommand[] = [];
        let acknowledgedAtRestore = Number.POSITIVE_INFINITY;
        const burst = runBurst({
          baseUrls: () => [server.baseUrl],
          token,
          projects,
          clients: 6,
          pauseMs: 20,
          requestTimeoutMs: 15_000,
          keepGoingWhenUnanswered: true,
          done(commands) {
            live = commands;
            return acknowledged(commands) >= acknowledgedAtRestore + ACKNOWLEDGED_PER_PHASE;
          },
        });
        while (acknowledged(live) < ACKNOWLEDGED_PER_PHASE) await pause(20);
        proxy.cut();
        const queriesDuringOutage: { status: number; retryAfter: string | null }[] = [];
        for (const outageEnds = Date.now() + OUTAGE_MS; Date.now() < outageEnds; await pause(200)) {
          const answer = await fetch(`${server.baseUrl}/api/project/${projects[0]!.key}`, {
            headers: { token },
            signal: AbortSignal.timeout(10_000),
          });
          queriesDuringOutage.push({ status: answer.status, retryAfter: answer.headers.get('retry-after') });
        }
        proxy.restore();
        acknowledgedAtRestore = acknowledged(live);
        const sent = await burst;

        expect(queriesDuringOutage.length).toBeGreaterThan(5);
        expect(
          queriesDuringOutage.filter((answer) => answer.status === 503 && answer.retryAfter !== null).length,
        ).toBeGreaterThan(0);
        // A query answered before the cut reached its connections may still succeed; nothing else but 503.
        expect(queriesDuringOutage.filter((answer) => answer.status !== 503 && answer.status !== 200)).toEqual([]);
        const failed = sent.filter((command) => command.outcome !== 'acknowledged');
        expect(failed.length).toBeGreaterThan(0);
        expect(failed.filter((command) => command.status !== 503 || command.retryAfter === null)).toEqual([]);
        expect(acknowledged(sent)).toBeGreaterThanOrEqual(acknowledgedAtRestore + ACKNOWLEDGED_PER_PHASE);
        expect(await readModelsCaughtUp(db.sql, 20_000)).toBe(true);
        expect(await findBurstProblems(db.sql, projects, sent)).toEqual([]);
      } catch (error) {
        throw new Error(`${String(error)}\nThe server's errors:\n${server.errorOutput().slice(-3000)}`, {
          cause: error,
        });
      } finally {
        server.kill('SIGTERM');
        await server.exited;
        await proxy.close();
        await rm(settings.dataDir, { recursive: true, force: true });
      }
    });
  },
  ['postgres'],
);
