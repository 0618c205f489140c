import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { heldWritesRunnerSuite } from '@waterline/read-models/runner/held-writes.suite';
import { projectionRunnerSuite, type ProjectionRunnerSuiteSetup } from '@waterline/read-models/runner/runner.suite';
import { createPostgresEventStore } from './postgres-event-store.ts';
import { holdAppendOpen, holdTransactionOpen } from './testing.ts';

describeEachDatabase('projection runner over the Postgres event store', (db) => {
  const setup: ProjectionRunnerSuiteSetup = {
    get sql() {
      return db.sql;
    },
    async openStore() {
      const store = createPostgresEventStore(db.sql);
      await store.init();
      return store;
    },
    appendsNotify: true,
    holdAppendOpen: db.kind === 'postgres' ? (streamId, events) => holdAppendOpen(db.sql, streamId, events) : undefined,
    holdTransactionOpen: db.kind === 'postgres' ? () => holdTransactionOpen(db.sql) : undefined,
  };
  projectionRunnerSuite(setup);
  heldWritesRunnerSuite(setup);
});
