/** An event as a decider emits it and `evolve` folds it: the envelope (ids, metadata, position) is added by the caller. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * One aggregate's pure model: `decide` turns a command into events against the current state,
 * `evolve` folds events into state, `parseEvent` turns a stored event back into a typed one
 * (null for a type this aggregate does not know).
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State, now: Date) => Event[];
  parseEvent: (stored: { type: string; data: unknown }) => Event | null;
}

/** Why a command was refused; the HTTP layer maps the kind to a status code. */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'not_found' | 'conflict';

/** A command refused by the business rules. The message is meant for the user and never holds a secret. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Folds stored events through a decider, skipping types it does not know. */
export function foldEvents<State, Command, Event extends DomainEvent>(
  decider: Decider<State, Command, Event>,
  stored: readonly { type: string; data: unknown }[],
  state: State = decider.initialState(),
): State {
  let current = state;
  for (const event of stored) {
    const parsed = decider.parseEvent(event);
    if (parsed) current = decider.evolve(current, parsed);
  }
  return current;
}

/** Compile-time exhaustiveness check for switches over unions. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
