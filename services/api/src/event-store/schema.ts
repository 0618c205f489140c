/**
 * The log's tables (architecture.md section 3). `streams` holds one row per stream, locked by each
 * append; `events` orders commits by (transaction_id, global_position) because identity values are
 * taken before commit and transactions commit out of order.
 */
export const EVENT_STORE_SCHEMA = `
CREATE TABLE IF NOT EXISTS streams (
  stream_id text PRIMARY KEY,
  version integer NOT NULL CHECK (version >= 0)
);
CREATE TABLE IF NOT EXISTS events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  version integer NOT NULL CHECK (version >= 1),
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stream_id, version)
);
CREATE INDEX IF NOT EXISTS events_commit_order ON events (transaction_id, global_position);
`;
