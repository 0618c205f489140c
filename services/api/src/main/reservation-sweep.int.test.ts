import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { reservationDecider } from '@waterline/domain/reservations/reservation-commands';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';
import { listOwnerlessReservations } from '@waterline/read-models/reservations/queries';
import { handleCommand } from '../commands/command-handler.ts';
import { commandEnvironment } from '../commands/command-environment.ts';
import { startComposed, type ComposedForTest } from './compose-testing.ts';
import { RESERVATION_GRACE_MS } from './reservation-sweep.ts';

let db: TestDatabase;
const started: ComposedForTest[] = [];
const start = async (role: string) => {
  const composed = await startComposed({ DATABASE_URL: db.url, WATERLINE_ROLE: role });
  started.push(composed);
  return composed;
};
const releasedLine = (composed: ComposedForTest) => composed.logLines.some((line) => line.includes('Released 1'));

beforeAll(async () => {
  db = await createTestDatabase('postgres');
});
afterAll(async () => {
  for (const composed of started) await composed.close();
  await db?.dispose();
});

it('sweeps abandoned reservations in the API process only, not in a projector process sharing its database', async () => {
  const firstProjector = await start('projector');
  // A reservation made past the grace period whose owner never appeared, as a process killed mid-creation leaves it.
  const longAgo = new Date(Date.now() - 2 * RESERVATION_GRACE_MS);
  const reservation = { kind: 'project-key' as const, value: 'abandoned', ownerId: 'never-created' };
  await handleCommand(
    commandEnvironment({ eventStore: firstProjector.waterline.eventStore, clock: () => longAgo, bcryptCost: 4 }),
    reservationDecider,
    streamIds.projectKeyReservation(reservation.value),
    { type: 'ReserveValue', data: reservation },
    { actorId: 'system', correlationId: 'test' },
  );
  await vi.waitFor(
    async () =>
      expect(await listOwnerlessReservations(firstProjector.waterline.sql, new Date())).toEqual([reservation]),
    {
      timeout: 20_000,
    },
  );

  // Its sweep at start would find the projected reservation; then the API process's sweep releases it.
  const projector = await start('projector');
  const api = await start('api');
  const events = async () =>
    (await api.waterline.eventStore.readStream(streamIds.projectKeyReservation(reservation.value))).map(
      (event) => event.type,
    );
  // The sweep logs once its whole pass is done, which may be after the release is stored.
  await vi.waitFor(
    async () => {
      expect(await events()).toEqual(['ValueReserved', 'ReservationReleased']);
      expect(releasedLine(api)).toBe(true);
    },
    { timeout: 20_000 },
  );
  expect(releasedLine(projector)).toBe(false);
  expect(releasedLine(firstProjector)).toBe(false);
});
