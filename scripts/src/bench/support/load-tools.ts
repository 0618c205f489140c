/**
 * The HTTP load tools a crowd is sent with: wrk (C, from Debian: `apt-get install wrk`) when it is installed, else
 * autocannon (npm). On two cores the load tool takes its CPU from the server measured, and autocannon's JavaScript
 * client costs several times wrk's per answer, more the larger the answer: with autocannon a large answer's figures
 * say more of the client than of the server.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

export interface LoadRun {
  /** Requests answered. */
  total: number;
  requestsPerSecond: number;
  /** Latency percentiles in ms. */
  p50: number;
  p99: number;
  /** Answers other than 2xx and 3xx, errors and timeouts. */
  failed: number;
}

export interface Load {
  baseUrl: string;
  /** Asked in turn. */
  paths: readonly string[];
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface LoadTool {
  name: string;
  run(load: Load): Promise<LoadRun>;
}

const run = promisify(execFile);

/** wrk when it is on the PATH, else autocannon. */
export async function chooseLoadTool(): Promise<LoadTool> {
  const wrkInstalled = await run('wrk', ['--version']).then(
    () => true,
    // wrk --version prints its version and exits 1.
    (error: { code?: unknown; stdout?: string }) => typeof error.stdout === 'string' && error.stdout.startsWith('wrk'),
  );
  return wrkInstalled ? wrk : autocannonTool;
}

const wrk: LoadTool = {
  name: 'wrk (one thread)',
  async run({ baseUrl, paths, headers, connections, seconds }) {
    const folder = await mkdtemp(join(tmpdir(), 'waterline-wrk-'));
    try {
      const script = join(folder, 'paths.lua');
      await writeFile(script, luaScript(paths, headers));
      const { stdout } = await run(
        'wrk',
        ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, baseUrl],
        { maxBuffer: 1024 * 1024 },
      );
      return wrkFigures(stdout);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  },
};

/** A wrk script asking `paths` in turn with `headers` (JSON strings are Lua strings for the ASCII of addresses). */
function luaScript(paths: readonly string[], headers: Record<string, string>): string {
  const headerTable = Object.entries(headers)
    .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join(', ');
  return [
    `local paths = { ${paths.map((path) => JSON.stringify(path)).join(', ')} }`,
    `local headers = { ${headerTable} }`,
    'local next = 0',
    'request = function()',
    '  next = next % #paths + 1',
    '  return wrk.format("GET", paths[next], headers)',
    'end',
    '',
  ].join('\n');
}

/** The figures of wrk's report (`--latency`). */
export function wrkFigures(report: string): LoadRun {
  const number = (pattern: RegExp) => Number(pattern.exec(report)?.[1] ?? Number.NaN);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  return {
    total: number(/(\d+) requests in/),
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50: milliseconds(/ 50%\s+([\d.]+\w+)/.exec(report)?.[1]),
    p99: milliseconds(/ 99%\s+([\d.]+\w+)/.exec(report)?.[1]),
    failed:
      (Number(/Non-2xx or 3xx responses: (\d+)/.exec(report)?.[1] ?? 0) || 0) +
      (errors ? errors.slice(1).reduce((total, count) => total + Number(count), 0) : 0),
  };
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function milliseconds(duration: string | undefined): number {
  const [, amount, unit] = /^([\d.]+)(\w+)$/.exec(duration ?? '') ?? [];
  return Number(amount) * (MS_PER_UNIT[unit ?? ''] ?? Number.NaN);
}

const autocannonTool: LoadTool = {
  name: 'autocannon (wrk is not installed: `apt-get install wrk` for figures the load tool limits less)',
  async run({ baseUrl, paths, headers, connections, seconds }) {
    const result = await autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      requests: paths.map((path) => ({ method: 'GET', path, headers })),
      setupClient: dropBodies,
    });
    return {
      total: result.requests.total,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.non2xx + result.errors + result.timeouts,
    };
  },
};

/**
 * autocannon keeps each answer's body as a string (`body += chunk`, a gzipped body decoded as UTF-8 text), which the
 * crowd never reads. On the machine's two cores that work, growing with the answer's size, is taken from the server
 * being measured (4 s of the client's CPU for 8,600 gzipped summaries): the bodies are dropped as they arrive.
 */
function dropBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (typeof queue?.addBody === 'function') queue.addBody = () => undefined;
}
