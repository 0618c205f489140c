/**
 * Issues a license key for one sign-up: appends `LicenseKeyIssued` (holding only the key's hash)
 * and prints the key. Uses DATABASE_URL, else the embedded database in WATERLINE_DATA_DIR
 * (default ./data); the embedded database admits one process, so stop the server first.
 *
 *   npx tsx scripts/src/issue-license-key.ts [count]
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createPostgresEventStore, issueLicenseKey } from '@waterline/api';
import { OPERATOR_ACTOR_ID } from '@waterline/domain/aggregate/actors';
import { openSql } from '@waterline/read-models/db/open-sql';

const count = Number(process.argv[2] ?? 1);
if (!Number.isInteger(count) || count < 1 || count > 1000) {
  process.stderr.write('Usage: npx tsx scripts/src/issue-license-key.ts [count from 1 to 1000]\n');
  process.exit(2);
}

const dataDir = process.env.WATERLINE_DATA_DIR ?? join(process.cwd(), 'data');
const sql = await openSql({ ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}), dataDir });
const eventStore = createPostgresEventStore(sql);
try {
  await eventStore.init();
  const env = { eventStore, clock: () => new Date(), bcryptCost: 10 };
  const origin = { actorId: OPERATOR_ACTOR_ID, correlationId: randomUUID() };
  for (let issued = 0; issued < count; issued += 1) {
    const { key } = await issueLicenseKey(env, origin);
    process.stdout.write(`${key}\n`);
  }
} finally {
  await eventStore.close();
  await sql.close();
}
