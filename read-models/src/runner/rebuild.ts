import { LOG_START, type LogPosition } from '@waterline/domain/events/envelope';
import { comparePositions, type EventStore } from '@waterline/domain/events/event-store';
import { runDdlExclusively } from '../db/exclusive-ddl.ts';
import type { Sql } from '../db/sql.ts';
import type { Projection } from '../projection.ts';
import { CHECKPOINTS_SCHEMA, lockProjection, readCheckpoint } from './checkpoints.ts';
import { assertValidProjections } from './names.ts';
import { tableChecksum } from './table-checksums.ts';

export interface TableComparison {
  table: string;
  liveRows: number;
  rebuiltRows: number;
  liveChecksum: string;
  rebuiltChecksum: string;
  matches: boolean;
}

export interface ProjectionRebuild {
  projection: string;
  /** The log position both the live and the rebuilt tables stand at. */
  position: LogPosition;
  tables: TableComparison[];
  matches: boolean;
  /** True when the rebuilt tables took the live ones' place. */
  replaced: boolean;
}

export interface RebuildOptions {
  /** Swap the rebuilt tables in for the live ones (default: compare only). */
  replace?: boolean;
  batchSize?: number;
  /** How often to catch up with a live runner that keeps moving before giving up (default 50). */
  maxRounds?: number;
}

/**
 * Builds each projection from the log into fresh tables in a schema of its own (`rebuild_<name>`,
 * reached through search_path, so projection SQL names tables without a schema), brings them to the
 * live checkpoint, and compares row counts and checksums with the live tables while holding the
 * projection's lock, so a live runner cannot move in between. With `replace`, the rebuilt tables
 * then take the live ones' place in the same transaction. The rebuild schema is dropped afterwards.
 */
export async function rebuildProjections(sql: Sql, store: EventStore, projections: readonly Projection[], options: RebuildOptions = {}): Promise<ProjectionRebuild[]> {
  assertValidProjections(projections);
  await runDdlExclusively(sql, [CHECKPOINTS_SCHEMA, ...projections.map((projection) => projection.schema)]);
  const { rows } = await sql.query<{ schema: string }>('SELECT current_schema() AS schema');
  const liveSchema = quoteIdentifier(rows[0]!.schema);
  const results: ProjectionRebuild[] = [];
  for (const projection of projections) results.push(await rebuildOne(sql, store, projection, liveSchema, options));
  return results;
}

async function rebuildOne(sql: Sql, store: EventStore, projection: Projection, liveSchema: string, options: RebuildOptions): Promise<ProjectionRebuild> {
  const { replace = false, batchSize = 2000, maxRounds = 50 } = options;
  const rebuildSchema = `rebuild_${projection.name}`;
  await sql.exec(`DROP SCHEMA IF EXISTS ${rebuildSchema} CASCADE; CREATE SCHEMA ${rebuildSchema};`);
  try {
    await inSchema(sql, rebuildSchema, (tx) => tx.exec(projection.schema));
    let rebuilt = LOG_START;
    for (let round = 1; round <= maxRounds; round += 1) {
      const live = await readCheckpoint(sql, projection.name);
      if (comparePositions(rebuilt, live) > 0) throw new Error(`The live checkpoint of ${projection.name} moved back; was it reset during the rebuild?`);
      rebuilt = await catchUp(sql, store, projection, rebuildSchema, rebuilt, live, batchSize);
      const position = rebuilt;
      const result = await sql.transaction(async (tx): Promise<ProjectionRebuild | undefined> => {
        await lockProjection(tx, projection.name);
        if (comparePositions(await readCheckpoint(tx, projection.name), position) !== 0) return undefined;
        const tables = await compareTables(tx, projection.tables, liveSchema, rebuildSchema);
        if (replace) {
          for (const table of projection.tables) await tx.exec(`DROP TABLE ${liveSchema}.${table}; ALTER TABLE ${rebuildSchema}.${table} SET SCHEMA ${liveSchema};`);
        }
        return { projection: projection.name, position, tables, matches: tables.every((table) => table.matches), replaced: replace };
      });
      if (result) return result;
    }
    throw new Error(`The live runner of ${projection.name} kept moving; ran ${maxRounds} rounds without catching it`);
  } finally {
    await sql.exec(`DROP SCHEMA IF EXISTS ${rebuildSchema} CASCADE`);
  }
}

/** Applies the events after `from` up to and including `to` to the rebuild tables; returns the position reached. */
async function catchUp(sql: Sql, store: EventStore, projection: Projection, schema: string, from: LogPosition, to: LogPosition, batchSize: number): Promise<LogPosition> {
  let position = from;
  while (comparePositions(position, to) < 0) {
    const events = (await store.readAll(position, batchSize)).filter((event) => comparePositions(event.position, to) <= 0);
    const last = events.at(-1);
    if (!last) throw new Error(`The log ends before the live checkpoint of ${projection.name}`);
    if (events.some((event) => projection.handles(event))) await inSchema(sql, schema, (tx) => projection.apply(tx, events));
    position = last.position;
  }
  return position;
}

/**
 * Runs `work` in a transaction whose unqualified table names resolve to `schema` only. It commits
 * without waiting for its log flush: the rebuild tables are thrown away unless the (synchronous)
 * swap commits after them.
 */
async function inSchema(sql: Sql, schema: string, work: (tx: Sql) => Promise<void>): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.exec(`SET LOCAL search_path TO ${schema}; SET LOCAL synchronous_commit TO off`);
    await work(tx);
  });
}

async function compareTables(tx: Sql, tables: readonly string[], liveSchema: string, rebuildSchema: string): Promise<TableComparison[]> {
  const comparisons: TableComparison[] = [];
  for (const table of tables) {
    const live = await tableChecksum(tx, liveSchema, table);
    const rebuilt = await tableChecksum(tx, rebuildSchema, table);
    comparisons.push({
      table,
      liveRows: live.rows,
      rebuiltRows: rebuilt.rows,
      liveChecksum: live.checksum,
      rebuiltChecksum: rebuilt.checksum,
      matches: live.rows === rebuilt.rows && live.checksum === rebuilt.checksum,
    });
  }
  return comparisons;
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
