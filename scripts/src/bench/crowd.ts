/**
 * A crowd of anonymous visitors on loopback (wrk, or autocannon where wrk is not installed: `support/load-tools.ts`): the public demo project's opening (the project, its
 * manifests and the first chart's summaries) and the river dashboard's data, next to `/healthz`, against one process
 * and against two API processes over one PostgreSQL database; prints requests/s, p50 and p99 of each answer, and the
 * requests the river proxy made to the upstream services (a local server replaying recorded answers, counting them).
 * Targets: each answer of the project's opening within 2x of `/healthz`'s requests/s with p99 under 50 ms from one
 * process; each upstream address asked at most once per freshness window whatever the crowd (once per process).
 *
 *   npm run bench -- crowd   (BENCH_PORT, BENCH_SECONDS, BENCH_WARM_UP_SECONDS, BENCH_CONNECTIONS; BENCH_CPU_PROFILE_DIR: the first server
 *   writes a V8 CPU profile of its run there)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { endpointPath } from '@waterline/contract/api-path';
import type { ProjectManifestsResponse } from '@waterline/contract/data-contract';
import type { RiverPublicConfig } from '@waterline/contract/river';
import { startReplayUpstream } from '@waterline/api/testing';
import { createTestDatabase } from '@waterline/read-models/db/testing';
import { startAppServer, type AppServer } from './support/app-server.ts';
import { chooseLoadTool, type LoadTool } from './support/load-tools.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 3292);
const PROJECT = 'demo';
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROFILE_DIR;
/** What a browser says it takes: the visitors get the answers compressed, as real ones do. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU time the servers' processes used per request answered (ms), which does not move with the machine's load as requests/s do. */
  cpuMsPerRequest: number;
}

/** `paths` asked by the connections spread over `servers` for `seconds` (each connection goes through them in turn). */
function load(tool: LoadTool, servers: readonly AppServer[], paths: readonly string[], seconds: number) {
  return Promise.all(
    servers.map((server) =>
      tool.run({
        baseUrl: server.baseUrl,
        paths,
        headers: BROWSER_HEADERS,
        connections: Math.max(1, Math.round(CONNECTIONS / servers.length)),
        seconds,
      }),
    ),
  );
}

/**
 * One crowd on `paths`, measured after a warm-up of the same crowd: a crowd lasts minutes, and the first seconds of an
 * answer's path (compiled as it becomes hot) would otherwise weigh on a 5 s figure, more for an answer than for
 * `/healthz`.
 */
async function crowd(tool: LoadTool, servers: readonly AppServer[], paths: readonly string[]): Promise<Figures> {
  await load(tool, servers, paths, WARM_UP_SECONDS);
  const cpuBefore = await Promise.all(servers.map((server) => server.cpuMs()));
  const runs = await load(tool, servers, paths, SECONDS);
  const cpuAfter = await Promise.all(servers.map((server) => server.cpuMs()));
  const cpuMs = cpuAfter.reduce((total, after, index) => total + after - (cpuBefore[index] ?? 0), 0);
  return {
    cpuMsPerRequest: cpuMs / runs.reduce((total, run) => total + run.total, 0),
    requestsPerSecond: runs.reduce((total, run) => total + run.requestsPerSecond, 0),
    p50: Math.max(...runs.map((run) => run.p50)),
    p99: Math.max(...runs.map((run) => run.p99)),
    failed: runs.reduce((total, run) => total + run.failed, 0),
  };
}

/**
 * `healthz`: the figures of `/healthz` in the same run, which the answer's requests/s (the target: within 2x) and CPU
 * per request are compared with.
 */
function print(label: string, figures: Figures, healthz?: Figures): void {
  const failed = figures.failed > 0 ? `, ${figures.failed} failed` : '';
  const below = healthz
    ? ` (${(healthz.requestsPerSecond / figures.requestsPerSecond).toFixed(2)}x below /healthz)`
    : '';
  const cpu = healthz ? ` (${(figures.cpuMsPerRequest / healthz.cpuMsPerRequest).toFixed(2)}x /healthz)` : '';
  process.stdout.write(
    `  ${label.padEnd(40)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} requests/s${below}   p50 ${figures.p50} ms   p99 ${figures.p99} ms   server CPU ${figures.cpuMsPerRequest.toFixed(3)} ms/request${cpu}${failed}\n`,
  );
}

async function getJson<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** What the project's page asks for first: the project, its manifests, the summaries of the first location of each alternative. */
async function projectOpening(baseUrl: string): Promise<[string, string][]> {
  const manifests = await getJson<ProjectManifestsResponse>(`${baseUrl}/api/project/${PROJECT}/manifests`);
  const series = manifests.alternatives.flatMap((alternative) =>
    alternative.manifest ? [`series=${alternative.manifest.importKey}.0`] : [],
  );
  return [
    ['the project', endpointPath('openProject', { project_key: PROJECT })],
    ['its manifests', endpointPath('projectManifests', { project_key: PROJECT })],
    [
      "the first chart's summaries",
      `${endpointPath('seriesSummaries', { project_key: PROJECT })}?startDay=1&${series.join('&')}`,
    ],
  ];
}

