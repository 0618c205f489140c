import { expect } from 'vitest';
import { DomainError, type Decider, type DomainErrorKind, type DomainEvent } from './decider.ts';

/** The instant deciders see in tests unless a test passes its own. */
export const testNow = new Date('2025-03-01T12:00:00.000Z');

/** given(events).when(command).then(expectedEvents) for a decider's unit tests. */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: readonly Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState());
      return {
        when(command: Command, now: Date = testNow) {
          const run = () => decider.decide(command, state, now);
          return {
            then(expected: readonly Event[]) {
              expect(run()).toEqual(expected);
            },
            thenRefuses(kind: DomainErrorKind, message: string | RegExp) {
              let error: unknown;
              try {
                run();
              } catch (caught) {
                error = caught;
              }
              expect(error, 'the command should be refused').toBeInstanceOf(DomainError);
              expect((error as DomainError).kind).toBe(kind);
              if (typeof message === 'string') expect((error as DomainError).message).toBe(message);
              else expect((error as DomainError).message).toMatch(message);
            },
          };
        },
      };
    },
  };
}
