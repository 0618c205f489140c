import type { OpeningRow, Sql } from './sql.ts';

/** One open connection inside BEGIN: what a transaction's `Sql` runs its statements on. */
export interface TransactionConnection {
  query<Row>(text: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<void>;
}

/**
 * The `Sql` handed to `transaction(work)`: statements run on the transaction's connection, a nested
 * `transaction` becomes a savepoint, and any use after the transaction ended fails loudly.
 */
export function openTransactionScope(connection: TransactionConnection): { sql: Sql; end(): void } {
  let open = true;
  let savepoints = 0;
  const ensureOpen = () => {
    if (!open) throw new Error('This transaction has already ended; use the database, not the transaction, outside it');
  };

  const sql: Sql = {
    async query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]) {
      ensureOpen();
      return connection.query<Row>(text, params);
    },
    async exec(text: string) {
      ensureOpen();
      await connection.exec(text);
    },
    async transaction<T>(work: (tx: Sql, opened: OpeningRow[]) => Promise<T>, opening?: string): Promise<T> {
      ensureOpen();
      savepoints += 1;
      const name = `nested_${savepoints}`;
      await connection.exec(`SAVEPOINT ${name}`);
      try {
        const opened = opening === undefined ? [] : (await connection.query<OpeningRow>(opening)).rows;
        const result = await work(sql, opened);
        await connection.exec(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await connection.exec(`ROLLBACK TO SAVEPOINT ${name}; RELEASE SAVEPOINT ${name}`);
        throw error;
      }
    },
    async close() {
      throw new Error('close() belongs to the database, not to a transaction');
    },
  };
  return {
    sql,
    end() {
      open = false;
    },
  };
}
