import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

const USER_AUDIENCE = 'waterline:user';
const PROJECT_ACCESS_AUDIENCE = 'waterline:project-access';

const keys = new Map<string, KeyObject>();

// Handing jsonwebtoken a key object spares it trying (and failing) to read the secret as a public key on every call.
function keyFor(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export type TokenCheck<Claims> = { valid: true; claims: Claims } | { valid: false; reason: 'expired' | 'invalid' };

/** A signed-in user's token: HS256, expiring, naming the user id and the session version it was issued in. */
export function signUserToken(secret: string, userId: string, sessionVersion: number, ttlSeconds: number): string {
  return jwt.sign({ sv: sessionVersion }, keyFor(secret), {
    algorithm: 'HS256',
    subject: userId,
    audience: USER_AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

interface UserClaims {
  userId: string;
  sessionVersion: number;
  /** Seconds since 1970, as the token's `exp`. */
  expiresAt: number;
}

/** User tokens whose signature checked out, by key: every request of a session carries the same token. */
const verifiedUserTokens = new WeakMap<KeyObject, Map<string, UserClaims>>();
const MAX_VERIFIED_USER_TOKENS = 10_000;

/**
 * The user and session version of a token; one without an expiry or a session version is invalid. The
 * signature is checked once per token and secret, the expiry at every call.
 */
export function verifyUserToken(secret: string, token: string): TokenCheck<{ userId: string; sessionVersion: number }> {
  const key = keyFor(secret);
  let verified = verifiedUserTokens.get(key);
  if (!verified) {
    verified = new Map();
    verifiedUserTokens.set(key, verified);
  }
  let claims = verified.get(token);
  if (!claims) {
    const check = verify(secret, token, USER_AUDIENCE, (payload) =>
      typeof payload.sub === 'string' && typeof payload.exp === 'number' && Number.isInteger(payload.sv)
        ? { userId: payload.sub, sessionVersion: payload.sv as number, expiresAt: payload.exp }
        : null,
    );
    if (!check.valid) return check;
    claims = check.claims;
    if (verified.size >= MAX_VERIFIED_USER_TOKENS) verified.clear();
    verified.set(token, claims);
  }
  // As jsonwebtoken: expired from the second of `exp` on.
  if (Math.floor(Date.now() / 1000) >= claims.expiresAt) {
    verified.delete(token);
    return { valid: false, reason: 'expired' };
  }
  return { valid: true, claims: { userId: claims.userId, sessionVersion: claims.sessionVersion } };
}

/** What a remember-me token is bound to: a project, its access code's hash, and how many times that code has changed. */
export interface RememberMeScope {
  projectId: string;
  accessCodeHash: string;
  accessVersion: number;
}

/**
 * The remember-me token of a private project: scoped to one project, to its current access code (a fingerprint of the
 * code's hash) and to the code's version, so changing or removing the code ends it, and bringing an old code back
 * (a restore) does not revive the tokens it had.
 */
export function signRememberMeToken(secret: string, scope: RememberMeScope, ttlSeconds: number): string {
  return jwt.sign({ code: accessCodeFingerprint(scope.accessCodeHash), av: scope.accessVersion }, keyFor(secret), {
    algorithm: 'HS256',
    subject: scope.projectId,
    audience: PROJECT_ACCESS_AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

/** True when the token opens this project with this access code. */
export function rememberMeTokenOpens(secret: string, token: string, scope: RememberMeScope): boolean {
  const check = verify(secret, token, PROJECT_ACCESS_AUDIENCE, (payload) =>
    typeof payload.sub === 'string' && typeof payload.code === 'string' && Number.isInteger(payload.av)
      ? { projectId: payload.sub, code: payload.code, accessVersion: payload.av as number }
      : null,
  );
  return (
    check.valid &&
    check.claims.projectId === scope.projectId &&
    check.claims.code === accessCodeFingerprint(scope.accessCodeHash) &&
    check.claims.accessVersion === scope.accessVersion
  );
}

function accessCodeFingerprint(accessCodeHash: string): string {
  return createHash('sha256').update(accessCodeHash).digest('base64url').slice(0, 22);
}

function verify<Claims>(
  secret: string,
  token: string,
  audience: string,
  read: (payload: jwt.JwtPayload) => Claims | null,
): TokenCheck<Claims> {
  try {
    const payload = jwt.verify(token, keyFor(secret), { algorithms: ['HS256'], audience });
    const claims = typeof payload === 'object' ? read(payload) : null;
    return claims ? { valid: true, claims } : { valid: false, reason: 'invalid' };
  } catch (error) {
    return { valid: false, reason: error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
  }
}
