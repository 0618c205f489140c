import { z } from 'zod';
import { eventParser, type EventsOf } from '../aggregate/event-schemas.ts';

/** Emails are compared and reserved in this form. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const userId = z.string().min(1);

/** A user's events. Only a bcrypt hash of a password or token may appear here, never the secret itself. */
export const userEventSchemas = {
  UserRegistered: z.object({ userId, email: z.string(), first: z.string(), last: z.string() }),
  PasswordSet: z.object({ userId, passwordHash: z.string().min(1), reason: z.enum(['registration', 'reset']) }),
  PasswordResetRequested: z.object({ userId, tokenHash: z.string().min(1), expiresAt: z.iso.datetime() }),
  /** Every token issued before it stops opening a session ('sign out everywhere'); a reset does the same. */
  SessionsEnded: z.object({ userId }),
};

export type UserEvent = EventsOf<typeof userEventSchemas>;
export type UserRegistered = Extract<UserEvent, { type: 'UserRegistered' }>;
export type PasswordSet = Extract<UserEvent, { type: 'PasswordSet' }>;
export type PasswordResetRequested = Extract<UserEvent, { type: 'PasswordResetRequested' }>;

export const parseUserEvent = eventParser(userEventSchemas);

export type UserState =
  | { status: 'unregistered' }
  | {
      status: 'registered';
      userId: string;
      email: string;
      first: string;
      last: string;
      passwordHash: string | null;
      pendingReset: { tokenHash: string; expiresAt: string } | null;
    };

export const initialUserState = (): UserState => ({ status: 'unregistered' });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { status: 'registered', ...event.data, passwordHash: null, pendingReset: null };
    case 'PasswordSet':
      if (state.status !== 'registered') return state;
      return { ...state, passwordHash: event.data.passwordHash, pendingReset: null };
    case 'PasswordResetRequested':
      if (state.status !== 'registered') return state;
      return { ...state, pendingReset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'SessionsEnded':
      return state;
  }
}
