import { comparePositions, type EventStore } from '@waterline/domain/events/event-store';
import { afterAll, beforeAll } from 'vitest';
import type { Sql } from '../db/sql.ts';
import { startProjectionRunner, type ProjectionRunnerOptions, type RunningProjections } from './projection-runner.ts';
import { buildEvents, uniqueStreamId } from './testing.ts';

const WAIT_MS = 20_000;

/** What a runner suite is given: the read models' database and the event store under test. */
export interface RunnerSuiteSetup {
  /** The database holding the read models (ready inside tests). */
  readonly sql: Sql;
  openStore(): Promise<EventStore>;
}

/**
 * The event store and runners of a suite, inside a describe block (after its database hooks): the store opened before
 * its tests, and every runner it started stopped after them.
 */
export function runnerFixture(setup: RunnerSuiteSetup) {
  let store: EventStore | undefined;
  const running: RunningProjections[] = [];
  beforeAll(async () => {
    store = await setup.openStore();
  });
  afterAll(async () => {
    await Promise.all(running.map((runner) => runner.stop()));
    await store?.close();
  });
  return {
    get store(): EventStore {
      return store!;
    },
    /** A runner over the suite's database and store (unless given others), looking for events every 50 ms. */
    async start(
      options: Omit<ProjectionRunnerOptions, 'sql' | 'store'> & { sql?: Sql; store?: EventStore },
    ): Promise<RunningProjections> {
      const runner = await startProjectionRunner({ sql: setup.sql, store: store!, pollIntervalMs: 50, ...options });
      running.push(runner);
      return runner;
    },
    /**
     * Two runners from `startRunner` while ten appends of two events go to each of three streams at once; once both
     * have caught up, each stream's count by `countOf` (20 each when every event counted once).
     */
    async countsWithTwoRunners(
      startRunner: () => Promise<RunningProjections>,
      countOf: (streamId: string) => Promise<number>,
    ): Promise<number[]> {
      const streams = [uniqueStreamId(), uniqueStreamId(), uniqueStreamId()];
      const runners = [await startRunner(), await startRunner()];
      const appended = await Promise.all(
        streams.flatMap((streamId) => Array.from({ length: 10 }, () => store!.append(streamId, buildEvents(2)))),
      );
      // Appends made at once may share a transaction: the last is the furthest position, not only the latest transaction.
      const last = appended
        .map((result) => result.position)
        .sort(comparePositions)
        .at(-1)!;
      for (const runner of runners) if (!(await runner.waitForPosition(last, WAIT_MS))) return [];
      await Promise.all(runners.map((runner) => runner.stop()));
      return Promise.all(streams.map(countOf));
    },
  };
}
