import type { NewEvent } from '@waterline/domain/events/envelope';
import type { Sql } from '@waterline/read-models/db/sql';
import { deferred } from '@waterline/read-models/db/testing';
import type { HeldAppend } from '@waterline/read-models/runner/testing';
import { createPostgresEventStore } from './postgres-event-store.ts';

class RolledBackOnPurpose extends Error {}

/**
 * Appends inside a transaction that stays open until `commit()` or `rollback()`: its events take
 * lower positions than anything appended meanwhile but commit later (needs a second connection,
 * so real PostgreSQL only).
 */
export async function holdAppendOpen(sql: Sql, streamId: string, events: NewEvent[]): Promise<HeldAppend> {
  const appended = deferred();
  const decision = deferred<'commit' | 'rollback'>();
  const transaction = sql
    .transaction(async (tx) => {
      await createPostgresEventStore(tx).append(streamId, events);
      appended.resolve();
      if ((await decision.promise) === 'rollback') throw new RolledBackOnPurpose();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBackOnPurpose)) throw error;
    });
  await Promise.race([appended.promise, transaction]);
  return {
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
