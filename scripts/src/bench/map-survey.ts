/**
 * The map survey in real Chromium (WebGL through SwiftShader) against the real server
 * (`scripts/src/start.ts` on a fresh embedded database, so the map draws the offline basemap), for
 * a project with 2,000 responses: the time from opening {project}/map to a usable survey (MapLibre
 * loaded with the responses' dots drawn, every response listed, 'Add New Locations' ready), the
 * time to redraw the map after a pan, and the time to show a chosen response's popup.
 * Targets: interactive < 1.5 s, redraw < 200 ms. The first page load of the fresh browser and server (Chromium
 * setting up its emulated GPU, the server its first answers) is printed apart; the median is of the loads after it.
 *
 *   npm run bench -- map-survey   (BENCH_PORT, CHROMIUM_PATH, BENCH_RUNS)
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { aSurveyResponse } from '@waterline/domain/survey/examples';
import { EMULATED_GPU_ARGS, HEADLESS_CHROMIUM_ARGS } from '../support/chromium-flags.ts';
import { WaterlineClient } from '../support/waterline-client.ts';
import { repoRoot, startAppServer } from './support/app-server.ts';

const RESPONSES = 2000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PROJECT = 'bench-survey';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

process.stdout.write('Building the web app...\n');
if (spawnSync('npm', ['run', '-s', 'build:web'], { cwd: repoRoot, stdio: 'inherit' }).status !== 0)
  throw new Error('The web app did not build');
const server = await startAppServer(Number(process.env.BENCH_PORT ?? 3291));
// Launched inside the try, so a browser that cannot start still stops the server.
let browser: Browser | undefined;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...HEADLESS_CHROMIUM_ARGS, ...EMULATED_GPU_ARGS],
  });
  const client = await WaterlineClient.signIn(server.baseUrl, server.admin.email, server.admin.password);
  await client.createProject(PROJECT, 'Survey with 2,000 responses');
  await client.updateProjectData(PROJECT, { mapSurveyEnabled: true });
  process.stdout.write(`Submitting ${RESPONSES} responses...\n`);
  await submitResponses();

  const loadBefore = loadavg()[0] ?? 0;
  const interactive: number[] = [];
  const redraws: number[] = [];
  const popups: number[] = [];
  let firstLoad = NaN;
  for (let run = 0; run <= RUNS; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      (window as { __WATERLINE_TEST_HOOKS__?: boolean }).__WATERLINE_TEST_HOOKS__ = true;
    });
    const started = Date.now();
    await page.goto(`${server.baseUrl}/project/${PROJECT}/map`);
    // One check in the page each frame: a role query would compute the accessible name of all 2,000 list buttons.
    await page.waitForFunction(
      (count) => {
        const addReady = [...document.querySelectorAll('button')].some(
          (button) => button.textContent === 'Add New Locations' && !button.disabled,
        );
        const map = (
          document.querySelector('.survey-page__map [data-map]') as (HTMLElement & { __waterlineMap?: BenchMap }) | null
        )?.__waterlineMap;
        return (
          addReady &&
          document.querySelectorAll('.survey-list li').length === count &&
          map?.loaded() === true &&
          map.queryRenderedFeatures({ layers: ['markers'] }).length > 0
        );
      },
      RESPONSES,
      { polling: 'raf', timeout: 60_000 },
    );
    if (run === 0) firstLoad = Date.now() - started;
    else interactive.push(Date.now() - started);
    for (let pan = 0; pan < 3; pan += 1) redraws.push(await page.evaluate(redrawAfterPan));
    for (const index of [10, 500, 1500]) {
      const chosen = page.locator('.survey-list li button').nth(index);
      const before = await page.evaluate(() => performance.now());
      await chosen.click();
      await page.waitForFunction(
        () => document.querySelector('.maplibregl-popup .survey-details') !== null,
        undefined,
        { polling: 'raf' },
      );
      popups.push((await page.evaluate(() => performance.now())) - before);
      await chosen.click();
      await page.waitForFunction(() => document.querySelector('.survey-details') === null, undefined, {
        polling: 'raf',
      });
    }
    await page.close();
  }
  process.stdout.write(`\nmap survey, ${RESPONSES} responses, offline basemap (median of ${RUNS} runs)\n`);
  process.stdout.write(`  time to interactive ${median(interactive).toFixed(0)} ms (target < 1500 ms)\n`);
  process.stdout.write(`  each page load: ${interactive.join(' ms, ')} ms\n`);
  process.stdout.write(`  first page load of the fresh browser and server ${firstLoad} ms (not in the median)\n`);
  process.stdout.write(`  map redraw after a pan ${median(redraws).toFixed(0)} ms (target < 200 ms)\n`);
  process.stdout.write(`  a chosen response's popup ${median(popups).toFixed(0)} ms\n`);
  process.stdout.write(
    `machine load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after (other processes count too)\n`,
  );
} finally {
  await browser?.close();
  await server.stop();
}

interface BenchMap {
  loaded(): boolean;
  queryRenderedFeatures(options: object): unknown[];
  panBy(offset: [number, number], options: object): void;
  once(event: string, listener: () => void): void;
}

/** In the page: pans the survey map 200 pixels without animation and answers how long until MapLibre is idle again (everything redrawn). */
function redrawAfterPan(): Promise<number> {
  const map = (document.querySelector('.survey-page__map [data-map]') as HTMLElement & { __waterlineMap: BenchMap })
    .__waterlineMap;
  return new Promise((resolve) => {
    const started = performance.now();
    map.once('idle', () => resolve(performance.now() - started));
    map.panBy([200, 0], { animate: false });
  });
}

/** Public responses spread around the survey's default centre, eight at a time. */
async function submitResponses(): Promise<void> {
  const submit = async (index: number) => {
    const fields = aSurveyResponse({
      private: false,
      lat: 47 + (index % 50) * 0.04,
      lng: -107 + Math.floor(index / 50) * 0.06,
      concern: `Generated response ${index + 1}`,
    });
    const answer = await fetch(`${server.baseUrl}/api/map-markers/${PROJECT}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { data: fields } }),
    });
    if (!answer.ok) throw new Error(`Submitting response ${index + 1} failed: ${answer.status} ${await answer.text()}`);
  };
  for (let start = 0; start < RESPONSES; start += 8)
    await Promise.all(Array.from({ length: Math.min(8, RESPONSES - start) }, (_, offset) => submit(start + offset)));
}
