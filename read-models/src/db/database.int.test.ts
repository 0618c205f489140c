import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSql } from './open-sql.ts';
import { openPostgresPool } from './postgres-pool.ts';
import { deferred, describeEachDatabase } from './testing.ts';

describeEachDatabase('Sql adapter', (db) => {
  it('runs one statement with parameters and several statements without', async () => {
    await db.sql.exec('CREATE TABLE basics (id int PRIMARY KEY, label text); INSERT INTO basics VALUES (1, $$one$$);');
    await db.sql.query('INSERT INTO basics VALUES ($1, $2)', [2, 'two']);
    const { rows } = await db.sql.query<{ id: number; label: string }>('SELECT id, label FROM basics ORDER BY id');
    expect(rows).toEqual([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
  });

  it('returns the same JavaScript values on both engines', async () => {
    const { rows } = await db.sql.query(
      `SELECT 9007199254740993::int8 AS big, 1.50::numeric AS num, '2024-02-29'::date AS day,
              '2024-01-02T03:04:05Z'::timestamptz AS at, '{"a":[1]}'::jsonb AS doc, 7::int4 AS small, true AS flag`,
    );
    expect(rows[0]).toEqual({
      big: '9007199254740993',
      num: '1.50',
      day: '2024-02-29',
      at: new Date('2024-01-02T03:04:05Z'),
      doc: { a: [1] },
      small: 7,
      flag: true,
    });
  });

  it('commits a transaction and returns its result', async () => {
    await db.sql.exec('CREATE TABLE committed (id int)');
    const result = await db.sql.transaction(async (tx) => {
      await tx.query('INSERT INTO committed VALUES (1)');
      return 'done';
    });
    expect(result).toBe('done');
    expect((await db.sql.query('SELECT count(*)::int AS n FROM committed')).rows).toEqual([{ n: 1 }]);
  });

  it("hands a transaction's opening statement's rows to its work, nested ones too, and rolls back when it fails", async () => {
    await db.sql.exec('CREATE TABLE opened (id int)');
    const opened = await db.sql.transaction(async (tx, rows) => {
      await tx.query('INSERT INTO opened VALUES (1)');
      const nested = await tx.transaction(async (_, inner) => inner, 'SELECT count(*)::int AS n FROM opened');
      return { rows, nested };
    }, "SELECT 'first' AS opening");
    expect(opened).toEqual({ rows: [{ opening: 'first' }], nested: [{ n: 1 }] });
    await expect(
      db.sql.transaction(async (tx) => tx.query('INSERT INTO opened VALUES (2)'), 'SELECT 1/0'),
    ).rejects.toThrow('division by zero');
    expect((await db.sql.query('SELECT count(*)::int AS n FROM opened')).rows).toEqual([{ n: 1 }]);
  });

  it('rolls a transaction back when its work throws, and rethrows', async () => {
    await db.sql.exec('CREATE TABLE rolled_back (id int)');
    await expect(
      db.sql.transaction(async (tx) => {
        await tx.query('INSERT INTO rolled_back VALUES (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.sql.query('SELECT count(*)::int AS n FROM rolled_back')).rows).toEqual([{ n: 0 }]);
  });

  it('turns a nested transaction into a savepoint that rolls back alone', async () => {
    await db.sql.exec('CREATE TABLE nested (id int)');
    await db.sql.transaction(async (tx) => {
      await tx.query('INSERT INTO nested VALUES (1)');
      await expect(
        tx.transaction(async (inner) => {
          await inner.query('INSERT INTO nested VALUES (2)');
          throw new Error('inner fails');
        }),
      ).rejects.toThrow('inner fails');
      await tx.transaction((inner) => inner.query('INSERT INTO nested VALUES (3)'));
    });
    expect((await db.sql.query('SELECT id FROM nested ORDER BY id')).rows).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('keeps uncommitted rows invisible to statements outside the transaction', async () => {
    await db.sql.exec('CREATE TABLE isolated (id int)');
    const inserted = deferred();
    const finish = deferred();
    const transaction = db.sql.transaction(async (tx) => {
      await tx.query('INSERT INTO isolated VALUES (1)');
      inserted.resolve();
      await finish.promise;
      throw new Error('roll back');
    });
    await inserted.promise;
    const outside = db.sql.query('SELECT id FROM isolated');
    finish.resolve();
    await expect(transaction).rejects.toThrow('roll back');
    expect((await outside).rows).toEqual([]);
  });

  it('refuses a transaction Sql used after the transaction ended', async () => {
    const leaked = await db.sql.transaction(async (tx) => tx);
    await expect(leaked.query('SELECT 1')).rejects.toThrow('already ended');
  });

  it('delivers NOTIFY to listeners on commit only, until they stop listening', async () => {
    const received: string[] = [];
    const stop = await db.sql.listen('adapter_test', (payload) => received.push(payload));
    await db.sql.query(`SELECT pg_notify('adapter_test', 'committed')`);
    await expect(
      db.sql.transaction(async (tx) => {
        await tx.query(`SELECT pg_notify('adapter_test', 'rolled back')`);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await expect.poll(() => received).toEqual(['committed']);
    await stop();
    await db.sql.query(`SELECT pg_notify('adapter_test', 'after stop')`);
    await db.sql.query('SELECT pg_sleep(0.1)');
    expect(received).toEqual(['committed']);
  });

  it('tells the listeners of a notification sent with notify, and checks its channel name', async () => {
    const received: string[] = [];
    const stop = await db.sql.listen('notify_test', (payload) => received.push(payload));
    db.sql.notify('notify_test', 'appended');
    await expect.poll(() => received).toContain('appended');
    await stop();
    expect(() => db.sql.notify('x; DROP TABLE basics', '')).toThrow('Invalid notification channel name');
  });

  it('rejects a channel name that is not a plain identifier', async () => {
    await expect(db.sql.listen('x; DROP TABLE basics', () => undefined)).rejects.toThrow(
      'Invalid notification channel name',
    );
  });

  if (db.kind === 'pglite') {
    it('fails at once when the database is used inside its own transaction (PGlite only: one connection)', async () => {
      await expect(db.sql.transaction(() => db.sql.query('SELECT 1'))).rejects.toThrow(
        'run statements on the transaction',
      );
    });
  }

  if (db.kind === 'postgres') {
    it('listens again after the listening connection is lost (real Postgres only)', async () => {
      const received: string[] = [];
      const stop = await db.sql.listen('reconnect_test', (payload) => received.push(payload));
      const { rows } = await db.sql.query<{ killed: boolean }>(
        `SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN reconnect_test'`,
      );
      expect(rows).toEqual([{ killed: true }]);
      await expect
        .poll(
          async () => {
            await db.sql.query(`SELECT pg_notify('reconnect_test', 'after reconnect')`);
            return received.includes('after reconnect');
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
      await stop();
    });

    it("tells this process's listeners at once and another process's by one NOTIFY per channel (real Postgres only)", async () => {
      const local: string[] = [];
      const remote: string[] = [];
      const other = await openPostgresPool(db.url!, { maxConnections: 2 });
      const stopLocal = await db.sql.listen('coalesced_test', (payload) => local.push(payload));
      const stopRemote = await other.listen('coalesced_test', (payload) => remote.push(payload));
      try {
        db.sql.notify('coalesced_test', 'first');
        db.sql.notify('coalesced_test', 'second');
        await Promise.resolve();
        expect(local).toEqual(['first', 'second']);
        await expect.poll(() => remote).toEqual(['second']);
        db.sql.notify('coalesced_test', 'third');
        await expect.poll(() => remote).toEqual(['second', 'third']);
      } finally {
        await stopRemote();
        await stopLocal();
        await other.close();
      }
    });

    it('runs transactions on separate connections in parallel (real Postgres only)', async () => {
      await db.sql.exec('CREATE TABLE parallel (id int)');
      const started = Date.now();
      await Promise.all(
        [1, 2].map((id) =>
          db.sql.transaction(async (tx) => tx.query('INSERT INTO parallel SELECT $1 FROM pg_sleep(0.3)', [id])),
        ),
      );
      expect(Date.now() - started).toBeLessThan(550);
      expect((await db.sql.query('SELECT count(*)::int AS n FROM parallel')).rows).toEqual([{ n: 2 }]);
    });
  }
});

describe('openSql', () => {
  it('opens PGlite in the data folder when no database URL is given, and the data survives a reopen', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'wl-open-sql-')), 'nested', 'data');
    try {
      const first = await openSql({ dataDir });
      expect(first.kind).toBe('pglite');
      await first.exec(`CREATE TABLE kept (note text); INSERT INTO kept VALUES ('still here');`);
      await first.close();
      const second = await openSql({ dataDir });
      expect((await second.query('SELECT note FROM kept')).rows).toEqual([{ note: 'still here' }]);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('opens PostgreSQL when a database URL is given, and names an unreachable server clearly', async () => {
    const sql = await openSql({
      databaseUrl: process.env.WATERLINE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      dataDir: 'unused',
    });
    expect(sql.kind).toBe('postgres');
    await sql.close();
    await expect(openSql({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', dataDir: 'unused' })).rejects.toThrow(
      'Cannot connect to PostgreSQL',
    );
  });
});
