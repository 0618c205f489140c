import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { rebuildSuite } from '@waterline/read-models/runner/rebuild.suite';
import { createPostgresEventStore } from './postgres-event-store.ts';

describeEachDatabase('read-model rebuild over the Postgres event store', (db) => {
  rebuildSuite({
    get sql() {
      return db.sql;
    },
    async openStore() {
      const store = createPostgresEventStore(db.sql);
      await store.init();
      return store;
    },
  });
});
