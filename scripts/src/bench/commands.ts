/**
 * Command throughput against the real PostgreSQL, with every read model the server keeps: a
 * concurrent load of project updates and member additions over HTTP, then a check that every
 * acknowledged event reached the read models.
 * Prints commands per second, latency percentiles and projector lag (the wait for the read models
 * inside each command, from its Server-Timing header), after a few seconds of the same load that are not measured (a
 * server that has run a while has compiled its hot code; the first seconds are mostly compiling), then grows the log to 20,000 events and times
 * a rebuild of every read model from it (compared with the live tables). Targets: >= 1,200
 * commands/s with p99 < 30 ms and every command answered after its read models (no 202), and a
 * rebuild of >= 5,000 events/s. The clients run in a child process so that they do not hold up the
 * server's event loop.
 *
 *   npx tsx scripts/src/bench/commands.ts   (BENCH_SECONDS, BENCH_WARMUP_SECONDS, BENCH_CONCURRENCY, BENCH_PROJECTS, BENCH_POLL_MS, BENCH_REBUILD_EVENTS, WATERLINE_TEST_PG_URL;
 *   BENCH_CPU_PROFILE_DIR: a V8 CPU profile of the server's measured run is written there)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import {
  commandEnvironment,
  createApp,
  createAppServer,
  createPostgresEventStore,
  createProject,
  createUser,
  loadApiConfig,
  signUserToken,
} from '@waterline/api';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import type { LogPosition } from '@waterline/domain/events/envelope';
import type { EventStore } from '@waterline/domain/events/event-store';
import { allProjections } from '@waterline/read-models/all-projections';
import { openPostgresPool } from '@waterline/read-models/db/postgres-pool';
import type { Sql } from '@waterline/read-models/db/sql';
import { startProjectionRunner } from '@waterline/read-models/runner/projection-runner';
import { rebuildProjections } from '@waterline/read-models/runner/rebuild';
import {
  generateLoadInChild,
  type AcknowledgedMember,
  type AcknowledgedUpdate,
  type BenchProject,
} from './support/command-clients.ts';
import { cpuUsedBetween, postgresCpuMs, REFERENCE_STATEMENTS, statementReference } from './support/postgres-cpu.ts';
import { profiledWindow } from './support/window-profile.ts';

const statements = { api: 0, projectors: 0 };

// The targets of docs/performance.md (Server answers): acknowledged commands per second and their p99 latency.
const TARGET_COMMANDS_PER_SECOND = 1200;
const TARGET_P99_MS = 30;
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;

await main();

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
  const projectCount = Number(process.env.BENCH_PROJECTS ?? 50);
  const memberPool = 600;
  // The runner looks again after this pause when a wake-up found nothing committed yet (the server's setting).
  const pollIntervalMs = Number(process.env.BENCH_POLL_MS ?? 50);
  const rebuildEvents = Number(process.env.BENCH_REBUILD_EVENTS ?? 20_000);
  const adminUrl = process.env.WATERLINE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

  const databaseName = `wl_bench_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgresPool(adminUrl, { maxConnections: 1 });
  await admin.exec(`CREATE DATABASE ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  const sql = await openPostgresPool(url.toString(), { maxConnections: 20 });

  try {
    const store = createPostgresEventStore(counting(sql, 'api'));
    await store.init();
    const runner = await startProjectionRunner({
      sql: counting(sql, 'projectors'),
      store: createPostgresEventStore(counting(sql, 'projectors')),
      projections: allProjections,
      pollIntervalMs,
    });
    const jwtSecret = randomBytes(32).toString('hex');
    // Every client comes from loopback: per-address limits would refuse the bench's own member additions.
    const config = loadApiConfig({ WATERLINE_RATE_LIMIT_MAX: '1000000000' }, jwtSecret);
    const app = createApp({
      sql: counting(sql, 'api'),
      commands: commandEnvironment({ eventStore: store, clock: () => new Date(), bcryptCost: config.bcryptCost }),
      mailer: { send: async () => undefined },
      config,
      projections: runner,
      logger: {
        info: () => undefined,
        error: (message, error) => process.stderr.write(`${message}: ${String(error)}\n`),
      },
    });
    const server = createAppServer(app).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    // Seeding is not measured; a low bcrypt cost keeps it short.
    process.stdout.write(`Seeding ${projectCount} projects and ${memberPool} users in ${databaseName}...\n`);
    const seedEnv = { eventStore: store, clock: () => new Date(), bcryptCost: 4 };
    const origin = (actorId: string) => ({ actorId, correlationId: randomUUID() });
    const adminIds: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      const email = `admin${index}@bench.test`;
      adminIds.push(
        (
          await createUser(seedEnv, origin('bench'), {
            first: 'Admin',
            last: String(index),
            email,
            password: 'bench password',
          })
        ).userId,
      );
    }
    const memberEmails = Array.from({ length: memberPool }, (_, index) => `member${index}@bench.test`);
    for (let start = 0; start < memberPool; start += 50) {
      const batch = memberEmails.slice(start, start + 50);
      await Promise.all(
        batch.map((email) =>
          createUser(seedEnv, origin('bench'), { first: 'Member', last: email, email, password: 'bench password' }),
        ),
      );
    }
    const projects: BenchProject[] = [];
    let lastSeed: LogPosition | undefined;
    for (let index = 0; index < projectCount; index += 1) {
      const adminId = adminIds[index % adminIds.length]!;
      const data = { title: 'Bench', alternatives: [{ text: 'Base' }, { text: 'Alt 1' }] };
      const created = await createProject(seedEnv, origin(adminId), { projectKey: `bench-${index}`, data });
      lastSeed = created.position;
      projects.push({
        id: created.projectId,
        key: created.projectKey,
        token: signUserToken(jwtSecret, adminId, 0, 3600),
        freeMembers: shuffle([...memberEmails]),
      });
    }
    if (!lastSeed || !(await runner.waitForPosition(lastSeed, 120_000)))
      throw new Error('The read models did not catch up with the seed');
    const reference = await statementReference(sql);

    // The warm-up adds members too: it takes the first ones of each project's list, the measured run the others.
    const warmupMembers = Math.floor(memberPool / 4);
    process.stdout.write(`Warming up: ${concurrency} concurrent clients for ${warmupSeconds} s, not measured...\n`);
    const warmupCpuBefore = process.cpuUsage();
    const warmup = await generateLoadInChild({
      baseUrl,
      projects: projects.map((project) => ({ ...project, freeMembers: project.freeMembers.slice(-warmupMembers) })),
      seconds: warmupSeconds,
      concurrency,
    });
    const warmupCpu = process.cpuUsage(warmupCpuBefore);
    for (const project of projects) project.freeMembers = project.freeMembers.slice(0, -warmupMembers);

    process.stdout.write(`Running ${concurrency} concurrent clients for ${seconds} s...\n`);
    statements.api = 0;
    statements.projectors = 0;
    const loadBefore = loadavg()[0]!;
    const postgresBefore = await postgresCpuMs(sql);
    const cpuBefore = process.cpuUsage();
    const {
      seconds: elapsedSeconds,
      samples,
      updates,
      members,
      failures,
      cpuMs: clientsCpuMs,
    } = await profiledWindow(CPU_PROFILE_DIR, 'commands', () =>
      generateLoadInChild({ baseUrl, projects, seconds, concurrency }),
    );
    const cpu = process.cpuUsage(cpuBefore);
    const postgresMs = cpuUsedBetween(postgresBefore, await postgresCpuMs(sql));
    const counted = { ...statements };
    const refused = [...warmup.failures, ...failures];

    // Everything acknowledged must be in the read models once the projectors have caught up.
    const end = await lastLogPosition(sql);
    const caughtUp = await runner.waitForPosition(end, 60_000);
    const missing = await findMissing(sql, store, [...warmup.updates, ...updates], [...warmup.members, ...members]);

    process.stdout.write(`Growing the log to ${rebuildEvents} events and rebuilding every read model from it...\n`);
    const grown = await growLog(sql, store, projects, rebuildEvents);
    const rebuildCaughtUp = await runner.waitForPosition(grown, 120_000);
    const rebuildStarted = performance.now();
    const rebuilt = await rebuildProjections(sql, store, allProjections);
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
    const rebuildRate = rebuildEvents / rebuildSeconds;
    const rebuildMatches = rebuildCaughtUp && rebuilt.every((projection) => projection.matches);

    server.closeAllConnections();
    server.close();
    await runner.stop();
    await store.close();

    const ok = samples.filter((sample) => sample.status < 300);
    const lags = samples.flatMap((sample) => (sample.projectionMs === null ? [] : [sample.projectionMs]));
    const rate = ok.length / elapsedSeconds;
    const p99 = percentile(
      ok.map((sample) => sample.ms),
      99,
    );
    const lagP99 = percentile(lags, 99);
    const lagging = samples.filter((sample) => sample.status === 202).length;
    const commandsMet = rate >= TARGET_COMMANDS_PER_SECOND && p99 < TARGET_P99_MS && lagging === 0;
    const perCommand = (count: number) => (count / samples.length).toFixed(1);
    const msPerCommand = (ms: number | null) => (ms === null ? 'n/a' : (ms / samples.length).toFixed(2));
    process.stdout.write(
      [
        '',
        `warm-up                ${warmup.samples.length === 0 ? 'none' : `${(warmup.samples.length / warmup.seconds).toFixed(0)} commands/s for ${warmup.seconds.toFixed(1)} s, ${((warmupCpu.user + warmupCpu.system) / 1000 / warmup.samples.length).toFixed(2)} ms of server CPU per command (not measured)`}`,
        `commands acknowledged  ${ok.length} in ${elapsedSeconds.toFixed(1)} s  =>  ${rate.toFixed(0)} commands/s (${concurrency} clients, ${projectCount} projects, runner poll ${pollIntervalMs} ms)`,
        percentiles(
          'latency, all',
          ok.map((sample) => sample.ms),
        ),
        percentiles(
          'latency, updates',
          ok.filter((sample) => sample.kind === 'update').map((sample) => sample.ms),
        ),
        percentiles(
          'latency, member adds',
          ok.filter((sample) => sample.kind === 'addMember').map((sample) => sample.ms),
        ),
        percentiles('projector lag', lags),
        `per command            ${perCommand(counted.api)} SQL statements by the API, ${perCommand(counted.projectors)} by the projectors`,
        `CPU per command        ${msPerCommand((cpu.user + cpu.system) / 1000)} ms server process (API and projectors; ${msPerCommand(cpu.system / 1000)} ms of it in the kernel), ${msPerCommand(postgresMs)} ms PostgreSQL (this database's connections), ${msPerCommand(clientsCpuMs)} ms clients`,
        `answered 202 (lagging)  ${lagging}`,
        `refused or failed      ${refused.length}${refused.length ? ` (first: ${refused[0]})` : ''} (warm-up included)`,
        `read models caught up  ${caughtUp ? 'yes' : 'NO'}; acknowledged events missing from them: ${missing.length}${missing.length ? ` (first: ${missing[0]})` : ''}`,
        `machine reference      a trivial prepared statement, ${REFERENCE_STATEMENTS} in a row before the load: ${reference.roundTripUs.toFixed(0)} us round trip, ${reference.clientCpuUs.toFixed(0)} us of this process's CPU, ${reference.postgresCpuUs === null ? '?' : reference.postgresCpuUs.toFixed(0)} us of PostgreSQL's (the machine's speed: compare runs by it)`,
        `machine                ${availableParallelism()} cores; load average ${loadBefore.toFixed(1)} before the run, ${loadavg()[0]!.toFixed(1)} after (other processes count too)`,
        `rebuild                ${rebuildEvents} events into ${allProjections.length} read models in ${rebuildSeconds.toFixed(1)} s  =>  ${rebuildRate.toFixed(0)} events/s; rebuilt tables equal the live ones: ${rebuildMatches ? 'yes' : 'NO'}`,
        '',
        `commands/s             ${rate.toFixed(0).padStart(6)}   target >= ${TARGET_COMMANDS_PER_SECOND}`,
        `p99 latency            ${p99.toFixed(1).padStart(6)} ms   target < ${TARGET_P99_MS} ms`,
        `projector lag p99      ${lagP99.toFixed(1).padStart(6)} ms   (read-your-writes: answers after the read models; 202s: ${lagging}, target 0)`,
        `rebuild events/s       ${rebuildRate.toFixed(0).padStart(6)}   target >= 5000`,
        `targets: commands ${commandsMet ? 'met' : 'missed'}, rebuild ${rebuildRate >= 5000 ? 'met' : 'missed'}`,
        '',
      ].join('\n'),
    );
    process.exitCode = caughtUp && missing.length === 0 && refused.length === 0 && rebuildMatches ? 0 : 1;
  } finally {
    await sql.close();
    await admin.exec(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.close();
  }
}

/** What was acknowledged but is not in the read models. */
async function findMissing(
  sql: Sql,
  store: EventStore,
  updates: AcknowledgedUpdate[],
  members: AcknowledgedMember[],
): Promise<string[]> {
  const missing: string[] = [];
  const { rows: history } = await sql.query<{ project_id: string; version: number; event_type: string }>(
    'SELECT project_id, version, event_type FROM project_history_v1',
  );
  const historyTypes = new Map(history.map((row) => [`${row.project_id}:${row.version}`, row.event_type]));
  for (const update of updates) {
    update.events.forEach((type, index) => {
      const version = update.version - update.events.length + 1 + index;
      if (historyTypes.get(`${update.projectId}:${version}`) !== type)
        missing.push(`${type} at version ${version} of project ${update.projectId}`);
    });
  }

  const { rows: memberRows } = await sql.query<{ project_id: string; email: string; role: number }>(
    'SELECT m.project_id, u.email, m.role FROM project_members_v1 m JOIN users_v1 u ON u.user_id = m.user_id',
  );
  const memberships = new Set(memberRows.map((row) => `${row.project_id}:${row.email}:${row.role}`));
  for (const member of members) {
    if (!memberships.has(`${member.projectId}:${member.email}:${member.role}`))
      missing.push(`member ${member.email} of ${member.projectId}`);
  }

  const { rows: projectRows } = await sql.query<{ project_id: string; version: number; title: string }>(
    "SELECT project_id, version, configuration->>'title' AS title FROM projects_v4",
  );
  for (const row of projectRows) {
    const stored = (await store.readStream(streamIds.project(row.project_id))).length;
    if (row.version !== stored)
      missing.push(`project ${row.project_id}: read model at version ${row.version}, stream at ${stored}`);
    const titled = updates.filter(
      (update) =>
        update.projectId === row.project_id && update.title !== null && update.events.includes('ProjectDetailsChanged'),
    );
    const lastTitle = titled.sort((a, b) => b.version - a.version)[0];
    if (lastTitle && lastTitle.title !== row.title)
      missing.push(`title of ${row.project_id}: ${row.title} instead of ${lastTitle.title}`);
  }
  return missing;
}

