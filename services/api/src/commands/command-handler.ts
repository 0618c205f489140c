import { randomUUID } from 'node:crypto';
import { DomainError, foldEvents, type Decider, type DomainEvent } from '@waterline/domain/aggregate/decider';
import type { LogPosition, NewEvent } from '@waterline/domain/events/envelope';
import { ConcurrencyError, type EventStore } from '@waterline/domain/events/event-store';
import { DatabaseUnavailableError } from '@waterline/read-models/db/unavailable';
import type { CommandOutcome } from '../observability/metrics.ts';
import type { AggregateCache } from './aggregate-cache.ts';
import { eventIdFor } from './event-ids.ts';
import type { StreamQueue } from './stream-queue.ts';

/** The effects a command needs. */
export interface CommandEnv {
  eventStore: EventStore;
  clock: () => Date;
  bcryptCost: number;
  aggregateCache?: AggregateCache;
  streamQueue?: StreamQueue;
  /** Told how each command ended, by the command's type (metrics). */
  observeCommand?: (command: string, outcome: CommandOutcome) => void;
  /** Keys no project may take besides the domain's own: the top-level paths the running server answers. */
  reservedProjectKeys?: () => ReadonlySet<string>;
}

/** Who asked and as part of which request: becomes every event's metadata. */
export interface CommandOrigin {
  actorId: string;
  correlationId: string;
  /** Salted hash of the client address, for anonymous requests. */
  clientHash?: string;
}

/** How a command is stored: `commandId` (default: a new uuid) is its events' causation id, and their ids derive from it. */
export interface CommandOptions {
  commandId?: string;
}

export interface CommandResult<State, Event> {
  events: Event[];
  state: State;
  /** The stream's version after the command. */
  version: number;
  /**
   * Position of the stream's last event: the one just appended, or, when the command changed nothing, the last one
   * stored (which the read models may not have reached yet). Null only for a stream with no events.
   */
  position: LogPosition | null;
}

const MAX_ATTEMPTS = 10;
const RESEND_PAUSE_MS = 200;

export const concurrentChangeMessage = 'This was changed by someone else at the same time; please try again';

/**
 * Loads the stream, decides, and appends with the expected version. When another writer got there
 * first, the command is decided again on the stream as it now stands (a few times at most).
 * `command` may be built from the current state (e.g. to compare an access code with its hash).
 */
export function handleCommand<State, Command, Event extends DomainEvent>(
  env: CommandEnv,
  decider: Decider<State, Command, Event>,
  streamId: string,
  command: Command | ((state: State) => Command | Promise<Command>),
  origin: CommandOrigin,
  options: CommandOptions = {},
): Promise<CommandResult<State, Event>> {
  const decided: { type?: string } = {};
  const attempt = () => decideAndAppend(env, decider, streamId, command, origin, decided, options);
  const run = env.streamQueue ? env.streamQueue.run(streamId, attempt) : attempt();
  return env.observeCommand ? observed(run, decided, env.observeCommand) : run;
}

async function observed<Result extends { events: readonly unknown[] }>(
  run: Promise<Result>,
  decided: { type?: string },
  observe: (command: string, outcome: CommandOutcome) => void,
): Promise<Result> {
  try {
    const result = await run;
    observe(decided.type ?? 'unknown', result.events.length > 0 ? 'stored' : 'unchanged');
    return result;
  } catch (error) {
    const outcome = !(error instanceof DomainError)
      ? 'failed'
      : error.message === concurrentChangeMessage
        ? 'conflict'
        : 'refused';
    observe(decided.type ?? 'unknown', outcome);
    throw error;
  }
}

async function decideAndAppend<State, Command, Event extends DomainEvent>(
  env: CommandEnv,
  decider: Decider<State, Command, Event>,
  streamId: string,
  command: Command | ((state: State) => Command | Promise<Command>),
  origin: CommandOrigin,
  decidedCommand: { type?: string },
  options: CommandOptions,
): Promise<CommandResult<State, Event>> {
  let cached = env.aggregateCache?.get<State>(streamId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const stored = cached ? undefined : await loadStream(env.eventStore, decider, streamId);
    const { state, version } = cached ?? stored!;
    cached = undefined;
    let events: Event[];
    const now = env.clock();
    try {
      const decided =
        typeof command === 'function'
          ? await (command as (state: State) => Command | Promise<Command>)(state)
          : command;
      decidedCommand.type = (decided as { type?: string }).type;
      events = decider.decide(decided, state, now);
    } catch (error) {
      // A refusal based on a cached state may be out of date: decide again on the stored stream.
      if (!stored && error instanceof DomainError) continue;
      throw error;
    }
    if (events.length === 0) {
      // Nothing to append: confirmed on the stored stream, whose last position is what the read models must reach.
      if (!stored) continue;
      return { events, state, version, position: stored.position };
    }
    const commandId = options.commandId ?? randomUUID();
    const batch = events.map((event, index) => toNewEvent(event, origin, commandId, index, now));
    const append = () =>
      env.eventStore.append(streamId, batch, { expectedVersion: version === 0 ? 'no_stream' : version });
    try {
      const result = await append().catch(async (error: unknown) => {
        // The batch may have been stored before the answer was lost: sent again with the same ids, the store answers with that append.
        if (!(error instanceof DatabaseUnavailableError)) throw error;
        await pause(RESEND_PAUSE_MS);
        return append();
      });
      const next = events.reduce(decider.evolve, state);
      env.aggregateCache?.set(streamId, result.nextVersion, next);
      return { events, state: next, version: result.nextVersion, position: result.position };
    } catch (error) {
      env.aggregateCache?.forget(streamId);
      if (!(error instanceof ConcurrencyError)) throw error;
      await pause(Math.random() * 5 * attempt);
    }
  }
  throw new DomainError('conflict', concurrentChangeMessage);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stream's current state and version, folded from the store, and its last event's position (null when it has none). */
export async function loadStream<State, Command, Event extends DomainEvent>(
  eventStore: EventStore,
  decider: Decider<State, Command, Event>,
  streamId: string,
  toVersion?: number,
): Promise<{ state: State; version: number; position: LogPosition | null }> {
  const stored = await eventStore.readStream(streamId, toVersion === undefined ? {} : { toVersion });
  const last = stored.at(-1);
  return { state: foldEvents(decider, stored), version: last?.version ?? 0, position: last?.position ?? null };
}

/** The command's id is every resulting event's causation id, and its events' ids derive from it. */
function toNewEvent(event: DomainEvent, origin: CommandOrigin, commandId: string, index: number, now: Date): NewEvent {
  return {
    eventId: eventIdFor(commandId, index),
    type: event.type,
    data: event.data,
    metadata: {
      actorId: origin.actorId,
      correlationId: origin.correlationId,
      causationId: commandId,
      occurredAt: now.toISOString(),
      ...(origin.clientHash ? { clientHash: origin.clientHash } : {}),
    },
  };
}
