import { DomainError } from '@waterline/domain/aggregate/decider';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { licenseDecider } from '@waterline/domain/licenses/license-commands';
import type { ReservationKind } from '@waterline/domain/reservations/reservation';
import { reservationDecider } from '@waterline/domain/reservations/reservation-commands';
import type { Sql } from '@waterline/read-models/db/sql';
import { listKeysRedeemedForNobody } from '@waterline/read-models/license-keys/queries';
import { listOwnerlessReservations, type HeldReservation } from '@waterline/read-models/reservations/queries';
import { handleCommand, loadStream, type CommandEnv, type CommandOrigin } from './command-handler.ts';

const reservationStream = (kind: ReservationKind, value: string) =>
  kind === 'user-email' ? streamIds.userEmailReservation(value) : streamIds.projectKeyReservation(value);

const ownerStream = (reservation: HeldReservation) =>
  reservation.kind === 'user-email' ? streamIds.user(reservation.ownerId) : streamIds.project(reservation.ownerId);

/**
 * Reserves a unique value for its owner, then creates the owner; if the creation is refused or fails, the value is
 * released again, so a refusal never burns a key or an email. (A process that dies in between leaves the
 * reservation to `releaseAbandonedReservations`.)
 */
export async function withReservation<T>(
  env: CommandEnv,
  origin: CommandOrigin,
  reservation: HeldReservation,
  create: () => Promise<T>,
): Promise<T> {
  const stream = reservationStream(reservation.kind, reservation.value);
  await handleCommand(env, reservationDecider, stream, { type: 'ReserveValue', data: reservation }, origin);
  try {
    return await create();
  } catch (error) {
    await handleCommand(env, reservationDecider, stream, { type: 'ReleaseReservation', data: reservation }, origin);
    throw error;
  }
}

/** Who holds a unique value now (null: nobody). */
export async function reservationHolder(env: CommandEnv, kind: ReservationKind, value: string): Promise<string | null> {
  return (await loadStream(env.eventStore, reservationDecider, reservationStream(kind, value))).state.ownerId;
}

/** Releases one reservation whose owner stream never appeared; false when the owner exists (or it was not held). */
export async function releaseIfAbandoned(
  env: CommandEnv,
  origin: CommandOrigin,
  reservation: HeldReservation,
): Promise<boolean> {
  // The read models may lag behind the log: the owner's own stream decides.
  if ((await env.eventStore.readStream(ownerStream(reservation))).length > 0) return false;
  try {
    await handleCommand(
      env,
      reservationDecider,
      reservationStream(reservation.kind, reservation.value),
      { type: 'ReleaseReservation', data: reservation },
      origin,
    );
    return true;
  } catch (error) {
    // Released meanwhile, or now held by someone else: nothing to undo.
    if (error instanceof DomainError && error.kind === 'conflict') return false;
    throw error;
  }
}

export interface SweptReservations {
  released: HeldReservation[];
  returnedKeys: number;
}

/**
 * Undoes what a process that died mid-creation left behind: reservations made before `before` whose owner never
 * appeared are released, and license keys redeemed for a user who was never registered are returned.
 */
export async function releaseAbandonedReservations(
  env: CommandEnv,
  sql: Sql,
  before: Date,
): Promise<SweptReservations> {
  const origin: CommandOrigin = { actorId: 'system', correlationId: `sweep-${before.toISOString()}` };
  const released: HeldReservation[] = [];
  for (const reservation of await listOwnerlessReservations(sql, before)) {
    if (await releaseIfAbandoned(env, origin, reservation)) released.push(reservation);
  }
  let returnedKeys = 0;
  for (const { keyHash, userId } of await listKeysRedeemedForNobody(sql, before)) {
    if ((await env.eventStore.readStream(streamIds.user(userId))).length > 0) continue;
    await handleCommand(
      env,
      licenseDecider,
      streamIds.licenseKey(keyHash),
      { type: 'ReturnLicenseKey', data: { keyHash, userId } },
      origin,
    );
    returnedKeys += 1;
  }
  return { released, returnedKeys };
}
