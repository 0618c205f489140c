/**
 * Between our event-store port and KurrentDB's client. KurrentDB counts revisions from 0 and says
 * "no stream" where we say version 0; our version N is its revision N-1. A log position is its
 * { commit, prepare } pair, carried as { transactionId: commit, globalPosition: prepare }, which
 * `comparePositions` orders the same way KurrentDB does.
 */
import {
  ANY,
  jsonEvent,
  NO_STREAM,
  START,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendResult as KurrentAppendResult,
  type AppendStreamState,
  type CurrentStreamState,
  type EventData,
  type JSONType,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import {
  LOG_START,
  type EventMetadata,
  type LogPosition,
  type NewEvent,
  type RecordedEvent,
} from '@waterline/domain/events/envelope';
import {
  comparePositions,
  ConcurrencyError,
  type AppendResult,
  type ExpectedVersion,
} from '@waterline/domain/events/event-store';

export function toStreamState(expected: ExpectedVersion): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream' || expected === 0) return NO_STREAM;
  return BigInt(expected - 1);
}

/** Our version of a stream in a given KurrentDB state: 0 for no stream, else revision + 1. */
export function toVersion(state: CurrentStreamState): number {
  return state === NO_STREAM ? 0 : Number(state) + 1;
}

export function toConcurrencyError(error: WrongExpectedVersionError, expected: ExpectedVersion): ConcurrencyError {
  return new ConcurrencyError(error.streamName, expected, toVersion(error.actualState));
}

export function toLogPosition(position: Position): LogPosition {
  return { transactionId: position.commit.toString(), globalPosition: position.prepare.toString() };
}

export function toReadPosition(after: LogPosition): ReadPosition {
  return comparePositions(after, LOG_START) === 0
    ? START
    : { commit: BigInt(after.transactionId), prepare: BigInt(after.globalPosition) };
}

export function toEventData(event: NewEvent): EventData {
  return jsonEvent({
    id: event.eventId,
    type: event.type,
    data: event.data as JSONType,
    metadata: event.metadata as unknown as JSONType,
  });
}

export function toAppendResult(result: KurrentAppendResult): AppendResult {
  if (!result.position)
    throw new Error('KurrentDB returned no log position for the append; a server newer than 22.6 is required');
  return { nextVersion: toVersion(result.nextExpectedRevision), position: toLogPosition(result.position) };
}

/** The recorded event inside a resolved one; throws for binary events and servers too old to give positions. */
export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent {
  const event = resolved.event;
  if (!event) throw new Error('KurrentDB returned a resolved event without its event');
  if (!event.isJson) throw new Error(`Event ${event.id} in ${event.streamId} is not JSON`);
  if (!event.position)
    throw new Error('KurrentDB returned an event without a log position; a server newer than 22.6 is required');
  return {
    eventId: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    version: toVersion(event.revision),
    position: toLogPosition(event.position),
    recordedAt: event.created.toISOString(),
  };
}

export function isWrongExpectedVersion(error: unknown): error is WrongExpectedVersionError {
  return error instanceof WrongExpectedVersionError;
}
