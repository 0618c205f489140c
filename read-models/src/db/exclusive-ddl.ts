import type { Sql } from './sql.ts';

/** Runs schema DDL in one transaction under an advisory lock, so processes starting together do not race on CREATE ... IF NOT EXISTS. */
export async function runDdlExclusively(sql: Sql, statements: readonly string[]): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('waterline.schema', 0))`);
    for (const ddl of statements) await tx.exec(ddl);
  });
}
