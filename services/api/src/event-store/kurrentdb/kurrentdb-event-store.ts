import {
  DeadlineExceededError,
  excludeSystemEvents,
  FORWARDS,
  KurrentDBClient,
  START,
  StreamNotFoundError,
  UnavailableError,
} from '@kurrent/kurrentdb-client';
import { DatabaseUnavailableError } from '@waterline/read-models/db/unavailable';
import type { LogPosition, NewEvent, RecordedEvent } from '@waterline/domain/events/envelope';
import {
  comparePositions,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
} from '@waterline/domain/events/event-store';
import { DuplicateEventIdError } from '../errors.ts';
import { assertValidAppend, assertValidReadAll, assertValidStreamId, assertValidToVersion } from '../input.ts';
import { PollingSubscriptions } from '../polling-subscription.ts';
import {
  isWrongExpectedVersion,
  toAppendResult,
  toConcurrencyError,
  toEventData,
  toReadPosition,
  toRecordedEvent,
  toStreamState,
} from './translation.ts';

/** The part of the KurrentDB client this adapter uses. */
export type KurrentClient = Pick<KurrentDBClient, 'appendToStream' | 'readStream' | 'readAll' | 'dispose'>;

export interface KurrentDbEventStoreOptions {
  /** How often subscriptions poll (default 250 ms). */
  pollIntervalMs?: number;
  onSubscriptionError?: (error: unknown) => void;
}

/** Connects to KurrentDB (e.g. `kurrentdb://localhost:2113?tls=false`); the store owns the connection. */
export function connectKurrentDbEventStore(
  connectionString: string,
  options: KurrentDbEventStoreOptions = {},
): EventStore {
  return createKurrentDbEventStore(KurrentDBClient.connectionString(connectionString), options);
}

/**
 * The event store on KurrentDB. A rejected expected version is first checked against the stream:
 * when the batch's ids are already there as one append, that append's result is returned (an
 * idempotent retry); otherwise it becomes our ConcurrencyError. `close()` disposes of the client.
 */
export function createKurrentDbEventStore(client: KurrentClient, options: KurrentDbEventStoreOptions = {}): EventStore {
  const subscriptions = new PollingSubscriptions();

  async function readStream(streamId: string, { toVersion }: { toVersion?: number } = {}): Promise<RecordedEvent[]> {
    assertValidStreamId(streamId);
    assertValidToVersion(toVersion);
    if (toVersion === 0) return [];
    const events: RecordedEvent[] = [];
    try {
      const reading = client.readStream(streamId, {
        fromRevision: START,
        direction: FORWARDS,
        ...(toVersion === undefined ? {} : { maxCount: toVersion }),
      });
      for await (const resolved of reading) events.push(toRecordedEvent(resolved));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async function readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    assertValidReadAll(after, limit);
    const events: RecordedEvent[] = [];
    // Reading from a position includes the event at it, so one more is asked for and `after` itself dropped.
    const reading = client.readAll({
      fromPosition: toReadPosition(after),
      direction: FORWARDS,
      maxCount: limit + 1,
      filter: excludeSystemEvents(),
    });
    for await (const resolved of reading) {
      const event = toRecordedEvent(resolved);
      if (comparePositions(event.position, after) > 0 && events.length < limit) events.push(event);
    }
    return events;
  }

  /** The earlier append of exactly this batch to this stream, if there was one. */
  async function findOriginalAppend(streamId: string, events: readonly NewEvent[]): Promise<AppendResult | undefined> {
    const stored = await readStream(streamId);
    const ids = events.map((event) => event.eventId.toLowerCase());
    const start = stored.findIndex((event) => event.eventId.toLowerCase() === ids[0]);
    if (start < 0) return undefined;
    const run = stored.slice(start, start + ids.length);
    if (run.length !== ids.length || run.some((event, index) => event.eventId.toLowerCase() !== ids[index])) {
      throw new DuplicateEventIdError(
        streamId,
        run.map((event) => event.eventId),
      );
    }
    const last = run.at(-1)!;
    return { nextVersion: last.version, position: last.position };
  }

  return {
    async append(
      streamId: string,
      events: NewEvent[],
      { expectedVersion = 'any' }: { expectedVersion?: ExpectedVersion } = {},
    ): Promise<AppendResult> {
      assertValidAppend(streamId, events, expectedVersion);
      try {
        return toAppendResult(
          await client.appendToStream(streamId, events.map(toEventData), {
            streamState: toStreamState(expectedVersion),
          }),
        );
      } catch (error) {
        if (!isWrongExpectedVersion(error)) throw asUnavailable(error);
        const original = await findOriginalAppend(streamId, events).catch((lookUpError: unknown) =>
          Promise.reject(asUnavailable(lookUpError)),
        );
        if (original) return original;
        throw toConcurrencyError(error, expectedVersion);
      }
    },

    readStream: (streamId, options) =>
      readStream(streamId, options).catch((error: unknown) => Promise.reject(asUnavailable(error))),
    readAll: (after, limit) => readAll(after, limit).catch((error: unknown) => Promise.reject(asUnavailable(error))),

    subscribe(after: LogPosition, onEvents: (events: RecordedEvent[]) => Promise<void>): () => void {
      assertValidReadAll(after, 1);
      return subscriptions.start({
        readAll,
        after,
        onEvents,
        batchSize: 500,
        pollIntervalMs: options.pollIntervalMs ?? 250,
        onError: options.onSubscriptionError ?? (() => undefined),
      });
    },

    async close() {
      await subscriptions.stopAll();
      await client.dispose();
    },
  };
}

/** A server that cannot be reached, or did not answer in time, is the same fault as an unreachable database: worth trying again. */
function asUnavailable(error: unknown): unknown {
  return error instanceof UnavailableError || error instanceof DeadlineExceededError
    ? new DatabaseUnavailableError(error)
    : error;
}
