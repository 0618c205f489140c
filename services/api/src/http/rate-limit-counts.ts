import type { ClientRateLimitInfo, Store } from 'express-rate-limit';
import { runDdlExclusively } from '@waterline/read-models/db/exclusive-ddl';
import type { Sql } from '@waterline/read-models/db/sql';

/** One row per limiter and client: attempts in the current window, and when the window ends (the database's clock). */
export const RATE_LIMIT_SCHEMA = `
CREATE TABLE IF NOT EXISTS rate_limit_counts (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  resets_at timestamptz NOT NULL
);
`;

/**
 * Adds `hits[i]` to the count of `keys[i]` (each key once, in order: concurrent statements lock rows in the same order
 * and cannot deadlock); a count whose window has ended starts a new window.
 */
const INCREMENT = `
INSERT INTO rate_limit_counts AS counted (key, hits, resets_at)
SELECT added.key, added.hits, now() + $3::integer * interval '1 millisecond'
FROM unnest($1::text[], $2::integer[]) WITH ORDINALITY AS added(key, hits, position)
ORDER BY added.position
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN counted.resets_at <= now() THEN excluded.hits ELSE counted.hits + excluded.hits END,
  resets_at = CASE WHEN counted.resets_at <= now() THEN excluded.resets_at ELSE counted.resets_at END
RETURNING key, hits, (extract(epoch FROM resets_at) * 1000)::float8 AS resets_at_ms`;

type CountRow = { hits: number; resets_at_ms: number };

/** An attempt waiting to be counted: it learns its own count (its place among the attempts of its key). */
interface WaitingAttempt {
  key: string;
  counted: (info: ClientRateLimitInfo) => void;
  failed: (error: unknown) => void;
}

/**
 * The attempt counts of every limiter of an app, kept in its database so that every process reads and adds to the
 * same counts: a fixed window per limiter and client, like express-rate-limit's memory store. The table is created on
 * first use; windows that have ended are deleted now and then. The attempts that arrive in one turn of the event loop
 * are added together in one statement, each learning its own count, as if added one by one.
 */
export class RateLimitCounts {
  private schema: Promise<void> | undefined;
  private nextSweep = 0;
  private waiting: WaitingAttempt[] = [];

  /** `scope` keeps these counts apart from other apps' on the same database (tests); every process of one app shares ''. */
  constructor(
    private readonly sql: Sql,
    readonly windowMs: number,
    private readonly scope = '',
  ) {}

  /** The express-rate-limit store of one limiter; `name` keeps its counts apart from the other limiters'. */
  store(name: string): Store {
    const key = (client: string) => `${this.scope}${name}:${client}`;
    return {
      prefix: `${name}:`,
      localKeys: false,
      increment: async (client) => {
        await this.ready();
        this.sweepNowAndThen();
        return new Promise((counted, failed) => {
          this.waiting.push({ key: key(client), counted, failed });
          if (this.waiting.length === 1) setImmediate(() => void this.addWaiting());
        });
      },
      get: async (client) => {
        await this.ready();
        const { rows } = await this.sql.query<CountRow>(
          `SELECT hits, (extract(epoch FROM resets_at) * 1000)::float8 AS resets_at_ms
           FROM rate_limit_counts WHERE key = $1 AND resets_at > now()`,
          [key(client)],
        );
        return rows[0] ? infoOf(rows[0]) : undefined;
      },
      decrement: async (client) => {
        await this.ready();
        await this.sql.query(
          'UPDATE rate_limit_counts SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND resets_at > now()',
          [key(client)],
        );
      },
      resetKey: async (client) => {
        await this.ready();
        await this.sql.query('DELETE FROM rate_limit_counts WHERE key = $1', [key(client)]);
      },
    };
  }

  /** Adds the waiting attempts in one statement (others may run meanwhile: each locks its rows in the keys' order). */
  private async addWaiting(): Promise<void> {
    const attempts = this.waiting;
    this.waiting = [];
    const byKey = new Map<string, WaitingAttempt[]>();
    for (const attempt of attempts) byKey.set(attempt.key, [...(byKey.get(attempt.key) ?? []), attempt]);
    const keys = [...byKey.keys()].sort();
    try {
      const { rows } = await this.sql.query<CountRow & { key: string }>(INCREMENT, [
        keys,
        keys.map((key) => byKey.get(key)!.length),
        this.windowMs,
      ]);
      for (const row of rows) {
        const ofKey = byKey.get(row.key)!;
        // The attempts of a key took the last places of its count, in the order they arrived.
        ofKey.forEach((attempt, index) =>
          attempt.counted(infoOf({ hits: row.hits - ofKey.length + 1 + index, resets_at_ms: row.resets_at_ms })),
        );
      }
    } catch (error) {
      for (const attempt of attempts) attempt.failed(error);
    }
  }

  private ready(): Promise<void> {
    this.schema ??= runDdlExclusively(this.sql, [RATE_LIMIT_SCHEMA]).catch((error: unknown) => {
      this.schema = undefined;
      throw error;
    });
    return this.schema;
  }

  /** Once a window, this process deletes the rows of ended windows (of clients that did not come back). */
  private sweepNowAndThen(): void {
    if (Date.now() < this.nextSweep) return;
    this.nextSweep = Date.now() + this.windowMs;
    // A sweep that fails is tried again a window later: the rows only take room meanwhile.
    void this.sql.query('DELETE FROM rate_limit_counts WHERE resets_at <= now()').catch(() => undefined);
  }
}

function infoOf(row: CountRow): ClientRateLimitInfo {
  return { totalHits: row.hits, resetTime: new Date(row.resets_at_ms) };
}
