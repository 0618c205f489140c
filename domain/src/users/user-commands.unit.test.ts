import { describe, it } from 'vitest';
import { deciderSpec, testNow } from '../aggregate/decider-spec.ts';
import { invalidResetLinkMessage, userDecider } from './user-commands.ts';
import type { UserEvent } from './user.ts';

const spec = deciderSpec(userDecider);
const userId = 'user-1';
const registered: UserEvent[] = [
  { type: 'UserRegistered', data: { userId, email: 'ada@example.org', first: 'Ada', last: 'Lovelace' } },
  { type: 'PasswordSet', data: { userId, passwordHash: '$2b$10$first', reason: 'registration' } },
];
const resetRequested: UserEvent = {
  type: 'PasswordResetRequested',
  data: { userId, tokenHash: 'token-hash', expiresAt: new Date(testNow.getTime() + 3_600_000).toISOString() },
};

describe('user decider', () => {
  it('registers a user with a normalised email and a password hash', () => {
    spec
      .given([])
      .when({
        type: 'RegisterUser',
        data: { userId, email: '  Ada@Example.ORG ', first: ' Ada ', last: 'Lovelace', passwordHash: '$2b$10$first' },
      })
      .then(registered);
  });

  it('refuses to register the same user twice', () => {
    spec
      .given(registered)
      .when({
        type: 'RegisterUser',
        data: { userId, email: 'ada@example.org', first: 'Ada', last: 'L', passwordHash: 'x' },
      })
      .thenRefuses('conflict', 'This user is already registered');
  });

  it('records a reset request that expires after the given time', () => {
    spec
      .given(registered)
      .when({ type: 'RequestPasswordReset', data: { tokenHash: 'token-hash', validForMs: 3_600_000 } })
      .then([resetRequested]);
  });

  it('refuses a reset request for a user that does not exist', () => {
    spec
      .given([])
      .when({ type: 'RequestPasswordReset', data: { tokenHash: 'h', validForMs: 1 } })
      .thenRefuses('not_found', 'No such user');
  });

  it('sets the new password for the pending reset token', () => {
    spec
      .given([...registered, resetRequested])
      .when({ type: 'ResetPassword', data: { tokenHash: 'token-hash', passwordHash: '$2b$10$second' } })
      .then([{ type: 'PasswordSet', data: { userId, passwordHash: '$2b$10$second', reason: 'reset' } }]);
  });

  it('refuses a token that was not requested', () => {
    spec
      .given([...registered, resetRequested])
      .when({ type: 'ResetPassword', data: { tokenHash: 'other-hash', passwordHash: 'x' } })
      .thenRefuses('invalid', invalidResetLinkMessage);
  });

  it('refuses an expired token', () => {
    const afterExpiry = new Date(testNow.getTime() + 3_600_000);
    spec
      .given([...registered, resetRequested])
      .when({ type: 'ResetPassword', data: { tokenHash: 'token-hash', passwordHash: 'x' } }, afterExpiry)
      .thenRefuses('invalid', invalidResetLinkMessage);
  });

  it('refuses a token that was already used', () => {
    const used: UserEvent = { type: 'PasswordSet', data: { userId, passwordHash: '$2b$10$second', reason: 'reset' } };
    spec
      .given([...registered, resetRequested, used])
      .when({ type: 'ResetPassword', data: { tokenHash: 'token-hash', passwordHash: 'x' } })
      .thenRefuses('invalid', invalidResetLinkMessage);
  });

  it('keeps only the latest reset request valid', () => {
    const newer: UserEvent = { ...resetRequested, data: { ...resetRequested.data, tokenHash: 'newer-hash' } };
    spec
      .given([...registered, resetRequested, newer])
      .when({ type: 'ResetPassword', data: { tokenHash: 'token-hash', passwordHash: 'x' } })
      .thenRefuses('invalid', invalidResetLinkMessage);
  });
});
