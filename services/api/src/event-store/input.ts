import type { LogPosition, NewEvent } from '@waterline/domain/events/envelope';
import type { ExpectedVersion } from '@waterline/domain/events/event-store';
import { InvalidEventStoreInputError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DECIMAL = /^(0|[1-9][0-9]{0,19})$/;
export const MAX_READ_BATCH = 10_000;

/** Checks an append before it touches storage; throws InvalidEventStoreInputError naming the first problem. */
export function assertValidAppend(
  streamId: string,
  events: readonly NewEvent[],
  expectedVersion: ExpectedVersion,
): void {
  assertValidStreamId(streamId);
  if (!(expectedVersion === 'any' || expectedVersion === 'no_stream' || isVersion(expectedVersion))) {
    throw new InvalidEventStoreInputError(
      `Expected version must be 'any', 'no_stream' or a whole number >= 0, got ${JSON.stringify(expectedVersion)}`,
    );
  }
  if (!Array.isArray(events) || events.length === 0)
    throw new InvalidEventStoreInputError('An append needs at least one event');
  const seen = new Set<string>();
  for (const event of events) {
    if (typeof event.eventId !== 'string' || !UUID.test(event.eventId))
      throw new InvalidEventStoreInputError(`Event id must be a uuid, got ${JSON.stringify(event.eventId)}`);
    const id = event.eventId.toLowerCase();
    if (seen.has(id)) throw new InvalidEventStoreInputError(`Event id ${id} appears twice in one append`);
    seen.add(id);
    if (typeof event.type !== 'string' || event.type.length === 0)
      throw new InvalidEventStoreInputError(`Event ${id} needs a type`);
    if (event.data === undefined) throw new InvalidEventStoreInputError(`Event ${id} needs data`);
    if (typeof event.metadata !== 'object' || event.metadata === null)
      throw new InvalidEventStoreInputError(`Event ${id} needs metadata`);
  }
}

export function assertValidStreamId(streamId: string): void {
  if (typeof streamId !== 'string' || streamId.length === 0 || streamId.length > 200) {
    throw new InvalidEventStoreInputError('Stream id must be a string of 1 to 200 characters');
  }
}

export function assertValidToVersion(toVersion: number | undefined): void {
  if (toVersion !== undefined && !isVersion(toVersion))
    throw new InvalidEventStoreInputError(`toVersion must be a whole number >= 0, got ${JSON.stringify(toVersion)}`);
}

export function assertValidReadAll(after: LogPosition, limit: number): void {
  if (!DECIMAL.test(after?.transactionId) || !DECIMAL.test(after?.globalPosition)) {
    throw new InvalidEventStoreInputError('A log position is two decimal strings: transactionId and globalPosition');
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_READ_BATCH)
    throw new InvalidEventStoreInputError(`limit must be a whole number from 1 to ${MAX_READ_BATCH}`);
}

/** True when the stream's current version satisfies the expectation. */
export function expectationMet(expected: ExpectedVersion, current: number): boolean {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return current === 0;
  return expected === current;
}

function isVersion(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
