import type { Sql } from '../db/sql.ts';

export interface LicenseKeyUse {
  keyHash: string;
  issuedAt: string | null;
  redeemedBy: string | null;
  redeemedAt: string | null;
}

type LicenseKeyRow = { key_hash: string; issued_at: Date | null; redeemed_by: string | null; redeemed_at: Date | null };

const toUse = (row: LicenseKeyRow): LicenseKeyUse => ({
  keyHash: row.key_hash,
  issuedAt: row.issued_at?.toISOString() ?? null,
  redeemedBy: row.redeemed_by,
  redeemedAt: row.redeemed_at?.toISOString() ?? null,
});

/** Keys that were issued or used (configured keys appear once used), oldest first. */
export async function listLicenseKeys(sql: Sql): Promise<LicenseKeyUse[]> {
  const { rows } = await sql.query<LicenseKeyRow>(
    'SELECT key_hash, issued_at, redeemed_by, redeemed_at FROM license_keys_v1 ORDER BY coalesce(issued_at, redeemed_at), key_hash',
  );
  return rows.map(toUse);
}

export async function findLicenseKey(sql: Sql, keyHash: string): Promise<LicenseKeyUse | null> {
  const { rows } = await sql.query<LicenseKeyRow>(
    'SELECT key_hash, issued_at, redeemed_by, redeemed_at FROM license_keys_v1 WHERE key_hash = $1',
    [keyHash],
  );
  return rows[0] ? toUse(rows[0]) : null;
}

/** Keys redeemed before `before` for a user the read models do not hold: the sign-up died before registering. */
export async function listKeysRedeemedForNobody(
  sql: Sql,
  before: Date,
): Promise<{ keyHash: string; userId: string }[]> {
  const { rows } = await sql.query<{ key_hash: string; redeemed_by: string }>(
    `SELECT key_hash, redeemed_by FROM license_keys_v1 l
     WHERE redeemed_at < $1 AND NOT EXISTS (SELECT 1 FROM users_v1 u WHERE u.user_id = l.redeemed_by)
     ORDER BY redeemed_at`,
    [before.toISOString()],
  );
  return rows.map((row) => ({ keyHash: row.key_hash, userId: row.redeemed_by }));
}
