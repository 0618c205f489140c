import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry, OutboxStore } from './outbox.ts';

interface OutboxDatabase extends DBSchema {
  responses: { key: string; value: OutboxEntry };
}

const DATABASE = 'waterline-survey-outbox';

/** The outbox in the browser's IndexedDB (photos kept as Blobs), for one project's survey. */
export function indexedDbOutboxStore(projectKey: string): OutboxStore {
  let opened: Promise<IDBPDatabase<OutboxDatabase>> | undefined;
  const database = () =>
    (opened ??= openDB<OutboxDatabase>(DATABASE, 1, {
      upgrade(db) {
        db.createObjectStore('responses', { keyPath: 'id' });
      },
    }));
  return {
    async all() {
      const entries = await (await database()).getAll('responses');
      return entries.filter((entry) => entry.projectKey === projectKey);
    },
    async put(entry) {
      await (await database()).put('responses', entry);
    },
    async remove(id) {
      await (await database()).delete('responses', id);
    },
  };
}
