import type { Sql } from './db/sql.ts';

/**
 * A write a projection makes for many events at once: `text` reads the rows from `rows`, the
 * recordset of the written rows typed by `columns` (e.g. `INSERT INTO t (a, b) SELECT a, b FROM rows`).
 */
export interface RowStatement<Row extends object> {
  /** The table it writes: writes to different tables commute, writes to one table keep their order. */
  table: string;
  /** The recordset's column definitions, named like the rows' keys, e.g. 'user_id text, role smallint'. */
  columns: string;
  text: string;
  /**
   * How several rows of one run combine, by `key`: 'first' keeps the first (an insert that does
   * nothing when the row exists), 'last' keeps the last (a write that sets every value it takes);
   * 'each' writes every row in a statement of its own (a value that accumulates, a delete).
   */
  keep: 'first' | 'last' | 'each';
  key(row: Row): string;
}

interface Run {
  statement: RowStatement<object>;
  rows: object[];
}

/**
 * Collects a batch's writes in event order and sends each run of writes by one statement to a
 * table as one statement for all its rows, so the tables end as if every event had been applied
 * alone, in order, with a handful of statements per batch instead of several per event.
 */
export class BatchedWrites {
  private readonly open = new Map<string, Run>();

  constructor(private readonly tx: Sql) {}

  async add<Row extends object>(statement: RowStatement<Row>, row: Row): Promise<void> {
    const run = this.open.get(statement.table);
    if (run && run.statement === statement) {
      run.rows.push(row);
      return;
    }
    if (run) await this.send(run);
    this.open.set(statement.table, { statement: statement as RowStatement<object>, rows: [row] });
  }

  /** Sends every open run; call once the batch's events are added. */
  async flush(): Promise<void> {
    for (const run of this.open.values()) await this.send(run);
    this.open.clear();
  }

  private async send({ statement, rows }: Run): Promise<void> {
    this.open.delete(statement.table);
    if (statement.keep === 'each') {
      for (const row of rows) await writeRows(this.tx, statement, [row]);
      return;
    }
    const byKey = new Map<string, object>();
    for (const row of rows) {
      const key = statement.key(row);
      if (statement.keep === 'last' || !byKey.has(key)) byKey.set(key, row);
    }
    await writeRows(this.tx, statement, [...byKey.values()]);
  }
}

/** A write held back by `holdingWrites`: one statement's rows for one table. */
export interface HeldWrite {
  statement: RowStatement<object>;
  rows: readonly object[];
}

/** The writes `writeRows` holds back on a transaction, while `holdingWrites` runs on it. */
const heldWrites = new WeakMap<Sql, HeldWrite[]>();

/** Runs `statement` once for `rows`, passed as one JSON parameter (held back while `holdingWrites` runs on `tx`). */
export async function writeRows<Row extends object>(
  tx: Sql,
  statement: RowStatement<Row>,
  rows: readonly Row[],
): Promise<void> {
  const held = heldWrites.get(tx);
  if (held) held.push({ statement: statement as RowStatement<object>, rows });
  else await sendWrites(tx, [{ statement: statement as RowStatement<object>, rows }]);
}

/**
 * Runs `work`, holding back the `writeRows` on `tx` until it ends, then sends them in as few statements
 * as their tables allow (see `holdingWrites`). For projections that read only their own tables, and read
 * them before they write (a read would not see the held writes).
 */
export async function combiningWrites(tx: Sql, work: () => Promise<void>): Promise<void> {
  if (heldWrites.has(tx)) return work();
  for (const writes of await holdingWrites(tx, work)) await sendWrites(tx, writes);
}

/**
 * Runs `work`, holding back the `writeRows` on `tx`, and answers them as the statements to send, in order: writes to
 * different tables commute, so they go as the data-modifying parts of one statement, and a write to a table the
 * statement writes already starts the next statement, so each table's writes keep their order.
 */
export async function holdingWrites(tx: Sql, work: () => Promise<void>): Promise<HeldWrite[][]> {
  const held: HeldWrite[] = [];
  heldWrites.set(tx, held);
  try {
    await work();
  } finally {
    heldWrites.delete(tx);
  }
  const statements: HeldWrite[][] = [];
  let together: HeldWrite[] = [];
  for (const write of held) {
    if (together.some((other) => other.statement.table === write.statement.table)) {
      statements.push(together);
      together = [];
    }
    together.push(write);
  }
  if (together.length > 0) statements.push(together);
  return statements;
}

/**
 * What a statement's writes wait on: its common table expressions come first, and each write takes its rows only
 * where `passes` holds, so a guard that fails leaves every table as it was.
 */
export interface WriteGuard {
  /** Common table expressions, e.g. 'checkpoint AS (SELECT ...)', with parameters from $1 to $N, N = params.length. */
  with: string;
  params: readonly unknown[];
  /** A condition over those expressions. */
  passes: string;
  /** What the statement answers: a SELECT over those expressions. */
  answer: string;
}

/** Sends `writes` as one statement; with a guard, answers the guard's `answer` rows. Writes to one table must not share a statement. */
export async function sendWrites<Row = Record<string, unknown>>(
  tx: Sql,
  writes: readonly HeldWrite[],
  guard?: WriteGuard,
): Promise<Row[]> {
  const first = guard?.params.length ?? 0;
  const rowsFilter = guard ? ` WHERE ${guard.passes}` : '';
  const withRows = ({ statement }: HeldWrite, index: number) =>
    `WITH rows AS (SELECT * FROM jsonb_to_recordset($${first + index + 1}::jsonb) AS r(${statement.columns})${rowsFilter}) ${statement.text}`;
  const params = [...(guard?.params ?? []), ...writes.map(({ rows }) => JSON.stringify(rows))];
  if (writes.length === 1 && !guard) return (await tx.query<Row>(withRows(writes[0]!, 0), params)).rows;
  const parts = writes.map((write, index) => `write_${index} AS (${withRows(write, index)})`);
  const text = `WITH ${[...(guard ? [guard.with] : []), ...parts].join(',\n')}\n${guard?.answer ?? 'SELECT'}`;
  return (await tx.query<Row>(text, params)).rows;
}

/**
 * Writes what a projection folded in memory from rows it read: inserts the rows the batch created,
 * then updates the stored rows it changed (a row created and changed in one batch is inserted as it ends).
 */
export async function writeFoldedRows<Row extends object, Created extends Row>(
  tx: Sql,
  statements: { insert: RowStatement<Created>; update: RowStatement<Row> },
  created: ReadonlyMap<string, Created>,
  changed: ReadonlySet<Row>,
): Promise<void> {
  if (created.size > 0) await writeRows(tx, statements.insert, [...created.values()]);
  const updated = [...changed].filter((row) => !created.has(statements.update.key(row)));
  if (updated.length > 0) await writeRows(tx, statements.update, updated);
}
