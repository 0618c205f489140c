/** Runs `scripts/src/start.ts` (what `npm start` runs) in a child process on a fresh data folder (embedded database unless `env` names one), for benchmarks that drive the whole app. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface AppServer {
  baseUrl: string;
  /** Its data folder (blobs, token secret), which a second process on the same database shares. */
  dataDir: string;
  admin: { email: string; password: string };
  /** The CPU time its process has used so far, in ms (user and system). */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * `inspectorPort`: the child's inspector listens there (on loopback), e.g. for `heapAfterGc`. `cpuProfileDir`: the
 * child writes a V8 CPU profile of its whole run there when it stops (`node --cpu-prof`).
 */
export async function startAppServer(
  port: number,
  env: NodeJS.ProcessEnv = {},
  { inspectorPort, cpuProfileDir }: { inspectorPort?: number; cpuProfileDir?: string } = {},
): Promise<AppServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'waterline-bench-'));
  const admin = { email: 'bench-admin@waterline.test', password: 'bench-Admin-password-1' };
  const inspect = inspectorPort === undefined ? [] : [`--inspect=127.0.0.1:${inspectorPort}`];
  const profile = cpuProfileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`];
  const child: ChildProcess = spawn(
    process.execPath,
    [...inspect, ...profile, '--import', 'tsx', join(repoRoot, 'scripts/src/start.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        WATERLINE_DATA_DIR: dataDir,
        WATERLINE_ADMIN_EMAIL: admin.email,
        WATERLINE_ADMIN_PASSWORD: admin.password,
        WATERLINE_RATE_LIMIT_MAX: '100000',
        ...env,
      },
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return { baseUrl, dataDir, admin, cpuMs: () => processCpuMs(child.pid!), stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`The app did not start on port ${port}`);
}

/** Clock ticks per second of /proc/PID/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The user and system CPU time of a process so far, in ms, from /proc (Linux). */
async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}
