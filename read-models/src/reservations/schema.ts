/** Unique values (project keys, user emails) held now, with their owner and when they were reserved. */
export const reservationsTable = 'reservations_v1';

export const reservationsSchema = `
  CREATE TABLE IF NOT EXISTS reservations_v1 (
    kind text NOT NULL,
    value text NOT NULL,
    owner_id text NOT NULL,
    reserved_at timestamptz NOT NULL,
    PRIMARY KEY (kind, value)
  );`;
