import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import {
  composeWaterline,
  hashLicenseKey,
  issueLicenseKey,
  releaseAbandonedReservations,
  reservationHolder,
  signUp,
  type Waterline,
} from '@waterline/api';
import { killWhenPrinted } from '@waterline/api/testing';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { createTestDatabase, type TestDatabase } from '@waterline/read-models/db/testing';
import { listKeysRedeemedForNobody } from '@waterline/read-models/license-keys/queries';
import { listOwnerlessReservations } from '@waterline/read-models/reservations/queries';
import { findCredentialsByEmail } from '@waterline/read-models/credentials/queries';
import { seedFirstStart } from './demo/seed-first-start.ts';

let db: TestDatabase;
let dataDir: string;
let waterline: Waterline;
const origin = { actorId: 'anonymous', correlationId: 'test' };

beforeAll(async () => {
  db = await createTestDatabase('postgres');
  dataDir = await mkdtemp(join(tmpdir(), 'wl-crash-'));
  waterline = await composeWaterline({ DATABASE_URL: db.url, WATERLINE_DATA_DIR: dataDir });
});
afterAll(async () => {
  await waterline.close();
  await db.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the crash process until it stands between reserving and registering, then SIGKILLs it. */
async function killBetweenReservingAndRegistering(
  mode: 'sign-up' | 'first-start',
  env: Record<string, string>,
): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/support/crash-mid-creation.ts', mode], {
    env: { ...process.env, DATABASE_URL: db.url, WATERLINE_DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await killWhenPrinted(child, 'between');
}

const future = () => new Date(Date.now() + 60_000);
/** How long the projectors may take to show what was appended, on a loaded machine. */
const settled = { timeout: 20_000, interval: 50 };

it('frees an email and returns a license key that a sign-up killed before registering left behind', async () => {
  const email = 'cut.short@example.org';
  const { key } = await issueLicenseKey(waterline.commands, { actorId: 'operator', correlationId: 'test' });
  await killBetweenReservingAndRegistering('sign-up', { CRASH_EMAIL: email, CRASH_LICENSE: key });

  const owner = await reservationHolder(waterline.commands, 'user-email', email);
  expect(owner).not.toBeNull();
  expect(
    (await waterline.eventStore.readStream(streamIds.licenseKey(hashLicenseKey(key)))).map((event) => event.type),
  ).toEqual(['LicenseKeyIssued', 'LicenseKeyRedeemed']);
  await expect(
    signUp(
      waterline.commands,
      origin,
      { first: 'A', last: 'B', email, password: 'a long password', licenseKey: key },
      new Set(),
    ),
  ).rejects.toThrow('This license key has already been used');

  // Within the grace period nothing is touched; past it, the sweep undoes both.
  expect(await releaseAbandonedReservations(waterline.commands, waterline.sql, new Date(Date.now() - 60_000))).toEqual({
    released: [],
    returnedKeys: 0,
  });
  await vi.waitFor(async () => {
    expect(await listOwnerlessReservations(waterline.sql, future())).toEqual([
      { kind: 'user-email', value: email, ownerId: owner },
    ]);
    expect(await listKeysRedeemedForNobody(waterline.sql, future())).toHaveLength(1);
  }, settled);
  expect(await releaseAbandonedReservations(waterline.commands, waterline.sql, future())).toEqual({
    released: [{ kind: 'user-email', value: email, ownerId: owner }],
    returnedKeys: 1,
  });
  const registered = await signUp(
    waterline.commands,
    origin,
    { first: 'A', last: 'B', email, password: 'a long password', licenseKey: key },
    new Set(),
  );
  expect(registered.userId).not.toBe(owner);
});

it('creates the admin on the next start when the first start was killed before registering the admin', async () => {
  const env = { WATERLINE_ADMIN_EMAIL: 'first.admin@example.org', WATERLINE_ADMIN_PASSWORD: 'first admin password' };
  await killBetweenReservingAndRegistering('first-start', env);
  expect(await reservationHolder(waterline.commands, 'user-email', env.WATERLINE_ADMIN_EMAIL)).not.toBeNull();

  const restarted = await seedFirstStart(waterline, env);
  expect(restarted).toMatchObject({
    adminEmail: env.WATERLINE_ADMIN_EMAIL,
    adminPassword: env.WATERLINE_ADMIN_PASSWORD,
  });
  await vi.waitFor(
    async () => expect(await findCredentialsByEmail(waterline.sql, env.WATERLINE_ADMIN_EMAIL)).not.toBeNull(),
    settled,
  );
  expect(await seedFirstStart(waterline, env)).toBeUndefined();
});
