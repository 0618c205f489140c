import type { Sql } from '../db/sql.ts';

export interface TableChecksum {
  rows: number;
  /** md5 over the md5 of every row's text, in sorted order: equal tables give equal checksums whatever their physical order. */
  checksum: string;
}

/** `schema` and `table` must already be checked identifiers. */
export async function tableChecksum(sql: Sql, schema: string, table: string): Promise<TableChecksum> {
  const { rows } = await sql.query<{ rows: number; checksum: string }>(
    `SELECT count(*)::int AS rows, md5(coalesce(string_agg(row_hash, '' ORDER BY row_hash), '')) AS checksum
     FROM (SELECT md5(t::text) AS row_hash FROM ${schema}.${table} AS t) AS hashed`,
  );
  return rows[0]!;
}
