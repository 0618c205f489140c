import { normalizeEmail } from '@waterline/domain/users/user';
import type { Sql } from '../db/sql.ts';

/** The user id and bcrypt hash for a sign-in; null when no user has this email or no password is set. */
export async function findCredentialsByEmail(sql: Sql, email: string): Promise<{ userId: string; passwordHash: string } | null> {
  const { rows } = await sql.query<{ user_id: string; password_hash: string | null }>('SELECT user_id, password_hash FROM credentials_v1 WHERE email = $1', [
    normalizeEmail(email),
  ]);
  const row = rows[0];
  return row?.password_hash ? { userId: row.user_id, passwordHash: row.password_hash } : null;
}
