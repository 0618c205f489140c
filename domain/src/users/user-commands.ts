import { assertNever, DomainError, type Decider } from '../aggregate/decider.ts';
import {
  evolveUser,
  initialUserState,
  normalizeEmail,
  parseUserEvent,
  type UserEvent,
  type UserState,
} from './user.ts';

export type RegisterUser = {
  type: 'RegisterUser';
  data: { userId: string; email: string; first: string; last: string; passwordHash: string };
};
/** `tokenHash` is the hash of a random token mailed to the user; only the latest request stays valid. */
export type RequestPasswordReset = { type: 'RequestPasswordReset'; data: { tokenHash: string; validForMs: number } };
export type ResetPassword = { type: 'ResetPassword'; data: { tokenHash: string; passwordHash: string } };

export type EndSessions = { type: 'EndSessions' };

export type UserCommand = RegisterUser | RequestPasswordReset | ResetPassword | EndSessions;

export const invalidResetLinkMessage = 'This reset link is invalid or has expired';

function registeredOrFail(state: UserState): Extract<UserState, { status: 'registered' }> {
  if (state.status !== 'registered') throw new DomainError('not_found', 'No such user');
  return state;
}

export function decideUser(command: UserCommand, state: UserState, now: Date): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.status === 'registered') throw new DomainError('conflict', 'This user is already registered');
      const { userId, email, first, last, passwordHash } = command.data;
      return [
        {
          type: 'UserRegistered',
          data: { userId, email: normalizeEmail(email), first: first.trim(), last: last.trim() },
        },
        { type: 'PasswordSet', data: { userId, passwordHash, reason: 'registration' } },
      ];
    }
    case 'RequestPasswordReset': {
      const user = registeredOrFail(state);
      const expiresAt = new Date(now.getTime() + command.data.validForMs).toISOString();
      return [
        { type: 'PasswordResetRequested', data: { userId: user.userId, tokenHash: command.data.tokenHash, expiresAt } },
      ];
    }
    case 'ResetPassword': {
      const user = registeredOrFail(state);
      const pending = user.pendingReset;
      if (!pending || pending.tokenHash !== command.data.tokenHash || Date.parse(pending.expiresAt) <= now.getTime()) {
        throw new DomainError('invalid', invalidResetLinkMessage);
      }
      return [
        {
          type: 'PasswordSet',
          data: { userId: user.userId, passwordHash: command.data.passwordHash, reason: 'reset' },
        },
      ];
    }
    case 'EndSessions':
      return [{ type: 'SessionsEnded', data: { userId: registeredOrFail(state).userId } }];
    default:
      return assertNever(command);
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
  parseEvent: parseUserEvent,
};
