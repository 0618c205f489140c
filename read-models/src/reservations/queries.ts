import { projectsTable } from '../projects/schema.ts';
import type { ReservationKind } from '@waterline/domain/reservations/reservation';
import type { Sql } from '../db/sql.ts';

export interface HeldReservation {
  kind: ReservationKind;
  value: string;
  ownerId: string;
}

/**
 * Reservations made before `before` whose owner (the user of an email, the project of a key) is not in the read
 * models: candidates for release when the process that reserved them died before creating the owner.
 */
export async function listOwnerlessReservations(sql: Sql, before: Date): Promise<HeldReservation[]> {
  const { rows } = await sql.query<{ kind: ReservationKind; value: string; owner_id: string }>(
    `SELECT kind, value, owner_id FROM reservations_v1 r
     WHERE reserved_at < $1
       AND NOT (kind = 'user-email' AND EXISTS (SELECT 1 FROM users_v1 u WHERE u.user_id = r.owner_id))
       AND NOT (kind = 'project-key' AND EXISTS (SELECT 1 FROM ${projectsTable} p WHERE p.project_id = r.owner_id))
     ORDER BY reserved_at`,
    [before.toISOString()],
  );
  return rows.map((row) => ({ kind: row.kind, value: row.value, ownerId: row.owner_id }));
}
