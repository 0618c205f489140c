import { parseReservationEvent } from '@waterline/domain/reservations/reservation';
import type { Projection } from '../projection.ts';
import { reservationsSchema, reservationsTable } from './schema.ts';

export const reservationsProjection: Projection = {
  name: 'reservations_v1',
  tables: [reservationsTable],
  schema: reservationsSchema,
  async apply(tx, recorded) {
    const event = parseReservationEvent(recorded);
    if (event?.type === 'ValueReserved') {
      const { kind, value, ownerId } = event.data;
      await tx.query(
        `INSERT INTO reservations_v1 (kind, value, owner_id, reserved_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (kind, value) DO UPDATE SET owner_id = excluded.owner_id, reserved_at = excluded.reserved_at`,
        [kind, value, ownerId, recorded.metadata.occurredAt],
      );
    } else if (event?.type === 'ReservationReleased') {
      await tx.query('DELETE FROM reservations_v1 WHERE kind = $1 AND value = $2 AND owner_id = $3', [event.data.kind, event.data.value, event.data.ownerId]);
    }
  },
};
