/**
 * What a visitor waits for, in real Chromium against the real server (`scripts/src/start.ts` on a
 * fresh embedded database): for the demo project and a generated large project (10 alternatives x
 * 50 locations x 100 years), the time from opening the project's address to the first chart drawn
 * behind the loading screen and shown, the bytes received until then next to the bytes of
 * downloading every CSV, and the time to switch location; on the Fort Peck alternatives
 * (../shared), the time to redraw a Multiple Alternatives chart after a picker change and to draw a
 * new Continuous Time Series chart of all seven; and the largest script the build writes. Targets:
 * on the large project the chart drawn behind the loading screen < 400 ms (shown at about 1.4 s)
 * and < 1 MB received, location switch < 150 ms, redraw < 50 ms, Continuous < 1 s, no script over 500 kB.
 *
 *   npm run bench -- browser   (BENCH_PORT, CHROMIUM_PATH, BENCH_RUNS)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { HEADLESS_CHROMIUM_ARGS } from '../support/chromium-flags.ts';
import { WaterlineClient, type AlternativeFile } from '../support/waterline-client.ts';
import { repoRoot, startAppServer } from './support/app-server.ts';
import { choose, countBytes, drawnLines, timeNewChart, whenLinesDrawn } from './support/chart-timing.ts';
import { isoDates, syntheticAlternativeCsv } from './support/synthetic-csv.ts';

const DAYS = 365;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LARGE = { key: 'bench-large', alternatives: 10, locations: 50, years: 100, firstYear: 1920 };
const PALETTE = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
];
const FORT_PECK_KEY = 'bench-fort-peck';
const sharedAlternatives = join(repoRoot, '../shared/data/alternatives');

interface ProjectAlternative {
  text: string;
  dataSource: string;
  hidden?: boolean;
}

process.stdout.write('Building the web app...\n');
if (spawnSync('npm', ['run', '-s', 'build:web'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0)
  throw new Error('The web app did not build');
reportLargestScript();
const server = await startAppServer(Number(process.env.BENCH_PORT ?? 3290));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Chromium's own headless drawing (no emulated GPU): the charts measured here draw on a 2D canvas.
  args: HEADLESS_CHROMIUM_ARGS,
});
try {
  const client = await WaterlineClient.signIn(server.baseUrl, server.admin.email, server.admin.password);
  process.stdout.write(
    `Uploading the large project (${LARGE.alternatives} alternatives x ${LARGE.locations} locations x ${LARGE.years} years)...\n`,
  );
  await client.createProject(LARGE.key, 'Generated large project');
  await client.publishAlternatives(LARGE.key, largeProjectFiles());
  const fortPeck = existsSync(sharedAlternatives) ? fortPeckFiles() : null;
  if (fortPeck) {
    await client.createProject(FORT_PECK_KEY, 'Fort Peck releases');
    await client.publishAlternatives(FORT_PECK_KEY, fortPeck);
  }

  const loadBefore = loadavg()[0] ?? 0;
  await reportProject('demo', 'the demo project');
  await reportProject(LARGE.key, 'the large project', true);
  if (fortPeck) await reportRedraw(FORT_PECK_KEY, fortPeck.length);
  else
    process.stdout.write(
      '\nRedraw after a picker change: skipped, ../shared/data/alternatives is absent beside the checkout.\n',
    );
  process.stdout.write(
    `\nmachine load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after (other processes count too)\n`,
  );
} finally {
  await browser.close();
  await server.stop();
}

function largeProjectFiles(): AlternativeFile[] {
  const dates = isoDates(LARGE.firstYear, LARGE.years);
  return Array.from({ length: LARGE.alternatives }, (_, index) => ({
    name: `Alternative ${index + 1}`,
    fileName: `large-alternative-${index + 1}.csv`,
    csv: syntheticAlternativeCsv(dates, LARGE.locations, 1000 + index),
    color: PALETTE[index] ?? '#000000',
  }));
}

function fortPeckFiles(): AlternativeFile[] {
  const names = [
    'no-action',
    'alternative-1',
    'alternative-1a',
    'alternative-1b',
    'alternative-2',
    'alternative-2a',
    'alternative-2b',
  ];
  return names.map((name, index) => ({
    name,
    fileName: `fort-peck-${name}.csv`,
    csv: readFileSync(join(sharedAlternatives, `fort-peck-${name}.csv`)),
    color: PALETTE[index] ?? '#000000',
  }));
}

async function visibleAlternatives(projectKey: string): Promise<ProjectAlternative[]> {
  const answer = (await (await fetch(`${server.baseUrl}/api/project/${projectKey}`)).json()) as {
    data: { alternatives: ProjectAlternative[] };
  };
  return answer.data.alternatives.filter((alternative) => !alternative.hidden);
}

/** The bytes of downloading every alternative's CSV, as stored and gzipped. */
async function csvBytes(
  projectKey: string,
  alternatives: ProjectAlternative[],
): Promise<{ raw: number; gzipped: number }> {
  let raw = 0;
  let gzipped = 0;
  for (const alternative of alternatives) {
    const signed = await fetch(
      `${server.baseUrl}/api/signedurl/${projectKey}/${encodeURIComponent(alternative.dataSource)}`,
    );
    if (!signed.ok)
      throw new Error(`No download of ${alternative.dataSource}: ${signed.status} ${await signed.text()}`);
    const { url } = (await signed.json()) as { url: string };
    const download = await fetch(new URL(url, server.baseUrl));
    if (!download.ok)
      throw new Error(`Downloading ${alternative.dataSource} failed: ${download.status} ${await download.text()}`);
    const bytes = Buffer.from(await download.arrayBuffer());
    raw += bytes.length;
    gzipped += gzipSync(bytes).length;
  }
  return { raw, gzipped };
}

