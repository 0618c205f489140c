import pg from 'pg';
import { assertChannelName, type Database } from './database.ts';
import type { OpeningRow, Sql } from './sql.ts';
import { openTransactionScope } from './transaction-scope.ts';
import { asUnavailable, isConnectionFailure } from './unavailable.ts';
import { DATE_OID, keepText } from './value-parsers.ts';

const valueParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return keepText;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
} as pg.CustomTypesConfig;

/** How many distinct statement texts are kept prepared on each connection; texts beyond these are planned every time. */
const MAX_PREPARED_STATEMENTS = 500;

/** Other processes hear of this one's notifications at most this much later: one NOTIFY per channel per period. */
const NOTIFY_PERIOD_MS = 10;

/** How long opening a connection may take before the statement fails as unavailable rather than waits. */
const CONNECT_TIMEOUT_MS = 5000;

export interface PostgresPoolOptions {
  maxConnections?: number;
  /** The server cancels a statement running longer (none when left out). */
  statementTimeoutMs?: number;
  /** A statement unanswered this long fails as unavailable and its connection is dropped (none when left out). */
  queryTimeoutMs?: number;
}

/**
 * A `Database` over a `pg` connection pool; checks the connection before returning. A lost or
 * unreachable database fails statements with DatabaseUnavailableError; the pool opens new
 * connections once it is back.
 */
export async function openPostgresPool(databaseUrl: string, options: PostgresPoolOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    types: valueParsers,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
  });
  // An idle client that loses its connection is discarded by the pool; the next query opens a new one.
  pool.on('error', () => undefined);
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw new Error(`Cannot connect to PostgreSQL: ${(error as Error).message}`, { cause: error });
  }
  const listener = new NotificationListener(pool);
  const prepared = preparedStatements();

  return {
    kind: 'postgres',
    async query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]) {
      try {
        const result = await (pool.query(prepared(text, params)) as unknown as Promise<pg.QueryResult>);
        return { rows: result.rows as Row[] };
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    async exec(text: string) {
      try {
        await pool.query(text);
      } catch (error) {
        throw asUnavailable(error);
      }
    },
    async transaction<T>(work: (tx: Sql, opened: OpeningRow[]) => Promise<T>, opening?: string): Promise<T> {
      const client = await pool.connect().catch((error: unknown) => {
        throw asUnavailable(error);
      });
      const scope = openTransactionScope({
        query: async <Row>(text: string, params?: readonly unknown[]) => ({
          rows: (await submit(client, prepared(text, params))).rows as Row[],
        }),
        exec: async (text: string) => {
          await client.query(text);
        },
      });
      let connectionBroken = false;
      // A checked-out client whose connection drops between statements emits 'error'; unheard, it would end the process.
      const onConnectionError = () => {
        connectionBroken = true;
      };
      client.on('error', onConnectionError);
      try {
        const result = await work(scope.sql, await begin(client, opening));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A statement that timed out leaves its connection waiting for the answer: dropped, not rolled back.
        if (isConnectionFailure(error)) connectionBroken = true;
        if (!connectionBroken) await client.query('ROLLBACK').catch(onConnectionError);
        throw asUnavailable(error);
      } finally {
        scope.end();
        client.removeListener('error', onConnectionError);
        client.release(connectionBroken);
      }
    },
    listen: (channel, onNotification) => listener.listen(channel, onNotification),
    notify: (channel, payload) => listener.notify(channel, payload),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

/** BEGIN, with the opening statement in the same simple query when there is one; answers the opening's rows. */
async function begin(client: pg.PoolClient, opening: string | undefined): Promise<OpeningRow[]> {
  if (opening === undefined) {
    await client.query('BEGIN');
    return [];
  }
  // A simple query of two statements answers one result per statement.
  const results = (await client.query(`BEGIN; ${opening}`)) as unknown as pg.QueryResult[];
  return results[1]!.rows as OpeningRow[];
}

/**
 * A statement named after its text, so that each connection parses and plans it once (PostgreSQL
 * plans it again by itself when a table it reads changes or the search_path differs). It is built as
 * `pg`'s own query object: `pg` copies a `{ name, text, values }` object property by property, which took
 * several microseconds a statement.
 */
function preparedStatements(): (text: string, params?: readonly unknown[]) => pg.Query {
  const names = new Map<string, string>();
  return (text, params) => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_PREPARED_STATEMENTS) {
      name = `waterline_${names.size}`;
      names.set(text, name);
    }
    const query = new pg.Query(text, params as unknown[] | undefined);
    if (name !== undefined) (query as NamedQuery).name = name;
    return query;
  };
}

