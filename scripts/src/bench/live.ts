/**
 * 1,000 live streams of one project (GET /api/live/{project_key}) open on one process (embedded database, the caps
 * raised): the memory they take (the server's heap and external memory after a full garbage collection, before and
 * after, asked through its inspector; its resident set, from /metrics, for reference) and the time from a
 * command's answer to the last stream's message, p50 and p99 over several commands. Target: under 500 ms at 1,000
 * streams on this machine. The streams are read in this process, which shares the machine's cores with the server.
 *
 *   npm run bench -- live   (BENCH_PORT, BENCH_STREAMS, BENCH_COMMANDS)
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PROJECT_CHANGED } from '@waterline/contract/live';
import { LiveReader } from '@waterline/api/testing';
import { startAppServer } from './support/app-server.ts';
import { freePort, heapAfterGc, type HeapAfterGc } from './support/inspected-heap.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3293);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 20);
const PROJECT = 'demo';
const TARGET_MS = 500;

/** The server's resident set, as its /metrics reports it (prom-client's process metrics). */
async function residentBytes(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = /^process_resident_memory_bytes (\d+)/m.exec(text);
  if (!line) throw new Error('/metrics reports no resident memory');
  return Number(line[1]);
}

async function openStreams(baseUrl: string): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^waterline_live_streams_open (\d+)/m.exec(text)?.[1] ?? 0);
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const held = (memory: HeapAfterGc) => memory.heapUsed + memory.external;

const inspectorPort = await freePort();
const server = await startAppServer(
  PORT,
  {
    WATERLINE_LIVE_MAX_STREAMS: String(STREAMS + 10),
    WATERLINE_LIVE_MAX_STREAMS_PER_ADDRESS: String(STREAMS + 10),
  },
  { inspectorPort },
);
const readers: LiveReader[] = [];
try {
  const signedIn = await fetch(`${server.baseUrl}/api/users/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(server.admin),
  });
  const token = signedIn.headers.get('token');
  if (!token) throw new Error(`Signing in failed: ${signedIn.status}`);
  const project = (await (
    await fetch(`${server.baseUrl}/api/admin/project/${PROJECT}`, { headers: { token } })
  ).json()) as { data: { id: string } };

  // Settled before the figure: the first requests warm the process up.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const before = await heapAfterGc(inspectorPort);
  const residentBefore = await residentBytes(server.baseUrl);
  for (let index = 0; index < STREAMS; index += 1) {
    const reader = await LiveReader.open(`${server.baseUrl}/api/live/${PROJECT}`);
    if (reader.status !== 200) throw new Error(`Stream ${index + 1} answered ${reader.status}: ${reader.text}`);
    readers.push(reader);
  }
  await Promise.all(readers.map((reader) => reader.until((read) => read.text.includes(': open'))));
  const after = await heapAfterGc(inspectorPort);
  const residentAfter = await residentBytes(server.baseUrl);
  process.stdout.write(
    `${await openStreams(server.baseUrl)} streams open; server heap + external after a full garbage collection: ` +
      `${mb(held(before))} before (heap ${mb(before.heapUsed)}, external ${mb(before.external)}), ` +
      `${mb(held(after))} after (heap ${mb(after.heapUsed)}, external ${mb(after.external)}): ` +
      `${mb(held(after) - held(before))} for the streams, ${kb((held(after) - held(before)) / STREAMS)} each ` +
      `(resident set ${mb(residentBefore)} before, ${mb(residentAfter)} after, garbage and freed pages included)\n`,
  );

  const delays: number[] = [];
  const firstDelays: number[] = [];
  for (let command = 0; command < COMMANDS; command += 1) {
    const told = readers.map((reader) => reader.next(PROJECT_CHANGED, command).then(() => performance.now()));
    const answer = await fetch(`${server.baseUrl}/api/project/${PROJECT}/${project.data.id}/update`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ data: { title: `Live bench ${command}` } }),
    });
    const answeredAt = performance.now();
    if (answer.status !== 200) throw new Error(`The command answered ${answer.status}: ${await answer.text()}`);
    const times = await Promise.all(told);
    delays.push(Math.max(0, Math.max(...times) - answeredAt));
    firstDelays.push(Math.max(0, Math.min(...times) - answeredAt));
  }
  const sorted = [...delays].sort((a, b) => a - b);
  const p99 = percentile(sorted, 0.99);
  const firstSorted = [...firstDelays].sort((a, b) => a - b);
  process.stdout.write(
    `From a command's answer to the last of ${STREAMS} streams' message, over ${COMMANDS} commands: ` +
      `p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms ` +
      `(target under ${TARGET_MS} ms: ${p99 < TARGET_MS ? 'met' : 'missed'}); ` +
      `to the first stream's: p50 ${percentile(firstSorted, 0.5).toFixed(0)} ms, p99 ${percentile(firstSorted, 0.99).toFixed(0)} ms\n`,
  );
  process.stdout.write(
    `Load average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}\n`,
  );
} finally {
  for (const reader of readers) reader.close();
  await server.stop();
}
