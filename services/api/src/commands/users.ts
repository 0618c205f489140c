import { randomUUID } from 'node:crypto';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { licenseDecider } from '@waterline/domain/licenses/license-commands';
import { userDecider } from '@waterline/domain/users/user-commands';
import { normalizeEmail } from '@waterline/domain/users/user';
import type { LogPosition } from '@waterline/domain/events/envelope';
import { hashLicenseKey } from '../auth/license-keys.ts';
import { hashSecret } from '../auth/secrets.ts';
import { handleCommand, loadStream, type CommandEnv, type CommandOrigin } from './command-handler.ts';
import { withReservation } from './reservations.ts';

export interface NewUser {
  first: string;
  last: string;
  email: string;
  /** The plain password: hashed here, never stored or logged. */
  password: string;
}

export interface Registered {
  userId: string;
  position: LogPosition;
}

/**
 * Sign-up: reserves the email, redeems the license key (each key works once) and registers the user.
 * A key is valid when an operator issued it or it is one of `configuredKeyHashes`. If the key is
 * refused the email reservation is released again, so the address can sign up later.
 */
export async function signUp(
  env: CommandEnv,
  origin: CommandOrigin,
  input: NewUser & { licenseKey: string },
  configuredKeyHashes: ReadonlySet<string>,
): Promise<Registered> {
  const keyHash = hashLicenseKey(input.licenseKey);
  const redeem = (userId: string) => ({
    type: 'RedeemLicenseKey' as const,
    data: { keyHash, userId, listedInConfiguration: configuredKeyHashes.has(keyHash) },
  });
  const keyStream = streamIds.licenseKey(keyHash);
  // The key is checked before the email, so a stranger without a key cannot learn which emails have accounts.
  const { state, version } = await loadStream(env.eventStore, licenseDecider, keyStream);
  licenseDecider.decide(redeem(randomUUID()), state, env.clock());
  // Redeeming decides on the state just read (kept as the stream's cached state) rather than reading it again.
  env.aggregateCache?.set(keyStream, version, state);
  return registerUser(env, origin, input, async (userId) => {
    await handleCommand(env, licenseDecider, keyStream, redeem(userId), origin);
  });
}

/**
 * Creates a user without a license key: for operators and the first start's admin account. `userId`
 * keeps an account's id from another instance (a project import); by default a new one is made.
 */
export function createUser(
  env: CommandEnv,
  origin: CommandOrigin,
  input: NewUser,
  userId: string = randomUUID(),
): Promise<Registered> {
  return registerUser(env, origin, input, async () => undefined, userId);
}

async function registerUser(
  env: CommandEnv,
  origin: CommandOrigin,
  input: NewUser,
  beforeRegistering: (userId: string) => Promise<void>,
  userId: string = randomUUID(),
): Promise<Registered> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashSecret(input.password, env.bcryptCost);
  const register = {
    type: 'RegisterUser' as const,
    data: { userId, email, first: input.first, last: input.last, passwordHash },
  };
  // Everything that can be refused is checked before the email is reserved.
  userDecider.decide(register, userDecider.initialState(), env.clock());
  return withReservation(env, origin, { kind: 'user-email', value: email, ownerId: userId }, async () => {
    await beforeRegistering(userId);
    const registered = await handleCommand(env, userDecider, streamIds.user(userId), register, origin);
    return { userId, position: registered.position! };
  });
}

/** Records a reset request for the hash of a token that is mailed to the user. */
export async function requestPasswordReset(
  env: CommandEnv,
  origin: CommandOrigin,
  userId: string,
  tokenHash: string,
  validForMs: number,
): Promise<LogPosition> {
  const result = await handleCommand(
    env,
    userDecider,
    streamIds.user(userId),
    { type: 'RequestPasswordReset', data: { tokenHash, validForMs } },
    origin,
  );
  return result.position!;
}

/** Ends every session of the user: tokens issued before stop working. */
export async function endSessions(env: CommandEnv, origin: CommandOrigin, userId: string): Promise<LogPosition> {
  const result = await handleCommand(env, userDecider, streamIds.user(userId), { type: 'EndSessions' }, origin);
  return result.position!;
}

/** Sets a new password if `tokenHash` is the user's pending, unexpired reset request. */
export async function resetPassword(
  env: CommandEnv,
  origin: CommandOrigin,
  userId: string,
  tokenHash: string,
  password: string,
): Promise<LogPosition> {
  const passwordHash = await hashSecret(password, env.bcryptCost);
  const result = await handleCommand(
    env,
    userDecider,
    streamIds.user(userId),
    { type: 'ResetPassword', data: { tokenHash, passwordHash } },
    origin,
  );
  return result.position!;
}
