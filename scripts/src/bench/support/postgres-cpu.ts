/** CPU figures of PostgreSQL's server processes, read from /proc (Linux, PostgreSQL on this machine). */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Sql } from '@waterline/read-models/db/sql';

/** Statements of the machine's reference figure. */
export const REFERENCE_STATEMENTS = 5000;

/**
 * CPU time so far of each server process connected to this database, by process id, from /proc (Linux,
 * PostgreSQL on this machine); null where it cannot be read.
 */
export async function postgresCpuMs(sql: Sql): Promise<Map<number, number> | null> {
  const { rows } = await sql.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  );
  try {
    const used = new Map<number, number>();
    for (const { pid } of rows) {
      // utime and stime, in clock ticks of 10 ms, after the command name in parentheses.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    }
    return used;
  } catch {
    return null;
  }
}

/**
 * The machine's speed for this kind of work, which changes from day to day and hour to hour on a shared machine: a
 * trivial prepared statement's round trip, and the CPU it costs this process and PostgreSQL, one after another.
 */
export async function statementReference(
  sql: Sql,
): Promise<{ roundTripUs: number; clientCpuUs: number; postgresCpuUs: number | null }> {
  const postgresBefore = await postgresCpuMs(sql);
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  for (let index = 0; index < REFERENCE_STATEMENTS; index += 1) await sql.query('SELECT $1::int AS one', [index]);
  const roundTripUs = ((performance.now() - startedAt) * 1000) / REFERENCE_STATEMENTS;
  const cpu = process.cpuUsage(cpuBefore);
  const postgresMs = cpuUsedBetween(postgresBefore, await postgresCpuMs(sql));
  return {
    roundTripUs,
    clientCpuUs: (cpu.user + cpu.system) / REFERENCE_STATEMENTS,
    postgresCpuUs: postgresMs === null ? null : (postgresMs * 1000) / REFERENCE_STATEMENTS,
  };
}

/** CPU time of this database's server processes between two readings of `postgresCpuMs`, in ms; null where unknown. */
export function cpuUsedBetween(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
