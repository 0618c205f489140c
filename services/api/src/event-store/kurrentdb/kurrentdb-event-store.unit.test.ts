import {
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type EventData,
  type ReadAllOptions,
  type ReadStreamOptions,
} from '@kurrent/kurrentdb-client';
import type { NewEvent } from '@waterline/domain/events/envelope';
import { ConcurrencyError } from '@waterline/domain/events/event-store';
import { buildEvents } from '@waterline/read-models/runner/testing';
import { describe, expect, it } from 'vitest';
import { DuplicateEventIdError } from '../errors.ts';
import { createKurrentDbEventStore, type KurrentClient } from './kurrentdb-event-store.ts';

/** A KurrentDB stand-in holding resolved events as the client returns them, with its append rules. */
function fakeKurrentDb() {
  const log: AllStreamResolvedEvent[] = [];
  const calls = { readAll: [] as ReadAllOptions[], readStream: [] as ReadStreamOptions[], disposed: false };
  const streamOf = (streamId: string) => log.filter((resolved) => resolved.event!.streamId === streamId);

  const client = {
    async appendToStream(
      streamId: string,
      events: EventData | EventData[],
      options?: { streamState?: AppendStreamState },
    ) {
      const current = streamOf(streamId).length;
      const state = options?.streamState ?? 'any';
      const currentState = current === 0 ? NO_STREAM : BigInt(current - 1);
      if (state !== 'any' && state !== currentState)
        throw new WrongExpectedVersionError(undefined, {
          streamName: streamId,
          expected: state,
          current: currentState,
        });
      for (const [index, data] of [events].flat().entries()) {
        const position = BigInt(log.length + 1) * 100n;
        log.push({
          event: {
            streamId,
            id: data.id,
            isJson: true,
            revision: BigInt(current + index),
            type: data.type,
            created: new Date('2024-01-01T00:00:00.000Z'),
            data: data.data,
            metadata: data.metadata,
            position: { commit: position, prepare: position },
          } as NonNullable<AllStreamResolvedEvent['event']>,
        });
      }
      const last = log.at(-1)!.event!;
      return { success: true, nextExpectedRevision: last.revision, position: last.position };
    },
    async *readStream(streamId: string, options: ReadStreamOptions = {}) {
      calls.readStream.push(options);
      const events = streamOf(streamId);
      if (events.length === 0) throw new StreamNotFoundError(undefined, streamId);
      yield* events.slice(0, Number(options.maxCount ?? events.length));
    },
    async *readAll(options: ReadAllOptions = {}) {
      calls.readAll.push(options);
      const from = options.fromPosition;
      const found =
        typeof from === 'object' ? log.findIndex((resolved) => resolved.event!.position.commit >= from.commit) : 0;
      const start = found < 0 ? log.length : found;
      yield* log.slice(start, start + Number(options.maxCount ?? log.length));
    },
    async dispose() {
      calls.disposed = true;
    },
  };
  return { store: createKurrentDbEventStore(client as unknown as KurrentClient), calls };
}

const ids = (events: readonly { eventId: string }[]) => events.map((event) => event.eventId);

describe('KurrentDB event store adapter', () => {
  it('appends with our expected versions and reads streams with our versions', async () => {
    const { store } = fakeKurrentDb();
    const events = buildEvents(3);
    expect((await store.append('s', events.slice(0, 2), { expectedVersion: 'no_stream' })).nextVersion).toBe(2);
    expect((await store.append('s', events.slice(2), { expectedVersion: 2 })).nextVersion).toBe(3);
    const read = await store.readStream('s');
    expect(read.map((event) => [event.version, event.eventId])).toEqual(
      events.map((event, index) => [index + 1, event.eventId]),
    );
  });

  it('turns a stale expected version into ConcurrencyError with our actual version', async () => {
    const { store } = fakeKurrentDb();
    await store.append('s', buildEvents(2));
    await expect(store.append('s', buildEvents(1), { expectedVersion: 1 })).rejects.toEqual(
      new ConcurrencyError('s', 1, 2),
    );
    await expect(store.append('s', buildEvents(1), { expectedVersion: 'no_stream' })).rejects.toBeInstanceOf(
      ConcurrencyError,
    );
  });

  it('answers a retried append with the original result instead of a concurrency error', async () => {
    const { store } = fakeKurrentDb();
    const batch = buildEvents(2);
    const original = await store.append('s', batch, { expectedVersion: 'no_stream' });
    await store.append('s', buildEvents(1));
    expect(await store.append('s', batch, { expectedVersion: 'no_stream' })).toEqual(original);
    expect(await store.readStream('s')).toHaveLength(3);
  });

  it('refuses a retry that matches an earlier append only in part', async () => {
    const { store } = fakeKurrentDb();
    const [first, second] = buildEvents(2) as [NewEvent, NewEvent];
    await store.append('s', [first]);
    await expect(store.append('s', [first, second], { expectedVersion: 0 })).rejects.toBeInstanceOf(
      DuplicateEventIdError,
    );
  });

  it('reads a stream up to a version by asking for that many events, and a missing stream as empty', async () => {
    const { store, calls } = fakeKurrentDb();
    await store.append('s', buildEvents(4));
    expect((await store.readStream('s', { toVersion: 2 })).map((event) => event.version)).toEqual([1, 2]);
    expect(calls.readStream.at(-1)).toMatchObject({ fromRevision: START, maxCount: 2 });
    expect(await store.readStream('s', { toVersion: 0 })).toEqual([]);
    expect(await store.readStream('missing')).toEqual([]);
  });

  it('reads all after a position without the event at that position, at most `limit` events', async () => {
    const { store, calls } = fakeKurrentDb();
    const events = buildEvents(5);
    await store.append('a', events.slice(0, 3));
    await store.append('b', events.slice(3));
    const all = await store.readAll({ transactionId: '0', globalPosition: '0' }, 10);
    expect(ids(all)).toEqual(ids(events));
    expect(calls.readAll[0]).toMatchObject({ fromPosition: START, maxCount: 11 });
    const afterSecond = await store.readAll(all[1]!.position, 2);
    expect(ids(afterSecond)).toEqual(ids(events.slice(2, 4)));
    expect(calls.readAll[1]).toMatchObject({ fromPosition: { commit: 200n, prepare: 200n }, maxCount: 3 });
  });

  it('disposes of the client on close', async () => {
    const { store, calls } = fakeKurrentDb();
    await store.close();
    expect(calls.disposed).toBe(true);
  });
});