/**
 * A fresh browser (nothing cached) opens the project: when is its first chart drawn behind the
 * loading screen and when shown, and how many bytes came until then.
 */
async function openFresh(
  projectKey: string,
  rows: number,
): Promise<{ page: Page; readyMs: number; drawnMs: number; bytes: number; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  // tsx names the functions it compiles with a helper `__name`; the functions sent into the page need it there too.
  await context.addInitScript('window.__WATERLINE_TEST_HOOKS__ = true; window.__name = (target) => target;');
  const page = await context.newPage();
  const received = countBytes(page);
  await page.goto(`${server.baseUrl}/project/${projectKey}`, { waitUntil: 'commit' });
  const [readyMs, drawnMs] = await Promise.all([
    whenLinesDrawn(page, rows, null, { hidden: true }),
    whenLinesDrawn(page, rows),
  ]);
  return { page, readyMs, drawnMs, bytes: received(), close: () => context.close() };
}

async function reportProject(projectKey: string, title: string, isTarget = false): Promise<void> {
  const alternatives = await visibleAlternatives(projectKey);
  const rows = alternatives.length * DAYS;
  const firsts: { readyMs: number; drawnMs: number; bytes: number }[] = [];
  let switches: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const opened = await openFresh(projectKey, rows);
    firsts.push({ readyMs: opened.readyMs, drawnMs: opened.drawnMs, bytes: opened.bytes });
    if (run === RUNS - 1) switches = await switchLocations(opened.page, rows);
    await opened.close();
  }
  const csv = await csvBytes(projectKey, alternatives);
  const ready = firsts.map((first) => first.readyMs);
  const drawn = firsts.map((first) => first.drawnMs);
  const bytes = firsts.map((first) => first.bytes);
  const lines = [
    '',
    `${title} (${projectKey}: ${alternatives.length} alternatives)`,
    `  drawn behind loading    ${ready.map(ms).join(', ')} (median ${ms(median(ready))}; every source settled, the chart drawn, the loading screen still up)${isTarget ? `   target < 400 ms: ${verdict(median(ready) < 400)}` : ''}`,
    `  first chart shown       ${drawn.map(ms).join(', ')} (median ${ms(median(drawn))}; after the loading screen's one second)${isTarget ? `   target about 1.4 s: ${verdict(median(drawn) < 1500)}` : ''}`,
    `  received until then     ${bytes.map(mb).join(', ')} (median ${mb(median(bytes))}; app and data, nothing cached)${isTarget ? `   target < 1 MB: ${verdict(median(bytes) < 1e6)}` : ''}`,
    `  every CSV instead       ${mb(csv.raw)} as stored, ${mb(csv.gzipped)} gzipped`,
    `  location switch         ${switches.map(ms).join(', ')} (median ${ms(median(switches))}, max ${ms(Math.max(...switches))}; each to a location not loaded before)   target < 150 ms: ${verdict(median(switches) < 150)}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Switches the first chart to up to five locations it has not shown, one after another; answers each wait. */
async function switchLocations(page: Page, rows: number): Promise<number[]> {
  const options = await page.evaluate(() => {
    const panel = document.querySelector('section.chart-panel');
    const label = [...(panel?.querySelectorAll('label.picker__label') ?? [])].find(
      (candidate) => candidate.textContent === 'Location',
    ) as HTMLLabelElement | undefined;
    const select = label ? (document.getElementById(label.htmlFor) as HTMLSelectElement | null) : null;
    return select
      ? { current: select.value, values: [...select.options].map((option) => option.value) }
      : { current: '', values: [] };
  });
  const waits: number[] = [];
  for (const location of options.values.filter((value) => value !== options.current).slice(0, 5)) {
    const before = await drawnLines(page);
    const chosenAt = await choose(page, 'Location', location);
    waits.push((await whenLinesDrawn(page, rows, before)) - chosenAt);
  }
  return waits;
}

async function reportRedraw(projectKey: string, alternatives: number): Promise<void> {
  const rows = alternatives * DAYS;
  const opened = await openFresh(projectKey, rows);
  const waits: number[] = [];
  for (const lookupKey of ['mean', 'q90', 'max', 'min', 'q25', 'median']) {
    const before = await drawnLines(opened.page);
    const chosenAt = await choose(opened.page, 'Data Type', lookupKey);
    waits.push((await whenLinesDrawn(opened.page, rows, before)) - chosenAt);
  }
  const continuous: number[] = [];
  for (let run = 0; run < 3; run += 1)
    continuous.push(
      await timeNewChart(opened.page, 'Continuous Time Series', '[data-testid="continuous-chart"]', 'lines'),
    );
  await opened.close();
  process.stdout.write(
    [
      '',
      `Fort Peck (${alternatives} alternatives, 83 years): Multiple Alternatives redrawn after a Data Type change`,
      `  redraw                  ${waits.map(ms).join(', ')} (median ${ms(median(waits))}, max ${ms(Math.max(...waits))})   target < 50 ms: ${verdict(median(waits) < 50)}`,
      `Fort Peck: a new Continuous Time Series chart of all ${alternatives} alternatives, from the click to its lines drawn`,
      `  draw                    ${continuous.map(ms).join(', ')} (median ${ms(median(continuous))})   target < 1 s: ${verdict(median(continuous) < 1000)}`,
      '',
    ].join('\n'),
  );
}

/** The largest script of the web build (minified, before compression), against the 500 kB target. */
function reportLargestScript(): void {
  const assets = join(repoRoot, 'web/dist/assets');
  const [name = '', size = 0] =
    readdirSync(assets)
      // Module workers are .mjs files when a library ships them so; they are downloaded scripts too.
      .filter((file) => /\.m?js$/.test(file))
      .map((file) => [file, statSync(join(assets, file)).size] as const)
      .sort((a, b) => b[1] - a[1])[0] ?? [];
  process.stdout.write(
    `\nlargest script of the build   ${(size / 1000).toFixed(0)} kB (${name})   target < 500 kB: ${verdict(size < 500_000)}\n`,
  );
}

function verdict(met: boolean): string {
  return met ? 'met' : 'missed';
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN);
}

function ms(value: number): string {
  return `${value.toFixed(0)} ms`;
}

function mb(bytes: number): string {
  return `${(bytes / 1e6).toFixed(2)} MB`;
}
