import { performance } from 'node:perf_hooks';
import type { LogPosition, RecordedEvent } from '@waterline/domain/events/envelope';
import { comparePositions, type EventStore } from '@waterline/domain/events/event-store';
import { EVENTS_APPENDED_CHANNEL } from '../db/channels.ts';
import { canListen } from '../db/database.ts';
import { runDdlExclusively } from '../db/exclusive-ddl.ts';
import type { Sql } from '../db/sql.ts';
import type { Projection } from '../projection.ts';
import { applyBatch, type BatchOutcome } from './batch.ts';
import { CHECKPOINTS_SCHEMA, readCheckpoint, skipToCheckpoint } from './checkpoints.ts';
import { assertValidProjections } from './names.ts';
import {
  clearProjectionStops,
  mayPass,
  projectionStopOf,
  recordProjectionStop,
  type ProjectionStop,
} from './projection-stops.ts';
import { IdleBackoff, WakeSignal } from './wake-signal.ts';

export interface ProjectionRunnerOptions {
  /** Where the read-model tables and checkpoints live. */
  sql: Sql;
  /** Where the events come from, read through `readAll` (any adapter). */
  store: EventStore;
  projections: readonly Projection[];
  /** Events per batch, i.e. per transaction (default 100). */
  batchSize?: number;
  /** How soon to look again when a look found nothing (default 250 ms). */
  pollIntervalMs?: number;
  /**
   * The longest pause between looks while nothing arrives, for an event store whose appends NOTIFY
   * this database: the pause doubles from `pollIntervalMs` with every empty look and is short again
   * after a notification. Default `pollIntervalMs` (no backoff); ignored where the database cannot listen.
   */
  idlePollIntervalMs?: number;
  /** Told when a batch fails; the batch rolls back and is retried with a growing pause. */
  onError?: (error: unknown, projection: string) => void;
  /** Told when a projection stops at an event it cannot apply (the others go on). */
  onStop?: (stop: ProjectionStop) => void;
}

export interface ProjectionRunner {
  /** True once every projection's checkpoint has reached `position`; false after `timeoutMs`, on stop, or at once when a stopped projection is short of it. */
  waitForPosition(position: LogPosition, timeoutMs: number): Promise<boolean>;
  /** Lets the batch in progress finish, then stops every loop. */
  stop(): Promise<void>;
}

/** The runner of a process that projects: it also tells which projections stopped at an event they cannot apply. */
export interface RunningProjections extends ProjectionRunner {
  stops(): ProjectionStop[];
}

type RoundOutcome = BatchOutcome | { error: unknown; batch: readonly RecordedEvent[] };

interface Waiter {
  position: LogPosition;
  finish(reached: boolean): void;
}

const MAX_RETRY_PAUSE_MS = 10_000;

/**
 * Creates the projections' tables and keeps them up to date, in one loop: projections at the same
 * checkpoint share one read of the log per look. A projection's batch takes the events after its
 * checkpoint, then in one transaction takes the projection's advisory lock, checks the checkpoint
 * has not moved, applies the events and writes the new checkpoint, so a batch is applied exactly
 * once even with several runners or a crash mid-batch. A projection that holds its writes reads first, and its
 * writes, checkpoint, lock and check go as one statement. A batch without any event the projection
 * reads only moves its checkpoint, in one statement.
 *
 * A failed batch is retried one event at a time; an event that fails alone, with a failure that does not pass (its
 * data breaks a constraint or the projection's code, while the database answers), stops that projection there:
 * recorded in `projection_stops` (for `/readyz` and `/metrics`), told to `onStop`, and its waiters answered false.
 * A runner that starts clears its projections' stops and tries the event again.
 */
