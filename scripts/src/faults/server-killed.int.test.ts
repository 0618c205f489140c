import { rm } from 'node:fs/promises';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { expect, it } from 'vitest';
import { findBurstProblems, readModelsCaughtUp, runBurst } from './burst.ts';
import { seedAdminProjects, serverSettings, startServerProcess, type ServerProcess } from './server-process.ts';

const ACKNOWLEDGED_BEFORE_KILL = 60;

describeEachDatabase(
  'server killed mid-burst',
  (db) => {
    it('keeps every acknowledged command once, in the log and the read models, after SIGKILL and a restart on the same database (real Postgres only: a server process)', async () => {
      const settings = await serverSettings(db.url!);
      const { token, projects } = await seedAdminProjects(db.sql, settings, 4);
      const first = await startServerProcess(settings);
      let second: ServerProcess | undefined;
      try {
        expect(await readModelsCaughtUp(db.sql, 20_000)).toBe(true);
        let killed = false;
        const sent = await runBurst({
          baseUrls: () => [first.baseUrl],
          token,
          projects,
          clients: 8,
          requestTimeoutMs: 20_000,
          done(commands) {
            if (
              !killed &&
              commands.filter((command) => command.outcome === 'acknowledged').length >= ACKNOWLEDGED_BEFORE_KILL
            ) {
              killed = true;
              first.kill('SIGKILL');
            }
            return killed;
          },
        });
        expect(await first.exited).toBe('SIGKILL');

        second = await startServerProcess(settings);
        expect(await readModelsCaughtUp(db.sql, 20_000)).toBe(true);
        expect(await findBurstProblems(db.sql, projects, sent)).toEqual([]);
        expect(sent.filter((command) => command.outcome === 'acknowledged').length).toBeGreaterThanOrEqual(
          ACKNOWLEDGED_BEFORE_KILL,
        );
        // Killed mid-burst: some commands were sent and never answered.
        expect(sent.filter((command) => command.outcome === 'unknown').length).toBeGreaterThan(0);
        const reopened = await fetch(`${second.baseUrl}/api/project/${projects[0]!.key}`, { headers: { token } });
        expect(reopened.status).toBe(200);
      } finally {
        first.kill('SIGKILL');
        second?.kill('SIGTERM');
        await Promise.all([first.exited, second?.exited]);
        await rm(settings.dataDir, { recursive: true, force: true });
      }
    });
  },
  ['postgres'],
);
