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
export async function rebuildProjections(
  sql: Sql,
  store: EventStore,
  projections: readonly Projection[],
  options: RebuildOptions = {},
): Promise<ProjectionRebuild[]> {
  assertValidProjections(projections);
  await runDdlExclusively(sql, [CHECKPOINTS_SCHEMA, ...projections.map((projection) => projection.schema)]);
  const { rows } = await sql.query<{ schema: string }>('SELECT current_schema() AS schema');
  const liveSchema = quoteIdentifier(rows[0]!.schema);
  const schemaOf = (projection: Projection) => `rebuild_${projection.name}`;
  try {
    for (const projection of projections) {
      await sql.exec(`DROP SCHEMA IF EXISTS ${schemaOf(projection)} CASCADE; CREATE SCHEMA ${schemaOf(projection)};`);
      await inSchema(sql, schemaOf(projection), (tx) => tx.exec(projection.schema));
    }
    // One read of the log brings every projection to its live checkpoint; each then finishes alone.
    const targets = await Promise.all(
      projections.map(async (projection) => ({
        projection,
        schema: schemaOf(projection),
        from: LOG_START,
        to: await readCheckpoint(sql, projection.name),
      })),
    );
    const reached = await catchUp(sql, store, targets, options.batchSize ?? 2000);
    const results: ProjectionRebuild[] = [];
    for (const [index, projection] of projections.entries())
      results.push(
        await rebuildOne(sql, store, projection, schemaOf(projection), reached[index]!, liveSchema, options),
      );
    return results;
  } finally {
    for (const projection of projections) await sql.exec(`DROP SCHEMA IF EXISTS ${schemaOf(projection)} CASCADE`);
  }
}

/** Brings one projection's rebuild tables from `from` to its live checkpoint, then compares them under its lock (and swaps them in with `replace`). */
async function rebuildOne(
  sql: Sql,
  store: EventStore,
  projection: Projection,
  rebuildSchema: string,
  from: LogPosition,
  liveSchema: string,
  options: RebuildOptions,
): Promise<ProjectionRebuild> {
  const { replace = false, batchSize = 2000, maxRounds = 50 } = options;
  let rebuilt = from;
  for (let round = 1; round <= maxRounds; round += 1) {
    const live = await readCheckpoint(sql, projection.name);
    if (comparePositions(rebuilt, live) > 0)
      throw new Error(`The live checkpoint of ${projection.name} moved back; was it reset during the rebuild?`);
    [rebuilt] = (await catchUp(
      sql,
      store,
      [{ projection, schema: rebuildSchema, from: rebuilt, to: live }],
      batchSize,
    )) as [LogPosition];
    const position = rebuilt;
    const result = await sql.transaction(async (tx): Promise<ProjectionRebuild | undefined> => {
      await lockProjection(tx, projection.name);
      if (comparePositions(await readCheckpoint(tx, projection.name), position) !== 0) return undefined;
      const tables = await compareTables(tx, projection.tables, liveSchema, rebuildSchema);
      if (replace) {
        for (const table of projection.tables)
          await tx.exec(
            `DROP TABLE ${liveSchema}.${table}; ALTER TABLE ${rebuildSchema}.${table} SET SCHEMA ${liveSchema};`,
          );
      }
      return {
        projection: projection.name,
        position,
        tables,
        matches: tables.every((table) => table.matches),
        replaced: replace,
      };
    });
    if (result) return result;
  }
  throw new Error(`The live runner of ${projection.name} kept moving; ran ${maxRounds} rounds without catching it`);
}

interface CatchUpTarget {
  projection: Projection;
  schema: string;
  /** Where its rebuild tables stand. */
  from: LogPosition;
  /** The position to bring them to. */
  to: LogPosition;
}

/**
 * Reads the log once from the earliest `from` to the furthest `to` and applies to each target's
 * rebuild tables the events after its `from` up to and including its `to`; answers the position each reached.
 */
async function catchUp(
  sql: Sql,
  store: EventStore,
  targets: readonly CatchUpTarget[],
  batchSize: number,
): Promise<LogPosition[]> {
  const reached = targets.map((target) => target.from);
  const end = targets.reduce((furthest, { to }) => (comparePositions(to, furthest) > 0 ? to : furthest), LOG_START);
  let position = targets.reduce((earliest, { from }) => (comparePositions(from, earliest) < 0 ? from : earliest), end);
  while (comparePositions(position, end) < 0) {
    const events = await store.readAll(position, batchSize);
    const last = events.at(-1);
    if (!last)
      throw new Error(
        `The log ends before the live checkpoint of ${targets.map((target) => target.projection.name).join(', ')}`,
      );
    for (const [index, { projection, schema, to }] of targets.entries()) {
      const share = events.filter(
        (event) => comparePositions(event.position, reached[index]!) > 0 && comparePositions(event.position, to) <= 0,
      );
      if (share.length === 0) continue;
      if (share.some((event) => projection.handles(event)))
        await inSchema(sql, schema, (tx) => projection.apply(tx, share));
      reached[index] = share.at(-1)!.position;
    }
    position = last.position;
  }
  return reached;
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

async function compareTables(
  tx: Sql,
  tables: readonly string[],
  liveSchema: string,
  rebuildSchema: string,
): Promise<TableComparison[]> {
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