/** What the river dashboard asks for: its configuration, each gauge's stage and discharge, the reservoir, the forecast, maps and files. */
async function riverDashboard(baseUrl: string): Promise<string[]> {
  const config = await getJson<RiverPublicConfig>(`${baseUrl}${endpointPath('riverConfig')}`);
  const { dashboard } = config;
  const window = dashboard.gaugeWindow;
  const { elevation, release } = dashboard.reservoir;
  return [
    endpointPath('riverConfig'),
    ...dashboard.gauges.flatMap(({ site }) => [
      endpointPath('riverGauge', { site, parameter: '00065', window }),
      endpointPath('riverGauge', { site, parameter: '00060', window }),
    ]),
    endpointPath('riverGauge', elevation),
    endpointPath('riverGauge', release),
    endpointPath('riverForecast'),
    ...dashboard.precipitationMaps.map(({ id }) => endpointPath('riverMap', { id })),
    ...(config.bucketConfigured ? dashboard.bucketCharts.map(({ id }) => endpointPath('riverBucket', { id })) : []),
  ];
}

async function measure(label: string, tool: LoadTool, servers: readonly AppServer[]): Promise<void> {
  process.stdout.write(
    `\n${label}: ${CONNECTIONS} connections of ${tool.name}, ${SECONDS} s each, load ${loadavg()[0]?.toFixed(2) ?? '?'}\n`,
  );
  const baseUrl = (servers[0] as AppServer).baseUrl;
  const healthz = await crowd(tool, servers, ['/healthz']);
  print('/healthz', healthz);
  for (const [name, path] of await projectOpening(baseUrl))
    print(`${name} (${path.split('?')[0]})`, await crowd(tool, servers, [path]), healthz);
  print(
    "the river dashboard's data (each in turn)",
    await crowd(tool, servers, await riverDashboard(baseUrl)),
    healthz,
  );
}

/** The recorded upstream services in a process of their own, so the crowd's load here does not slow their answers. */
async function startUpstreamProcess(): Promise<{
  url: string;
  requests(): Promise<[string, number][]>;
  child: ChildProcess;
}> {
  const child = fork(fileURLToPath(import.meta.url), ['--upstream'], { execArgv: ['--import', 'tsx'] });
  const [url] = (await once(child, 'message')) as [string];
  return {
    url,
    child,
    async requests() {
      child.send('requests');
      return ((await once(child, 'message')) as [[string, number][]])[0];
    },
  };
}

if (process.argv.includes('--upstream')) {
  const replay = await startReplayUpstream();
  process.send?.(replay.url);
  process.on('message', () => process.send?.([...replay.requests]));
  process.on('disconnect', () => void replay.close().then(() => process.exit(0)));
} else {
  await main();
}

async function main(): Promise<void> {
  const tool = await chooseLoadTool();
  const upstream = await startUpstreamProcess();
  const database = await createTestDatabase('postgres');
  const servers: AppServer[] = [];
  try {
    const env = {
      DATABASE_URL: database.url,
      WATERLINE_USGS_URL: `${upstream.url}/nwis`,
      WATERLINE_NWS_URL: upstream.url,
      WATERLINE_PRECIP_MAPS_URL: upstream.url,
      WATERLINE_RIVER_BUCKET_URL: `${upstream.url}/bucket`,
    };
    const first = await startAppServer(
      PORT,
      { ...env, WATERLINE_ROLE: 'both' },
      CPU_PROFILE_DIR === undefined ? {} : { cpuProfileDir: CPU_PROFILE_DIR },
    );
    servers.push(first);
    await measure('One process (projectors and API)', tool, [first]);
    const second = await startAppServer(PORT + 1, {
      ...env,
      WATERLINE_ROLE: 'api',
      WATERLINE_DATA_DIR: first.dataDir,
    });
    servers.push(second);
    await measure('Two processes (the first, and an API process on the same database and data folder)', tool, servers);
    process.stdout.write('\nUpstream requests made by the river proxy (per address, over the whole run):\n');
    for (const [path, count] of (await upstream.requests()).sort()) process.stdout.write(`  ${count}  ${path}\n`);
    process.stdout.write(
      `  at most ${servers.length} per address are expected: one per process and freshness window (15 min to 6 h)\n`,
    );
    process.stdout.write(
      `\nLoad average (1, 5, 15 min) at the end: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(', ')}\n`,
    );
  } finally {
    for (const server of servers.reverse()) await server.stop();
    await database.dispose();
    upstream.child.disconnect();
  }
}