type NamedQuery = pg.Query & { name?: string };
type QueryCallback = (error: Error | null, result: pg.QueryResult) => void;

/** Runs a query object on a checked-out client (which answers such an object through its callback, not a promise). */
function submit(client: pg.PoolClient, query: pg.Query): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    const submitWithCallback = client.query.bind(client) as unknown as (query: pg.Query, done: QueryCallback) => void;
    submitWithCallback(query, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

type Handler = (payload: string) => void;

/**
 * One pooled connection kept for LISTEN, shared by every listener; reconnects if the connection drops. Notifications
 * of this process reach its own listeners at once and go to other processes once per channel per `NOTIFY_PERIOD_MS`.
 */
class NotificationListener {
  private client: pg.PoolClient | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  /** The last payload of each channel not yet sent to other processes. */
  private readonly unsent = new Map<string, string>();
  private sendTimer: NodeJS.Timeout | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(private readonly pool: pg.Pool) {}

  async listen(channel: string, onNotification: Handler): Promise<() => Promise<void>> {
    assertChannelName(channel);
    await this.serially(async () => {
      const handlers = this.handlers.get(channel) ?? new Set<Handler>();
      const first = handlers.size === 0;
      handlers.add(onNotification);
      this.handlers.set(channel, handlers);
      if (first) await (await this.connection()).query(`LISTEN ${channel}`);
    });
    return () =>
      this.serially(async () => {
        const handlers = this.handlers.get(channel);
        if (!handlers?.delete(onNotification) || handlers.size > 0) return;
        this.handlers.delete(channel);
        if (this.client) await this.client.query(`UNLISTEN ${channel}`);
      });
  }

  notify(channel: string, payload: string): void {
    assertChannelName(channel);
    // A microtask: the caller (an append that has committed) does not answer for its listeners.
    queueMicrotask(() => this.deliver(channel, payload));
    this.unsent.set(channel, payload);
    this.sendTimer ??= setTimeout(() => void this.sendUnsent(), NOTIFY_PERIOD_MS);
  }

  /** A NOTIFY of its own comes back to this process too: its listeners hear it a second time, which waking tolerates. */
  private async sendUnsent(): Promise<void> {
    const notifications = [...this.unsent];
    this.unsent.clear();
    try {
      if (!this.closed)
        await this.pool.query(
          'SELECT pg_notify(channel, payload) FROM unnest($1::text[], $2::text[]) AS n(channel, payload)',
          [notifications.map(([channel]) => channel), notifications.map(([, payload]) => payload)],
        );
    } catch {
      // Other processes also poll: a lost notification only delays them.
    } finally {
      this.sendTimer = undefined;
      if (this.unsent.size > 0 && !this.closed)
        this.sendTimer = setTimeout(() => void this.sendUnsent(), NOTIFY_PERIOD_MS);
    }
  }

  private deliver(channel: string, payload: string): void {
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.sendTimer);
    clearTimeout(this.reconnectTimer);
    await this.queue;
    this.client?.release();
    this.client = undefined;
  }

  private serially<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async connection(): Promise<pg.PoolClient> {
    if (this.client) return this.client;
    const client = await this.pool.connect();
    client.on('notification', (message) => this.deliver(message.channel, message.payload ?? ''));
    client.on('error', () => this.dropConnection(client));
    this.client = client;
    return client;
  }

  private dropConnection(client: pg.PoolClient): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.release(true);
    if (!this.closed) this.reconnectTimer = setTimeout(() => void this.relisten(), 1000);
  }

  private async relisten(): Promise<void> {
    await this.serially(async () => {
      if (this.closed || this.handlers.size === 0) return;
      const client = await this.connection();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    }).catch(() => {
      if (!this.closed) this.reconnectTimer = setTimeout(() => void this.relisten(), 1000);
    });
  }
}
