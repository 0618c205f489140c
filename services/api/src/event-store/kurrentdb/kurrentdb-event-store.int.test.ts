import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { projectionRunnerSuite } from '@waterline/read-models/runner/runner.suite';
import { describe, it } from 'vitest';
import { eventStoreContract } from '../contract.ts';
import { connectKurrentDbEventStore } from './kurrentdb-event-store.ts';

const url = process.env.KURRENTDB_URL;

if (url) {
  describe('KurrentDB event store', () => {
    eventStoreContract({ openStore: async () => connectKurrentDbEventStore(url, { pollIntervalMs: 100 }) });
  });
  describeEachDatabase(
    'projection runner over the KurrentDB event store',
    (db) => {
      projectionRunnerSuite({
        get sql() {
          return db.sql;
        },
        openStore: async () => connectKurrentDbEventStore(url),
      });
    },
    ['pglite'],
  );
} else {
  describe('KurrentDB event store', () => {
    it.skip('NOT VERIFIED: KURRENTDB_URL is not set', () => undefined);
  });
}