export async function startProjectionRunner(options: ProjectionRunnerOptions): Promise<RunningProjections> {
  const {
    sql,
    store,
    projections,
    batchSize = 100,
    pollIntervalMs = 250,
    idlePollIntervalMs = pollIntervalMs,
    onError = () => undefined,
    onStop = () => undefined,
  } = options;
  assertValidProjections(projections);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000)
    throw new Error(`batchSize must be a whole number from 1 to 10000, got ${batchSize}`);
  await runDdlExclusively(sql, [CHECKPOINTS_SCHEMA, ...projections.map((projection) => projection.schema)]);
  await clearProjectionStops(
    sql,
    projections.map((projection) => projection.name),
  );

  const reached = new Map<string, LogPosition>();
  for (const projection of projections) reached.set(projection.name, await readCheckpoint(sql, projection.name));
  const signal = new WakeSignal();
  const waiters = new Set<Waiter>();
  const stops = new Map<string, ProjectionStop>();
  let stopped = false;
  let stopping: Promise<void> | undefined;

  const wakeAll = () => signal.wake();
  const allReached = (position: LogPosition) =>
    [...reached.values()].every((checkpoint) => comparePositions(checkpoint, position) >= 0);
  const blockedByStop = (position: LogPosition) =>
    [...stops.keys()].some((name) => comparePositions(reached.get(name)!, position) < 0);

  function observe(projection: string, checkpoint: LogPosition): void {
    reached.set(projection, checkpoint);
    for (const waiter of waiters) if (allReached(waiter.position)) waiter.finish(true);
  }

  // A failure that does not pass and the database still answering: the event itself is what the projection cannot apply.
  async function isPoison(error: unknown): Promise<boolean> {
    if (mayPass(error)) return false;
    return sql.query('SELECT 1').then(
      () => true,
      () => false,
    );
  }

  // False when the stop could not be recorded (the database went away meanwhile): the event is tried again later.
  async function stopAt(projection: string, event: RecordedEvent, error: unknown): Promise<boolean> {
    const stop = projectionStopOf(projection, event, error);
    try {
      await recordProjectionStop(sql, stop, event.position.globalPosition);
    } catch {
      return false;
    }
    stops.set(projection, stop);
    onStop(stop);
    for (const waiter of waiters) if (blockedByStop(waiter.position)) waiter.finish(false);
    return true;
  }

  // Applies `events`, read from the checkpoint this loop last saw (see `applyBatch`), and moves the riders' checkpoints
  // with it where it can; when another runner (in this process or another) moved the checkpoint, the loop goes on from
  // where that one got.
  async function runBatch(
    projection: Projection,
    checkpoint: LogPosition,
    events: readonly RecordedEvent[],
    riders: readonly string[] = [],
  ): Promise<{ outcome: BatchOutcome; carried: string[] }> {
    const last = events.at(-1);
    if (!last || stopped) return { outcome: 'idle', carried: [] };
    const reads = events.some((event) => projection.handles(event));
    if (!reads && (await skipToCheckpoint(sql, projection.name, checkpoint, last.position))) {
      observe(projection.name, last.position);
      return { outcome: 'applied', carried: [] };
    }
    const batch = await applyBatch(sql, projection, checkpoint, events, riders);
    for (const rider of batch.carried) observe(rider, last.position);
    observe(projection.name, batch.checkpoint);
    return batch;
  }

  // Projections at the same checkpoint share one read of the log, and their batches run side by side. Those that read
  // none of the events (riders) have their checkpoints moved by the statement of one that holds its writes and reads
  // some, where there is one; a rider it did not move (or after its failure) moves its own.
  async function runRound(
    due: readonly Projection[],
    oneByOne: ReadonlySet<string>,
  ): Promise<Map<string, RoundOutcome>> {
    const atCheckpoint = new Map<string, Projection[]>();
    for (const projection of due) {
      const { transactionId, globalPosition } = reached.get(projection.name)!;
      const key = `${transactionId}:${globalPosition}`;
      atCheckpoint.set(key, [...(atCheckpoint.get(key) ?? []), projection]);
    }
    const outcomes = new Map<string, RoundOutcome>();
    await Promise.all(
      [...atCheckpoint.values()].map(async (sharing) => {
        const checkpoint = reached.get(sharing[0]!.name)!;
        const events = await store.readAll(checkpoint, batchSize).catch((error: unknown) => error as Error);
        const whole = (projection: Projection) => !(events instanceof Error) && !oneByOne.has(projection.name);
        const readsAny = (projection: Projection) =>
          !(events instanceof Error) && events.some((event) => projection.handles(event));
        const carrier = sharing.find(
          (projection) => projection.holdsWrites && whole(projection) && readsAny(projection),
        );
        const riders = carrier ? sharing.filter((projection) => whole(projection) && !readsAny(projection)) : [];
        const carried = new Set<string>();
        const run = async (projection: Projection, ridersOf: readonly Projection[] = []) => {
          const batch = events instanceof Error || whole(projection) ? events : events.slice(0, 1);
          try {
            if (batch instanceof Error) throw batch;
            const ran = await runBatch(
              projection,
              checkpoint,
              batch,
              ridersOf.map((rider) => rider.name),
            );
            for (const rider of ran.carried) carried.add(rider);
            outcomes.set(projection.name, ran.outcome);
          } catch (error) {
            // A failed read of the log is no event's fault: an empty batch is retried, never stopped at.
            outcomes.set(projection.name, { error, batch: batch instanceof Error ? [] : batch });
            if (!stopped) onError(error, projection.name);
          }
        };
        await Promise.all(
          sharing
            .filter((projection) => !riders.includes(projection))
            .map((projection) => run(projection, projection === carrier ? riders : [])),
        );
        for (const rider of riders) if (carried.has(rider.name)) outcomes.set(rider.name, 'applied');
        await Promise.all(riders.filter((rider) => !carried.has(rider.name)).map((rider) => run(rider)));
      }),
    );
    return outcomes;
  }

  // One loop for every projection, so that one look at the log serves them all; a failing projection is retried after
  // a growing pause (or at the next wake-up) one event at a time, up to the end of the batch that failed, while the
  // others go on; an event that fails alone for good stops its projection.
  async function runLoop(listening: boolean): Promise<void> {
    const idle = new IdleBackoff(pollIntervalMs, listening ? idlePollIntervalMs : pollIntervalMs);
    const failures = new Map<string, number>();
    const retryAt = new Map<string, number>();
    const oneByOneUntil = new Map<string, LogPosition>();
    while (!stopped) {
      const due = projections.filter(
        (projection) => !stops.has(projection.name) && (retryAt.get(projection.name) ?? 0) <= performance.now(),
      );
      let progressed = false;
      for (const [name, outcome] of await runRound(due, new Set(oneByOneUntil.keys()))) {
        if (typeof outcome === 'object') {
          const [event, more] = outcome.batch;
          if (event && !more && (await isPoison(outcome.error)) && (await stopAt(name, event, outcome.error))) continue;
          const last = outcome.batch.at(-1);
          if (last && !oneByOneUntil.has(name)) oneByOneUntil.set(name, last.position);
          const count = (failures.get(name) ?? 0) + 1;
          failures.set(name, count);
          retryAt.set(name, performance.now() + Math.min(pollIntervalMs * 2 ** count, MAX_RETRY_PAUSE_MS));
          continue;
        }
        failures.delete(name);
        retryAt.delete(name);
        const until = oneByOneUntil.get(name);
        if (until && comparePositions(reached.get(name)!, until) >= 0) oneByOneUntil.delete(name);
        if (outcome === 'applied' || outcome === 'checkpoint_moved') progressed = true;
      }
      if (progressed) {
        idle.reset();
        continue;
      }
      // A woken loop looks again soon even if it found nothing: an append's commit can become visible after its NOTIFY.
      const untilRetry = Math.min(
        ...[...retryAt].filter(([name]) => !stops.has(name)).map(([, at]) => at - performance.now()),
      );
      const woken = await signal.sleep(Math.max(0, Math.min(idle.next(), untilRetry)));
      if (woken) {
        idle.reset();
        retryAt.clear();
      }
    }
  }

  const unlisten = canListen(sql) ? await sql.listen(EVENTS_APPENDED_CHANNEL, wakeAll) : undefined;
  const loop = runLoop(unlisten !== undefined);

  return {
    waitForPosition(position, timeoutMs) {
      if (allReached(position)) return Promise.resolve(true);
      if (stopped || blockedByStop(position)) return Promise.resolve(false);
      wakeAll();
      return new Promise((resolve) => {
        const waiter: Waiter = {
          position,
          finish(result) {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve(result);
          },
        };
        const timer = setTimeout(() => waiter.finish(false), timeoutMs);
        waiters.add(waiter);
      });
    },

    stops: () => [...stops.values()],

    stop() {
      stopping ??= (async () => {
        stopped = true;
        wakeAll();
        await loop;
        await unlisten?.();
        for (const waiter of waiters) waiter.finish(false);
      })();
      return stopping;
    },
  };
}
