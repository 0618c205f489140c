import type { Sql } from './sql.ts';

/** What `openSql` returns: an `Sql` that also says which engine it is and can LISTEN. */
export interface Database extends Sql {
  readonly kind: 'postgres' | 'pglite';
  /** Calls `onNotification` for each committed NOTIFY on `channel` until the returned function is called. */
  listen(channel: string, onNotification: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Tells the listeners of `channel` that something committed: this process's at once, other processes' by a NOTIFY
   * sent outside the caller's transaction (PostgreSQL serialises the commits of notifying transactions).
   */
  notify(channel: string, payload: string): void;
}

/** True when `sql` is a whole database that can LISTEN (a transaction's `Sql` cannot). */
export function canListen(sql: Sql): sql is Database {
  return typeof (sql as Partial<Database>).listen === 'function';
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Channel names go into LISTEN unquoted, so only plain lowercase identifiers are accepted. */
export function assertChannelName(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid notification channel name: ${JSON.stringify(channel)}`);
}
