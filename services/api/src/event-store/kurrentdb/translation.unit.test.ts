import {
  ANY,
  jsonEvent,
  NO_STREAM,
  START,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type Position,
} from '@kurrent/kurrentdb-client';
import { LOG_START } from '@waterline/domain/events/envelope';
import { comparePositions, ConcurrencyError } from '@waterline/domain/events/event-store';
import { buildEvent } from '@waterline/read-models/runner/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  toAppendResult,
  toConcurrencyError,
  toEventData,
  toLogPosition,
  toReadPosition,
  toRecordedEvent,
  toStreamState,
  toVersion,
} from './translation.ts';

const recorded = (overrides: Partial<NonNullable<AllStreamResolvedEvent['event']>> = {}): AllStreamResolvedEvent => ({
  event: {
    streamId: 'project-1',
    id: '0b7c3f5e-6a51-4c36-9a3b-1f0f6f3c2a10',
    isJson: true,
    revision: 4n,
    type: 'ProjectRenamed',
    created: new Date('2024-03-01T12:00:00.123Z'),
    data: { title: 'Fort Peck' },
    metadata: { actorId: 'user-1', correlationId: 'c', causationId: 'c', occurredAt: '2024-03-01T12:00:00.000Z' },
    position: { commit: 1200n, prepare: 1100n },
    ...overrides,
  } as NonNullable<AllStreamResolvedEvent['event']>,
});

describe('KurrentDB translation', () => {
  it("maps our expected versions to KurrentDB's stream states: version N is revision N-1, 0 is no stream", () => {
    expect(toStreamState('any')).toBe(ANY);
    expect(toStreamState('no_stream')).toBe(NO_STREAM);
    expect(toStreamState(0)).toBe(NO_STREAM);
    expect(toStreamState(1)).toBe(0n);
    expect(toStreamState(42)).toBe(41n);
  });

  it('maps revisions and the no-stream state back to our versions', () => {
    expect(toVersion(NO_STREAM)).toBe(0);
    expect(toVersion(0n)).toBe(1);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 40 }),
        (version) => toVersion(toStreamState(version) as bigint) === version,
      ),
    );
  });

  it("turns the client's WrongExpectedVersionError into our ConcurrencyError with our numbers", () => {
    const stale = new WrongExpectedVersionError(undefined, { streamName: 'project-1', expected: 2n, current: 4n });
    const error = toConcurrencyError(stale, 3);
    expect(error).toBeInstanceOf(ConcurrencyError);
    expect(error).toMatchObject({ streamId: 'project-1', expected: 3, actual: 5 });
    const missing = new WrongExpectedVersionError(undefined, {
      streamName: 'project-2',
      expected: 0n,
      current: NO_STREAM,
    });
    expect(toConcurrencyError(missing, 1)).toMatchObject({ streamId: 'project-2', expected: 1, actual: 0 });
  });

  it('carries commit and prepare positions as decimal strings, in the same order', () => {
    const position: Position = { commit: 18_446_744_073_709_551_000n, prepare: 7n };
    expect(toLogPosition(position)).toEqual({ transactionId: '18446744073709551000', globalPosition: '7' });
    expect(toReadPosition(toLogPosition(position))).toEqual(position);
    expect(toReadPosition(LOG_START)).toBe(START);
    const arbitraryPosition = fc.record({
      commit: fc.bigInt({ min: 0n, max: 2n ** 63n }),
      prepare: fc.bigInt({ min: 0n, max: 2n ** 63n }),
    });
    fc.assert(
      fc.property(arbitraryPosition, arbitraryPosition, (a, b) => {
        const kurrentOrder =
          a.commit === b.commit ? Math.sign(Number(a.prepare - b.prepare)) : Math.sign(Number(a.commit - b.commit));
        return comparePositions(toLogPosition(a), toLogPosition(b)) === kurrentOrder;
      }),
    );
  });

  it("builds the client's JSON event data with our event id, type, data and metadata", () => {
    const event = buildEvent('ProjectRenamed', { title: 'Fort Peck' });
    expect(toEventData(event)).toEqual(
      jsonEvent({
        id: event.eventId,
        type: 'ProjectRenamed',
        data: { title: 'Fort Peck' },
        metadata: { ...event.metadata },
      }),
    );
  });

  it('reads an append result as our next version and position, and needs the position', () => {
    expect(toAppendResult({ success: true, nextExpectedRevision: 2n, position: { commit: 10n, prepare: 8n } })).toEqual(
      {
        nextVersion: 3,
        position: { transactionId: '10', globalPosition: '8' },
      },
    );
    expect(() => toAppendResult({ success: true, nextExpectedRevision: 2n })).toThrow('no log position');
  });

  it('reads a resolved event as our recorded event', () => {
    expect(toRecordedEvent(recorded())).toEqual({
      eventId: '0b7c3f5e-6a51-4c36-9a3b-1f0f6f3c2a10',
      type: 'ProjectRenamed',
      data: { title: 'Fort Peck' },
      metadata: { actorId: 'user-1', correlationId: 'c', causationId: 'c', occurredAt: '2024-03-01T12:00:00.000Z' },
      streamId: 'project-1',
      version: 5,
      position: { transactionId: '1200', globalPosition: '1100' },
      recordedAt: '2024-03-01T12:00:00.123Z',
    });
  });

  it('refuses binary events, events without a position and empty resolved events', () => {
    expect(() => toRecordedEvent(recorded({ isJson: false, data: new Uint8Array([1]) } as never))).toThrow(
      'is not JSON',
    );
    expect(() => toRecordedEvent(recorded({ position: undefined } as never))).toThrow('without a log position');
    expect(() => toRecordedEvent({})).toThrow('without its event');
  });
});
