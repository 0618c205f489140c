import { normalizeEmail } from '@waterline/domain/users/user';
import type { Sql } from '../db/sql.ts';

/** The user id, bcrypt hash and session version for a sign-in; null when no user has this email or no password is set. */
export async function findCredentialsByEmail(
  sql: Sql,
  email: string,
): Promise<{ userId: string; passwordHash: string; sessionVersion: number } | null> {
  const { rows } = await sql.query<{ user_id: string; password_hash: string | null; session_version: number }>(
    'SELECT user_id, password_hash, session_version FROM credentials_v2 WHERE email = $1',
    [normalizeEmail(email)],
  );
  const row = rows[0];
  return row?.password_hash
    ? { userId: row.user_id, passwordHash: row.password_hash, sessionVersion: row.session_version }
    : null;
}

/** The session version a user's tokens must carry; null when there is no such user. */
export async function findSessionVersion(sql: Sql, userId: string): Promise<number | null> {
  const { rows } = await sql.query<{ session_version: number }>(
    'SELECT session_version FROM credentials_v2 WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.session_version ?? null;
}
