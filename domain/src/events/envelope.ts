/** Who did what, when and why: carried by every stored event. Never holds a secret. */
export interface EventMetadata {
  actorId: string; // a user id, or 'anonymous'
  correlationId: string;
  causationId: string;
  occurredAt: string; // ISO 8601, supplied by the caller (domain code never reads the clock)
  clientHash?: string; // salted hash of the client address, for anonymous writes
}

/** An event about to be appended. `eventId` makes the append idempotent. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  eventId: string; // uuid
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/**
 * Where a reader stands in the global log. Ordered by (transactionId, globalPosition):
 * never by the position alone, because transactions commit out of order.
 * Both are decimal strings (Postgres xid8 and bigint).
 */
export interface LogPosition {
  transactionId: string;
  globalPosition: string;
}

export const LOG_START: LogPosition = { transactionId: '0', globalPosition: '0' };

/** An event as stored. `version` counts from 1 within its stream. */
export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  streamId: string;
  version: number;
  position: LogPosition;
  recordedAt: string;
}
