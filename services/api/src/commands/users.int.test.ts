import { afterAll, beforeAll, expect, it } from 'vitest';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import type { EventStore } from '@waterline/domain/events/event-store';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';
import { hashLicenseKey } from '../auth/license-keys.ts';
import { createPostgresEventStore, type PostgresEventStore } from '../event-store/postgres-event-store.ts';
import { commandEnvironment } from './command-environment.ts';
import { issueLicenseKey } from './licenses.ts';
import { signUp } from './users.ts';

let db: TestDatabase;
let store: PostgresEventStore;
const origin = { actorId: 'anonymous', correlationId: 'test' };

beforeAll(async () => {
  db = await createTestDatabase('postgres');
  store = createPostgresEventStore(db.sql);
  await store.init();
});
afterAll(async () => {
  await store.close();
  await db?.dispose();
});

/** The store, counting the reads of each stream. */
function countingReads(inner: EventStore): { store: EventStore; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  const counted: EventStore = Object.create(inner) as EventStore;
  counted.readStream = (streamId, options) => {
    reads.set(streamId, (reads.get(streamId) ?? 0) + 1);
    return inner.readStream(streamId, options);
  };
  return { store: counted, reads };
}

it('reads the license key stream once to check and redeem the key of a sign-up', async () => {
  // Keys are issued by another process (the operator's script), so this one has not seen the key's stream.
  const { key } = await issueLicenseKey(
    commandEnvironment({ eventStore: store, clock: () => new Date(), bcryptCost: 4 }),
    origin,
  );
  const { store: counted, reads } = countingReads(store);
  const env = commandEnvironment({ eventStore: counted, clock: () => new Date(), bcryptCost: 4 });
  await signUp(
    env,
    origin,
    { first: 'One', last: 'Read', email: 'one.read@example.org', password: 'a long password', licenseKey: key },
    new Set(),
  );
  expect(reads.get(streamIds.licenseKey(hashLicenseKey(key)))).toBe(1);
  expect((await store.readStream(streamIds.licenseKey(hashLicenseKey(key)))).map((event) => event.type)).toEqual([
    'LicenseKeyIssued',
    'LicenseKeyRedeemed',
  ]);
});
