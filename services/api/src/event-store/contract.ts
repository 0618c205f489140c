import { LOG_START, type LogPosition, type RecordedEvent } from '@waterline/domain/events/envelope';
import { comparePositions, ConcurrencyError, type EventStore } from '@waterline/domain/events/event-store';
import {
  buildEvent,
  buildEvents,
  uniqueStreamId,
  type HoldAppendOpen,
  type HoldTransactionOpen,
} from '@waterline/read-models/runner/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { InvalidEventStoreInputError } from './errors.ts';

export interface EventStoreContractSetup {
  openStore(): Promise<EventStore>;
  /** Present where two transactions can be open at once (real PostgreSQL). */
  holdAppendOpen?: HoldAppendOpen;
  /** Present where two transactions can be open at once (real PostgreSQL). */
  holdTransactionOpen?: HoldTransactionOpen;
}

/** Every event-store adapter must pass these; call inside a describe block (after its database hooks). */
export function eventStoreContract(setup: EventStoreContractSetup): void {
  let store: EventStore;
  beforeAll(async () => {
    store = await setup.openStore();
  });
  afterAll(async () => {
    await store?.close();
  });

  /** Everything readAll returns after `after`, page by page, keeping only the given streams. */
  async function readAllOf(
    streams: string[],
    after: LogPosition = LOG_START,
    pageSize = 1000,
  ): Promise<RecordedEvent[]> {
    const found: RecordedEvent[] = [];
    for (let position = after; ;) {
      const page = await store.readAll(position, pageSize);
      found.push(...page.filter((event) => streams.includes(event.streamId)));
      const last = page.at(-1);
      if (!last) return found;
      position = last.position;
    }
  }

  /**
   * `readAllOf` once it finds `count` events. Readers wait for every older writing transaction on the
   * server to end (xids are server-wide, so other databases' count too), hence the patience.
   */
  async function readAllOnceVisible(
    streams: string[],
    count: number,
    after: LogPosition,
    pageSize?: number,
  ): Promise<RecordedEvent[]> {
    let found: RecordedEvent[] = [];
    await expect
      .poll(
        async () => {
          found = await readAllOf(streams, after, pageSize);
          return found.length;
        },
        { timeout: 15_000, interval: 50 },
      )
      .toBe(count);
    return found;
  }

  it('appends to a new stream and reads it back with versions from 1', async () => {
    const streamId = uniqueStreamId();
    const events = [
      buildEvent('Created', { name: 'Lake' }),
      buildEvent('Renamed', { name: 'Pond', note: 'quote " and \\ kept' }),
    ];
    const result = await store.append(streamId, events, { expectedVersion: 'no_stream' });
    expect(result.nextVersion).toBe(2);
    const read = await store.readStream(streamId);
    expect(
      read.map(({ eventId, type, data, metadata, streamId: id, version }) => ({
        eventId,
        type,
        data,
        metadata,
        streamId: id,
        version,
      })),
    ).toEqual(events.map((event, index) => ({ ...event, streamId, version: index + 1 })));
    expect(read[1]!.position).toEqual(result.position);
    expect(read[0]!.recordedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('appends after the expected version and rejects a stale one with ConcurrencyError, storing nothing', async () => {
    const streamId = uniqueStreamId();
    await store.append(streamId, buildEvents(2), { expectedVersion: 0 });
    expect((await store.append(streamId, [buildEvent()], { expectedVersion: 2 })).nextVersion).toBe(3);
    const stale = store.append(streamId, [buildEvent()], { expectedVersion: 2 });
    await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(stale).rejects.toMatchObject({ streamId, expected: 2, actual: 3 });
    await expect(store.append(streamId, [buildEvent()], { expectedVersion: 'no_stream' })).rejects.toMatchObject({
      expected: 'no_stream',
      actual: 3,
    });
    expect(await store.readStream(streamId)).toHaveLength(3);
  });

  it("appends with 'any' (the default) whatever the stream's version", async () => {
    const streamId = uniqueStreamId();
    expect((await store.append(streamId, [buildEvent()])).nextVersion).toBe(1);
    expect((await store.append(streamId, buildEvents(2), { expectedVersion: 'any' })).nextVersion).toBe(3);
  });

  it('lets exactly one of 20 concurrent appends with the same expected version win, leaving no gaps', async () => {
    const streamId = uniqueStreamId();
    await store.append(streamId, [buildEvent()], { expectedVersion: 'no_stream' });
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () => store.append(streamId, buildEvents(2), { expectedVersion: 1 })),
    );
    const won = attempts.filter((attempt) => attempt.status === 'fulfilled');
    const lost = attempts.flatMap((attempt) => (attempt.status === 'rejected' ? [attempt.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const error of lost) expect(error).toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(streamId)).map((event) => event.version)).toEqual([1, 2, 3]);
  });

  it('stores nothing twice when an append is retried with the same event ids, and returns the original result', async () => {
    const streamId = uniqueStreamId();
    const first = buildEvents(2);
    const original = await store.append(streamId, first, { expectedVersion: 'no_stream' });
    expect(await store.append(streamId, first, { expectedVersion: 'no_stream' })).toEqual(original);
    await store.append(streamId, [buildEvent()], { expectedVersion: 2 });
    expect(await store.append(streamId, first, { expectedVersion: 'no_stream' })).toEqual(original);
    const second = [buildEvent()];
    const appendedAny = await store.append(streamId, second, { expectedVersion: 'any' });
    expect(await store.append(streamId, second, { expectedVersion: 'any' })).toEqual(appendedAny);
    const stored = await store.readStream(streamId);
    expect(stored.map((event) => event.version)).toEqual([1, 2, 3, 4]);
    expect(new Set(stored.map((event) => event.eventId)).size).toBe(4);
  });

  it('reads a stream up to and including a version', async () => {
    const streamId = uniqueStreamId();
    await store.append(streamId, buildEvents(5));
    expect((await store.readStream(streamId, { toVersion: 3 })).map((event) => event.version)).toEqual([1, 2, 3]);
    expect(await store.readStream(streamId, { toVersion: 0 })).toEqual([]);
    expect(await store.readStream(streamId, { toVersion: 99 })).toHaveLength(5);
    expect(await store.readStream(uniqueStreamId('missing'))).toEqual([]);
  });

  it('reads all events in commit order, page by page, each position after the last', async () => {
    const [a, b] = [uniqueStreamId('a'), uniqueStreamId('b')];
    const before = (await store.append(uniqueStreamId('marker'), [buildEvent()])).position;
    const appended = [...(await appendAndRead(a, 2)), ...(await appendAndRead(b, 1)), ...(await appendAndRead(a, 1))];
    const inOnePage = await readAllOnceVisible([a, b], appended.length, before);
    const inPagesOfOne = await readAllOf([a, b], before, 1);
    expect(inOnePage.map((event) => event.eventId)).toEqual(appended);
    expect(inPagesOfOne).toEqual(inOnePage);
    for (let index = 1; index < inOnePage.length; index += 1) {
      expect(comparePositions(inOnePage[index - 1]!.position, inOnePage[index]!.position)).toBe(-1);
    }
    const last = inOnePage.at(-1)!;
    expect((await store.readAll(last.position, 10)).filter((event) => [a, b].includes(event.streamId))).toEqual([]);
  });

  async function appendAndRead(streamId: string, count: number): Promise<string[]> {
    const events = buildEvents(count);
    await store.append(streamId, events);
    return events.map((event) => event.eventId);
  }

  it('delivers new events to a subscriber in order until it unsubscribes', async () => {
    const streamId = uniqueStreamId();
    const start = (await store.append(uniqueStreamId('marker'), [buildEvent()])).position;
    const received: RecordedEvent[] = [];
    const unsubscribe = store.subscribe(start, async (events) => {
      received.push(...events.filter((event) => event.streamId === streamId));
    });
    const events = buildEvents(3);
    await store.append(streamId, events.slice(0, 2));
    await store.append(streamId, events.slice(2));
    await expect
      .poll(() => received.map((event) => event.eventId), { timeout: 15_000 })
      .toEqual(events.map((event) => event.eventId));
    unsubscribe();
    await store.append(streamId, [buildEvent()]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(received).toHaveLength(3);
  });

  it('delivers a batch again when the subscriber fails on it', async () => {
    const streamId = uniqueStreamId();
    const start = (await store.append(uniqueStreamId('marker'), [buildEvent()])).position;
    let failuresLeft = 1;
    const received: string[] = [];
    const unsubscribe = store.subscribe(start, async (events) => {
      const mine = events.filter((event) => event.streamId === streamId);
      if (mine.length > 0 && failuresLeft-- > 0) throw new Error('subscriber failed once');
      received.push(...mine.map((event) => event.eventId));
    });
    const event = buildEvent();
    await store.append(streamId, [event]);
    await expect.poll(() => received, { timeout: 15_000 }).toEqual([event.eventId]);
    unsubscribe();
  });

  it('rejects bad input with a clear error and stores nothing', async () => {
    const streamId = uniqueStreamId();
    await expect(store.append(streamId, [])).rejects.toThrow(InvalidEventStoreInputError);
    await expect(store.append(streamId, [{ ...buildEvent(), eventId: 'not-a-uuid' }])).rejects.toThrow(
      'Event id must be a uuid',
    );
    const twice = buildEvent();
    await expect(store.append(streamId, [twice, twice])).rejects.toThrow('appears twice');
    await expect(store.append(streamId, [buildEvent()], { expectedVersion: -1 })).rejects.toThrow('Expected version');
    await expect(store.append('', [buildEvent()])).rejects.toThrow('Stream id');
    await expect(store.readStream(streamId, { toVersion: 1.5 })).rejects.toThrow('toVersion');
    await expect(store.readAll({ transactionId: 'x', globalPosition: '0' }, 10)).rejects.toThrow('log position');
    await expect(store.readAll(LOG_START, 0)).rejects.toThrow('limit');
    expect(await store.readStream(streamId)).toEqual([]);
  });

  const { holdAppendOpen, holdTransactionOpen } = setup;
  if (holdAppendOpen && holdTransactionOpen) {
    it('reads an append with a higher transaction id but a lower position that commits later (needs two open transactions: real Postgres only)', async () => {
      const [slow, fast] = [uniqueStreamId('slow'), uniqueStreamId('fast')];
      const start = (await store.append(uniqueStreamId('marker'), [buildEvent()])).position;
      const early = await holdTransactionOpen();
      const held = await holdAppendOpen(slow, [buildEvent()]);
      try {
        await early.append(fast, [buildEvent()]);
        await early.commit();
        const [first] = await readAllOnceVisible([slow, fast], 1, start);
        expect(first!.streamId).toBe(fast);
        await held.commit();
        const [second] = await readAllOnceVisible([slow, fast], 1, first!.position);
        expect(second!.streamId).toBe(slow);
        expect(BigInt(second!.position.globalPosition)).toBeLessThan(BigInt(first!.position.globalPosition));
      } finally {
        await early.rollback();
        await held.rollback();
      }
    });
  }

  if (holdAppendOpen) {
    it('holds readers back at an uncommitted lower position and skips nothing once it commits (needs two open transactions: real Postgres only)', async () => {
      const [slow, fast] = [uniqueStreamId('slow'), uniqueStreamId('fast')];
      const start = (await store.append(uniqueStreamId('marker'), [buildEvent()])).position;
      const held = await holdAppendOpen(slow, [buildEvent()]);
      try {
        await store.append(fast, [buildEvent()]);
        expect(await readAllOf([slow, fast], start)).toEqual([]);
        await held.commit();
        const read = await readAllOnceVisible([slow, fast], 2, start, 1);
        expect(read.map((event) => event.streamId)).toEqual([slow, fast]);
        expect(BigInt(read[0]!.position.globalPosition)).toBeLessThan(BigInt(read[1]!.position.globalPosition));
      } finally {
        await held.rollback();
      }
    });

    it('does not hold readers back after an append rolls back (needs two open transactions: real Postgres only)', async () => {
      const [slow, fast] = [uniqueStreamId('slow'), uniqueStreamId('fast')];
      const start = (await store.append(uniqueStreamId('marker'), [buildEvent()])).position;
      const held = await holdAppendOpen(slow, [buildEvent()]);
      try {
        await store.append(fast, [buildEvent()]);
        await held.rollback();
        expect((await readAllOnceVisible([slow, fast], 1, start)).map((event) => event.streamId)).toEqual([fast]);
        expect(await store.readStream(slow)).toEqual([]);
      } finally {
        await held.rollback();
      }
    });
  }
}
