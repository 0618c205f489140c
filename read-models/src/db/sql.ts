/** A row of a transaction's opening statement, read by the caller that wrote the statement. */
export type OpeningRow = Record<string, unknown>;

/** The one SQL surface the read models, the projector runner and the Postgres event store use; adapters: `pg` pool and embedded PGlite. */
export interface Sql {
  /** One statement with $1.. parameters. */
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<{ rows: Row[] }>;
  /** Several statements without parameters (schema DDL). */
  exec(text: string): Promise<void>;
  /**
   * Runs `work` in one transaction on one connection; rolls back if it throws. `opening`, one statement without
   * parameters, goes with BEGIN in one round trip; its rows are handed to `work`.
   */
  transaction<T>(work: (tx: Sql, opened: OpeningRow[]) => Promise<T>, opening?: string): Promise<T>;
  close(): Promise<void>;
}
