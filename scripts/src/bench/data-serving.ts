/**
 * Data serving: uploads generated CSVs through the real routes and prints the time to upload, import
 * and store each, how other requests fared meanwhile (latency, longest event-loop stall), and per
 * location the bytes of the served series next to the bytes of the whole CSV.
 * The upload is sent from a child process, so that this process's event loop is the server's alone.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { ManifestResponse, UploadedResponse, UploadUrlResponse } from '@waterline/contract/data-contract';
import { type DataTestServer, startDataTestServer } from '@waterline/api/testing';
import { isoDates, syntheticAlternativeCsv } from './support/synthetic-csv.ts';

const admin = { token: 'admin-token' };

/** A generated alternative: `rows` daily rows from 1 January of `firstYear`, one column per location (see synthetic-csv.ts). */
function generateCsv(locations: number, rows: number, firstYear: number): Buffer {
  const dates = isoDates(firstYear, Math.ceil(rows / 365) + 1).slice(0, rows);
  return Buffer.from(syntheticAlternativeCsv(dates, locations, locations * 7919 + rows));
}

/** Child process: PUTs a file to a signed URL and prints the answer. */
async function putFromChild(url: string, file: string): Promise<void> {
  const answer = await fetch(url, {
    method: 'PUT',
    headers: { 'content-type': 'text/csv' },
    body: await readFile(file),
  });
  process.stdout.write(await answer.text());
}

function uploadInChild(url: string, file: string): Promise<UploadedResponse> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--put', url, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as UploadedResponse)
        : reject(new Error(`The uploading process ended with code ${code}`)),
    );
  });
}

/** Latencies of a small request (one stored series) sent one after another until `stop` settles. */
async function probeLatencies(server: DataTestServer, url: string, stop: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let stopped = false;
  void stop.finally(() => (stopped = true)).catch(() => undefined);
  while (!stopped) {
    const started = performance.now();
    await (await fetch(`${server.baseUrl}${url}`, { headers: admin })).arrayBuffer();
    latencies.push(performance.now() - started);
    await sleep(5);
  }
  return latencies.sort((a, b) => a - b);
}

async function upload(server: DataTestServer, folder: string, name: string, csv: Buffer, probeUrl?: string) {
  const file = join(folder, name);
  await writeFile(file, csv);
  const ask = await fetch(`${server.baseUrl}/api/upload/demo`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...admin },
    body: JSON.stringify({ name, contentType: 'text/csv' }),
  });
  const { url } = (await ask.json()) as UploadUrlResponse;
  const stalls = monitorEventLoopDelay({ resolution: 1 });
  stalls.enable();
  const started = performance.now();
  const answer = uploadInChild(`${server.baseUrl}${url}`, file);
  const latencies = probeUrl === undefined ? [] : await probeLatencies(server, probeUrl, answer);
  const uploaded = await answer;
  const milliseconds = performance.now() - started;
  stalls.disable();
  if (!uploaded.success) throw new Error(`Upload failed: ${JSON.stringify(uploaded)}`);
  return { uploaded, milliseconds, stallMilliseconds: stalls.max / 1e6, latencies };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const pad = (text: string, width: number) => text.padStart(width);
const percentile = (sorted: number[], p: number) =>
  (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN).toFixed(1);

async function servedBytes(
  server: DataTestServer,
  url: string,
  encoding: string,
): Promise<{ bytes: number; milliseconds: number }> {
  const started = performance.now();
  const answer = await fetch(`${server.baseUrl}${url}`, { headers: { ...admin, 'accept-encoding': encoding } });
  const body = await answer.arrayBuffer();
  // fetch() inflates gzip, so the bytes on the wire are the declared length.
  return {
    bytes: Number(answer.headers.get('content-length') ?? body.byteLength),
    milliseconds: performance.now() - started,
  };
}

async function measure(
  server: DataTestServer,
  folder: string,
  probeUrl: string,
  title: string,
  shape: { locations: number; rows: number; firstYear: number },
  perLocation: boolean,
) {
  const csv = generateCsv(shape.locations, shape.rows, shape.firstYear);
  const name = `${shape.locations}x${shape.rows}.csv`;
  console.log(`\n${title}: ${shape.locations} locations x ${shape.rows} rows, CSV ${mb(csv.byteLength)}`);
  const { uploaded, milliseconds, stallMilliseconds, latencies } = await upload(server, folder, name, csv, probeUrl);
  console.log(
    `  upload + import + store: ${milliseconds.toFixed(0)} ms (${uploaded.manifest?.locations.length ?? 0} series stored)`,
  );
  console.log(
    `  meanwhile ${latencies.length} other requests took median ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${percentile(latencies, 100)} ms; longest event-loop stall ${stallMilliseconds.toFixed(1)} ms`,
  );
  if (!perLocation) return;
  const manifest = (await (
    await fetch(`${server.baseUrl}/api/project/demo/data/${name}/manifest`, { headers: admin })
  ).json()) as ManifestResponse;
  console.log(
    `  ${'location'.padEnd(18)}${pad('years', 11)}${pad('served (gzip)', 15)}${pad('plain JSON', 12)}${pad('whole CSV', 12)}${pad('served/CSV', 12)}${pad('GET ms', 8)}`,
  );
  let servedTotal = 0;
  for (const location of manifest.locations) {
    const served = await servedBytes(server, location.url, 'gzip');
    const plain = await servedBytes(server, location.url, 'identity');
    servedTotal += served.bytes;
    console.log(
      `  ${`${location.location}:${location.measure}`.padEnd(18)}${pad(`${location.minYear}-${location.maxYear}`, 11)}${pad(kb(served.bytes), 15)}${pad(kb(plain.bytes), 12)}` +
        `${pad(kb(csv.byteLength), 12)}${pad(`${((100 * served.bytes) / csv.byteLength).toFixed(2)} %`, 12)}${pad(served.milliseconds.toFixed(1), 8)}`,
    );
  }
  console.log(
    `  mean served series ${kb(servedTotal / manifest.locations.length)}, against ${kb(csv.byteLength)} for the whole CSV`,
  );
}

if (process.argv[2] === '--put') {
  await putFromChild(process.argv[3] ?? '', process.argv[4] ?? '');
} else {
  const server = await startDataTestServer({ maxUploadBytes: 200 * 1024 * 1024 });
  const folder = await mkdtemp(join(tmpdir(), 'waterline-bench-'));
  try {
    const small = await upload(server, folder, 'small.csv', generateCsv(1, 3650, 2001));
    const probeUrl = `/api/project/demo/series/${small.uploaded.sha256}/0`;
    console.log(
      `Other requests during each import: GET of a stored series (one location, 10 years), one after another. Server and prober share this process; the upload comes from another.`,
    );
    await measure(
      server,
      folder,
      probeUrl,
      'Generated alternative',
      { locations: 50, rows: isoDates(1921, 100).length, firstYear: 1921 },
      true,
    );
    await measure(server, folder, probeUrl, 'Wide file', { locations: 60, rows: 40_000, firstYear: 1900 }, false);
  } finally {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  }
}
