import type { NewEvent } from '@waterline/domain/events/envelope';
import type { Sql } from '@waterline/read-models/db/sql';
import { deferred } from '@waterline/read-models/db/testing';
import type { HeldAppend, HeldTransaction } from '@waterline/read-models/runner/testing';
import { createPostgresEventStore } from './postgres-event-store.ts';

class RolledBackOnPurpose extends Error {}

/**
 * Opens a transaction that takes its transaction id at once and stays open until `commit()` or
 * `rollback()`; `append` writes inside it. Needs a second connection, so real PostgreSQL only.
 */
export async function holdTransactionOpen(sql: Sql): Promise<HeldTransaction> {
  const opened = deferred<Sql>();
  const decision = deferred<'commit' | 'rollback'>();
  const transaction = sql
    .transaction(async (tx) => {
      await tx.query('SELECT pg_current_xact_id()');
      opened.resolve(tx);
      if ((await decision.promise) === 'rollback') throw new RolledBackOnPurpose();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBackOnPurpose)) throw error;
    });
  const tx = await Promise.race([
    opened.promise,
    transaction.then(() => Promise.reject(new Error('The held transaction ended before it opened'))),
  ]);
  return {
    append: (streamId, events) => createPostgresEventStore(tx).append(streamId, events),
    async commit() {
      decision.resolve('commit');
      await transaction;
    },
    async rollback() {
      decision.resolve('rollback');
      await transaction;
    },
  };
}

/**
 * Appends inside a transaction that stays open until `commit()` or `rollback()`: its events take
 * lower positions than anything appended meanwhile but commit later (real PostgreSQL only).
 */
export async function holdAppendOpen(sql: Sql, streamId: string, events: NewEvent[]): Promise<HeldAppend> {
  const held = await holdTransactionOpen(sql);
  try {
    await held.append(streamId, events);
  } catch (error) {
    await held.rollback();
    throw error;
  }
  return held;
}
