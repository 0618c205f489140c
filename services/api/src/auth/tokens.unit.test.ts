import jwt from 'jsonwebtoken';
import { describe, expect, it, vi } from 'vitest';
import { rememberMeTokenOpens, signRememberMeToken, signUserToken, verifyUserToken } from './tokens.ts';

const secret = 'unit-test-secret-unit-test-secret-0000';

describe('user tokens', () => {
  it('name the user and the session version, and expire', () => {
    const token = signUserToken(secret, 'user-1', 3, 60);
    expect(verifyUserToken(secret, token)).toEqual({ valid: true, claims: { userId: 'user-1', sessionVersion: 3 } });
    expect(jwt.decode(token)).toMatchObject({ sub: 'user-1', aud: 'waterline:user', exp: expect.any(Number), sv: 3 });
    expect(verifyUserToken(secret, signUserToken(secret, 'user-1', 0, -1))).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('expire when their time is up even after they were checked once', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    try {
      const token = signUserToken(secret, 'user-1', 0, 60);
      expect(verifyUserToken(secret, token).valid).toBe(true);
      vi.setSystemTime(new Date('2026-01-01T00:00:59Z'));
      expect(verifyUserToken(secret, token).valid).toBe(true);
      vi.setSystemTime(new Date('2026-01-01T00:01:00Z'));
      expect(verifyUserToken(secret, token)).toEqual({ valid: false, reason: 'expired' });
      expect(verifyUserToken('another-secret-another-secret-0000', token)).toEqual({ valid: false, reason: 'invalid' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuse a validly signed token without an expiry or a session version', () => {
    const forever = jwt.sign({ sv: 0 }, secret, { algorithm: 'HS256', subject: 'u', audience: 'waterline:user' });
    expect(verifyUserToken(secret, forever)).toEqual({ valid: false, reason: 'invalid' });
    const unversioned = jwt.sign({}, secret, {
      algorithm: 'HS256',
      subject: 'u',
      audience: 'waterline:user',
      expiresIn: 60,
    });
    expect(verifyUserToken(secret, unversioned)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('refuse another secret, another algorithm and a remember-me token', () => {
    expect(verifyUserToken('another-secret-another-secret-0000', signUserToken(secret, 'u', 0, 60))).toEqual({
      valid: false,
      reason: 'invalid',
    });
    const hs512 = jwt.sign({}, secret, { algorithm: 'HS512', subject: 'u', audience: 'waterline:user', expiresIn: 60 });
    expect(verifyUserToken(secret, hs512)).toEqual({ valid: false, reason: 'invalid' });
    expect(
      verifyUserToken(
        secret,
        signRememberMeToken(secret, { projectId: 'project-1', accessCodeHash: '$2b$10$hash', accessVersion: 0 }, 60),
      ),
    ).toEqual({ valid: false, reason: 'invalid' });
  });
});

describe('remember-me tokens', () => {
  const scope = { projectId: 'project-1', accessCodeHash: '$2b$10$hash', accessVersion: 3 };
  const token = signRememberMeToken(secret, scope, 60);

  it('open only their project, with the access code they were earned with', () => {
    expect(rememberMeTokenOpens(secret, token, scope)).toBe(true);
    expect(rememberMeTokenOpens(secret, token, { ...scope, projectId: 'project-2' })).toBe(false);
    expect(rememberMeTokenOpens(secret, token, { ...scope, accessCodeHash: '$2b$10$another' })).toBe(false);
    // The same code brought back later (a restore) has a newer version: earlier tokens stay ended.
    expect(rememberMeTokenOpens(secret, token, { ...scope, accessVersion: 5 })).toBe(false);
  });

  it('stop opening once expired, or when forged or a user token', () => {
    expect(rememberMeTokenOpens(secret, signRememberMeToken(secret, scope, -1), scope)).toBe(false);
    expect(rememberMeTokenOpens('another-secret-another-secret-0000', token, scope)).toBe(false);
    expect(rememberMeTokenOpens(secret, signUserToken(secret, 'project-1', 0, 60), scope)).toBe(false);
  });

  it('carry no trace of the access code hash itself', () => {
    expect(JSON.stringify(jwt.decode(token))).not.toContain('$2b$10$hash');
  });
});
