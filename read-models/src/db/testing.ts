/**
 * Isolated databases for integration tests.
 * `describeEachDatabase('orders', (db) => { it('...', async () => { await db.sql.query(...) }) })`
 * runs the block twice: on a fresh database `wl_test_<random>` created on the real PostgreSQL
 * (WATERLINE_TEST_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards,
 * and on a fresh PGlite in a temporary folder that is deleted afterwards. The database lives for the
 * whole block, so give each test its own stream ids or rows. `db.kind` is known while the block is
 * declared (register Postgres-only tests with `if (db.kind === 'postgres') it(...)`); `db.sql` is
 * ready inside tests and hooks; `db.url` (Postgres) and `db.dataDir` (PGlite) let a child process
 * open the same database. Outside a describe block: `const t = await createTestDatabase('postgres')`
 * and `await t.dispose()`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgresPool } from './postgres-pool.ts';

export type DatabaseKind = Database['kind'];

export interface TestDatabase {
  kind: DatabaseKind;
  sql: Database;
  /** Connection string of the test database (Postgres only). */
  url?: string;
  /** Data folder of the test database (PGlite only). */
  dataDir?: string;
  dispose(): Promise<void>;
}

export const TEST_DATABASE_KINDS: readonly DatabaseKind[] = ['postgres', 'pglite'];

export function adminPostgresUrl(): string {
  return process.env.WATERLINE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  return kind === 'postgres' ? createTestPostgres() : createTestPglite();
}

async function createTestPostgres(): Promise<TestDatabase> {
  const name = `wl_test_${randomBytes(6).toString('hex')}`;
  const adminUrl = adminPostgresUrl();
  const admin = await openPostgresPool(adminUrl, { maxConnections: 1 });
  try {
    await admin.exec(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = await openPostgresPool(url.toString());
  return {
    kind: 'postgres',
    sql,
    url: url.toString(),
    async dispose() {
      await sql.close();
      const cleanup = await openPostgresPool(adminUrl, { maxConnections: 1 });
      try {
        await cleanup.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.close();
      }
    },
  };
}

async function createTestPglite(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'wl-test-pglite-'));
  const sql = await openPglite(dataDir);
  return {
    kind: 'pglite',
    sql,
    dataDir,
    async dispose() {
      await sql.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The handle a `describeEachDatabase` block receives; `sql`, `url` and `dataDir` are ready once hooks run. */
export interface DatabaseUnderTest {
  readonly kind: DatabaseKind;
  readonly sql: Database;
  readonly url: string | undefined;
  readonly dataDir: string | undefined;
}

export function describeEachDatabase(
  name: string,
  body: (db: DatabaseUnderTest) => void,
  kinds: readonly DatabaseKind[] = TEST_DATABASE_KINDS,
): void {
  for (const kind of kinds) {
    describe(`${name} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      const ready = (): TestDatabase => {
        if (!current) throw new Error('The test database is ready only inside tests and hooks');
        return current;
      };
      beforeAll(async () => {
        current = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await current?.dispose();
        current = undefined;
      });
      body({
        kind,
        get sql() {
          return ready().sql;
        },
        get url() {
          return ready().url;
        },
        get dataDir() {
          return ready().dataDir;
        },
      });
    });
  }
}

/** A promise with its resolve and reject exposed, for holding a transaction open until a test lets it go. */
export function deferred<T = void>(): { promise: Promise<T>; resolve(value: T): void; reject(error: unknown): void } {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
