import type { Sql } from '../db/sql.ts';

/** The open request for a token hash; the caller (the user's decider) still checks the expiry. */
export async function findPasswordResetRequest(
  sql: Sql,
  tokenHash: string,
): Promise<{ userId: string; expiresAt: string } | null> {
  const { rows } = await sql.query<{ user_id: string; expires_at: Date }>(
    'SELECT user_id, expires_at FROM password_reset_requests_v1 WHERE token_hash = $1',
    [tokenHash],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, expiresAt: row.expires_at.toISOString() } : null;
}
