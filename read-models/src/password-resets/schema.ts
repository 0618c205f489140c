/** Open password-reset requests by hash of the mailed token (the token itself is never stored). */
export const passwordResetsTable = 'password_reset_requests_v1';

export const passwordResetsSchema = `
  CREATE TABLE IF NOT EXISTS password_reset_requests_v1 (
    token_hash text PRIMARY KEY,
    user_id text NOT NULL,
    expires_at timestamptz NOT NULL
  );
  CREATE INDEX IF NOT EXISTS password_reset_requests_v1_user ON password_reset_requests_v1 (user_id);`;
