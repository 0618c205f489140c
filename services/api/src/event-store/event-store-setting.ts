import { LOG_START } from '@waterline/domain/events/envelope';
import type { EventStore } from '@waterline/domain/events/event-store';
import type { Sql } from '@waterline/read-models/db/sql';
import { DatabaseUnavailableError } from '@waterline/read-models/db/unavailable';
import { connectKurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';

/** Where the running app keeps its log: the read models' database (PostgreSQL or PGlite), or a KurrentDB server. */
export type EventStoreSetting = { kind: 'postgres' } | { kind: 'kurrentdb'; url: string };

/** EVENT_STORE (`postgres`, the default, or `kurrentdb`) and KURRENTDB_URL; a setting that cannot work is refused with what to set. */
export function eventStoreSettingFrom(env: NodeJS.ProcessEnv): EventStoreSetting {
  const kind = (env.EVENT_STORE ?? '').trim().toLowerCase() || 'postgres';
  if (kind === 'postgres') return { kind };
  if (kind !== 'kurrentdb')
    throw new Error(`EVENT_STORE must be postgres or kurrentdb, got ${JSON.stringify(env.EVENT_STORE)}`);
  const url = env.KURRENTDB_URL?.trim();
  if (!url)
    throw new Error(
      'EVENT_STORE=kurrentdb needs KURRENTDB_URL, the connection string of the KurrentDB server (e.g. kurrentdb://localhost:2113?tls=false)',
    );
  return { kind, url };
}

/**
 * Opens the configured log: the PostgreSQL store in `sql` (its tables created), or a KurrentDB
 * client that has read from the server once, so a server that cannot be reached stops the start.
 */
export async function openEventStore(setting: EventStoreSetting, sql: Sql): Promise<EventStore> {
  if (setting.kind === 'postgres') {
    const store = createPostgresEventStore(sql);
    await store.init();
    return store;
  }
  let store: EventStore;
  try {
    store = connectKurrentDbEventStore(setting.url);
  } catch (error) {
    throw new Error(`KURRENTDB_URL is not a KurrentDB connection string: ${(error as Error).message}`, {
      cause: error,
    });
  }
  try {
    await store.readAll(LOG_START, 1);
  } catch (error) {
    await store.close();
    const reason = error instanceof DatabaseUnavailableError ? String(error.cause) : String(error);
    throw new Error(
      `Cannot reach KurrentDB at ${withoutCredentials(setting.url)} (is it running, and does KURRENTDB_URL name it?): ${reason}`,
      { cause: error },
    );
  }
  return store;
}

function withoutCredentials(url: string): string {
  return url.replace(/\/\/[^@/]*@/, '//');
}
