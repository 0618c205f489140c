import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { assertChannelName, type Database } from './database.ts';
import type { OpeningRow, Sql } from './sql.ts';
import { openTransactionScope } from './transaction-scope.ts';
import { DATE_OID, INT8_OID, keepText } from './value-parsers.ts';

/**
 * A `Database` over embedded PGlite (one connection), with its files in `folder`, or in memory without
 * one. PGlite queues every statement and transaction behind the open transaction, so statements never
 * interleave; calling the database instead of the transaction's `Sql` inside `transaction(work)` would
 * wait for ever, so it fails at once instead.
 */
export async function openPglite(folder?: string): Promise<Database> {
  const dataDir = folder === undefined ? undefined : resolve(folder);
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const parsers = { [INT8_OID]: keepText, [DATE_OID]: keepText };
  const db = await PGlite.create(dataDir ? { dataDir, parsers } : { parsers });
  const insideTransaction = new AsyncLocalStorage<{ open: boolean }>();

  const ensureNotInsideTransaction = () => {
    if (insideTransaction.getStore()?.open) {
      throw new Error(
        'PGlite has one connection: inside transaction(work), run statements on the transaction passed to work',
      );
    }
  };

  return {
    kind: 'pglite',
    async query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]) {
      ensureNotInsideTransaction();
      const result = await db.query<Row>(text, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    async exec(text: string) {
      ensureNotInsideTransaction();
      await db.exec(text);
    },
    async transaction<T>(work: (tx: Sql, opened: OpeningRow[]) => Promise<T>, opening?: string): Promise<T> {
      ensureNotInsideTransaction();
      return db.transaction(async (connection) => {
        const marker = { open: true };
        const scope = openTransactionScope({
          query: async <Row>(text: string, params?: readonly unknown[]) => ({
            rows: (await connection.query<Row>(text, params as unknown[] | undefined)).rows,
          }),
          exec: async (text: string) => {
            await connection.exec(text);
          },
        });
        try {
          const opened = opening === undefined ? [] : (await connection.query<OpeningRow>(opening)).rows;
          return await insideTransaction.run(marker, () => work(scope.sql, opened));
        } finally {
          marker.open = false;
          scope.end();
        }
      });
    },
    async listen(channel: string, onNotification: (payload: string) => void) {
      assertChannelName(channel);
      const unlisten = await db.listen(channel, onNotification);
      return async () => {
        if (!db.closed) await unlisten();
      };
    },
    notify(channel: string, payload: string) {
      assertChannelName(channel);
      // One process, one connection: the NOTIFY is delivered here once PGlite runs it.
      void db.query('SELECT pg_notify($1, $2)', [channel, payload]).catch(() => undefined);
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}
