/** Sums the JSON reports of every suite into one line, "N passed, N failed"; a suite that left no report counts as one failure. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2] ?? '.';
let passed = 0;
let failed = 0;

// One file per check that test-all.sh ran (check-typecheck, check-lint, ...), holding 'pass' or 'fail'.
const checks = readdirSync(folder)
  .filter((name) => name.startsWith('check-'))
  .sort();
for (const check of checks.map((name) => name.slice('check-'.length))) {
  const ok = readFileSync(join(folder, `check-${check}`), 'utf8').trim() === 'pass';
  if (ok) passed += 1;
  else {
    console.error(`${check} failed.`);
    failed += 1;
  }
}

const vitestReport = join(folder, 'vitest.json');
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    success: boolean;
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  if (!report.success && report.numFailedTests === 0) failed += 1; // a suite that failed to load
} else {
  console.error('The unit and integration suites left no report.');
  failed += 1;
}

const browserExpected = existsSync('e2e/tests');
const playwrightReport = join(folder, 'playwright.json');
if (existsSync(playwrightReport)) {
  const report = JSON.parse(readFileSync(playwrightReport, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    errors?: unknown[];
  };
  passed += report.stats.expected + report.stats.flaky;
  if (report.stats.flaky > 0)
    console.error(`${report.stats.flaky} browser test(s) passed only when run again: see the list above.`);
  failed += report.stats.unexpected + (report.errors?.length ?? 0);
} else if (browserExpected) {
  console.error('The browser suite left no report.');
  failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
