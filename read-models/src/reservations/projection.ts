import { parseReservationEvent, reservationEventSchemas } from '@waterline/domain/reservations/reservation';
import { BatchedWrites, type RowStatement } from '../batched-writes.ts';
import { readsEventsOf, type Projection } from '../projection.ts';
import { reservationsSchema, reservationsTable } from './schema.ts';

interface ReservationRow {
  kind: string;
  value: string;
  owner_id: string;
}

const reserve: RowStatement<ReservationRow & { reserved_at: string }> = {
  table: reservationsTable,
  columns: 'kind text, value text, owner_id text, reserved_at timestamptz',
  text: `INSERT INTO reservations_v1 (kind, value, owner_id, reserved_at) SELECT kind, value, owner_id, reserved_at FROM rows
         ON CONFLICT (kind, value) DO UPDATE SET owner_id = excluded.owner_id, reserved_at = excluded.reserved_at`,
  keep: 'last',
  key: (row) => JSON.stringify([row.kind, row.value]),
};

const release: RowStatement<ReservationRow> = {
  table: reservationsTable,
  columns: 'kind text, value text, owner_id text',
  text: 'DELETE FROM reservations_v1 r USING rows WHERE r.kind = rows.kind AND r.value = rows.value AND r.owner_id = rows.owner_id',
  keep: 'each',
  key: (row) => JSON.stringify([row.kind, row.value]),
};

export const reservationsProjection: Projection = {
  name: 'reservations_v1',
  tables: [reservationsTable],
  schema: reservationsSchema,
  handles: readsEventsOf(reservationEventSchemas),
  async apply(tx, events) {
    const writes = new BatchedWrites(tx);
    for (const recorded of events) {
      const event = parseReservationEvent(recorded);
      if (event?.type === 'ValueReserved') {
        const { kind, value, ownerId } = event.data;
        await writes.add(reserve, { kind, value, owner_id: ownerId, reserved_at: recorded.metadata.occurredAt });
      } else if (event?.type === 'ReservationReleased') {
        const { kind, value, ownerId } = event.data;
        await writes.add(release, { kind, value, owner_id: ownerId });
      }
    }
    await writes.flush();
  },
};
