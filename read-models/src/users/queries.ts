import { normalizeEmail } from '@waterline/domain/users/user';
import type { Sql } from '../db/sql.ts';

export interface UserProfile {
  id: string;
  first: string;
  last: string;
  email: string;
}

type UserRow = { user_id: string; first: string; last: string; email: string };

const toProfile = (row: UserRow): UserProfile => ({
  id: row.user_id,
  first: row.first,
  last: row.last,
  email: row.email,
});

export async function findUserById(sql: Sql, userId: string): Promise<UserProfile | null> {
  const { rows } = await sql.query<UserRow>('SELECT user_id, first, last, email FROM users_v1 WHERE user_id = $1', [
    userId,
  ]);
  return rows[0] ? toProfile(rows[0]) : null;
}

export async function findUserByEmail(sql: Sql, email: string): Promise<UserProfile | null> {
  const { rows } = await sql.query<UserRow>('SELECT user_id, first, last, email FROM users_v1 WHERE email = $1', [
    normalizeEmail(email),
  ]);
  return rows[0] ? toProfile(rows[0]) : null;
}

/** Display names ("First Last") of the given users; ids without a user are left out. */
export async function userNames(sql: Sql, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql.query<UserRow>(
    'SELECT user_id, first, last, email FROM users_v1 WHERE user_id = ANY($1::text[])',
    [[...new Set(userIds)]],
  );
  return new Map(rows.map((row) => [row.user_id, `${row.first} ${row.last}`.trim()]));
}
