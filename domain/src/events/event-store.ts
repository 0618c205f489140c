import type { LogPosition, NewEvent, RecordedEvent } from './envelope.ts';

/** 'no_stream': the stream must not exist yet; 'any': no check; a number: the stream's current version (0 = empty). */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendResult {
  /** The stream's version after the append. */
  nextVersion: number;
  /** Position of the last appended event. */
  position: LogPosition;
}

/** The event store port. Adapters: Postgres/PGlite (default) and KurrentDB. */
export interface EventStore {
  /** Appends atomically; throws ConcurrencyError when the expected version does not match. Retrying with the same event ids stores nothing twice and returns the original result. */
  append(streamId: string, events: NewEvent[], options?: { expectedVersion?: ExpectedVersion }): Promise<AppendResult>;
  /** Events of one stream in version order, up to and including `toVersion` when given. */
  readStream(streamId: string, options?: { toVersion?: number }): Promise<RecordedEvent[]>;
  /** Committed events after `after`, in commit-safe order, at most `limit`. */
  readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]>;
  /** Calls `onEvents` with each new batch after `after` until the returned function is called. */
  subscribe(after: LogPosition, onEvents: (events: RecordedEvent[]) => Promise<void>): () => void;
  close(): Promise<void>;
}

export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`Stream ${streamId} is at version ${actual}, expected ${String(expected)}`);
    this.name = 'ConcurrencyError';
  }
}

/** Compares log positions in commit-safe order. */
export function comparePositions(a: LogPosition, b: LogPosition): number {
  const tx = BigInt(a.transactionId) - BigInt(b.transactionId);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const pos = BigInt(a.globalPosition) - BigInt(b.globalPosition);
  return pos === 0n ? 0 : pos < 0n ? -1 : 1;
}