/**
 * Appends title changes to the projects, in batches, until the log holds `total` events (the
 * projects' read models and history take them like any other); answers the log's last position.
 */
async function growLog(
  sql: Sql,
  store: EventStore,
  projects: readonly BenchProject[],
  total: number,
): Promise<LogPosition> {
  const { rows } = await sql.query<{ count: string }>('SELECT count(*)::text AS count FROM events');
  let missing = total - Number(rows[0]!.count);
  for (let round = 0; missing > 0; round += 1) {
    const project = projects[round % projects.length]!;
    const count = Math.min(100, missing);
    const metadata = {
      actorId: 'bench',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      occurredAt: new Date().toISOString(),
    };
    const events = Array.from({ length: count }, (_, index) => ({
      eventId: randomUUID(),
      type: 'ProjectDetailsChanged',
      data: { projectId: project.id, changes: { title: `Grown ${round}.${index}` } },
      metadata,
    }));
    await store.append(streamIds.project(project.id), events);
    missing -= count;
  }
  return lastLogPosition(sql);
}

async function lastLogPosition(sql: Sql): Promise<LogPosition> {
  const { rows } = await sql.query<{ transaction_id: string; global_position: string }>(
    'SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
  );
  return { transactionId: rows[0]!.transaction_id, globalPosition: rows[0]!.global_position };
}

/** The same database, counting the statements sent through it (a transaction counts BEGIN, its opening statement and COMMIT). */
function counting<Database extends Sql>(inner: Database, counter: keyof typeof statements): Database {
  const wrap = (target: Sql): Sql => ({
    query: (text, params) => {
      statements[counter] += 1;
      return target.query(text, params);
    },
    exec: (text) => {
      statements[counter] += 1;
      return target.exec(text);
    },
    transaction: (work, opening) => {
      statements[counter] += opening === undefined ? 2 : 3;
      return target.transaction((tx, opened) => work(wrap(tx), opened), opening);
    },
    close: () => target.close(),
  });
  return Object.assign(Object.create(inner) as Database, wrap(inner));
}

function percentiles(label: string, values: number[]): string {
  const max = values.length > 0 ? Math.max(...values) : Number.NaN;
  return `${label.padEnd(22)} n=${String(values.length).padStart(6)}  p50=${percentile(values, 50).toFixed(1)} ms  p99=${percentile(values, 99).toFixed(1)} ms  max=${max.toFixed(1)} ms`;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function shuffle<T>(items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}
