import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  computePerformanceMeasure,
  dailyStatistics,
  decodeSeries,
  STATISTIC_KEYS,
  thresholdCountsTable,
  type EncodedSeries,
} from '@waterline/domain/analysis/index';
import { aFrequencyMeasure } from '@waterline/domain/performance-measures/examples';
import { aThreshold } from '@waterline/domain/thresholds/examples';
import {
  apiOf,
  seedProject,
  signIn,
  startTestInstance,
  type SeededProject,
  type TestInstance,
} from './support/test-instance.ts';

const run = promisify(execFile);
const script = 'scripts/src/report.ts';

let instance: TestInstance;
let seeded: SeededProject;

async function report(args: string[]): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...instance.env, DATABASE_URL: '' },
    maxBuffer: 64 * 1024 * 1024,
  });
}

async function jsonReport<Row = Record<string, unknown>>(args: string[]): Promise<Row[]> {
  return JSON.parse(
    (await report([...args, '--format', 'json', '--database-url', instance.env.DATABASE_URL!])).stdout,
  ) as Row[];
}

/** The series a chart draws for an alternative at a location, fetched through the API as the browser does. */
async function chartSeries(fileName: string, location: string) {
  const manifest = await apiOf(instance).answer('dataManifest', { path: { project_key: 'demo', filename: fileName } });
  const index = manifest.locations.find((entry) => entry.key === location)!.index;
  // Fetched raw: the series is a binary answer, asked without compression.
  const response = await fetch(`${instance.baseUrl}/api/project/demo/series/${manifest.importKey}/${index}`, {
    headers: { 'accept-encoding': 'identity' },
  });
  return decodeSeries((await response.json()) as EncodedSeries);
}

// The server keeps running on its PostgreSQL database while the reports read it.
beforeAll(async () => {
  instance = await startTestInstance('postgres');
  seeded = await seedProject(instance);
}, 180_000);
afterAll(async () => {
  await instance?.dispose();
});

describe('npm run report', () => {
  it('projects: each project and its members with roles, as spreadsheet-safe CSV', async () => {
    const { stdout } = await report(['projects', '--database-url', instance.env.DATABASE_URL!]);
    const [header, ...rows] = Papa.parse<string[]>(stdout.trim()).data;
    expect(header).toEqual([
      'project',
      'title',
      'access',
      'created_at',
      'version',
      'member_id',
      'member_name',
      'member_email',
      'role',
      'role_name',
    ]);
    expect(rows.map((row) => [row[0], row[1], row[2], row[6], row[7], row[8], row[9]])).toEqual([
      ['demo', 'Pine River: operations review', 'public', 'Admin User', 'admin@waterline.test', '1', 'Admin'],
      // The name starts with '=': kept as text, not run as a formula.
      ['demo', 'Pine River: operations review', 'public', "'=Reed Reader", 'reader@waterline.test', '3', 'Read Only'],
    ]);
    expect(rows[1]![5]).toBe(seeded.memberId);
  });

  it('history: the configuration history as the admin History page answers it', async () => {
    const token = await signIn(instance, seeded.adminEmail, seeded.adminPassword);
    const page = await apiOf(instance, token).answer('history', { path: { project_key: 'demo' } });
    const rows = await jsonReport(['history', '--project', 'demo']);
    expect(rows).toEqual(
      page.entries.map((entry) => ({
        project: 'demo',
        version: entry.version,
        occurred_at: entry.occurredAt,
        actor_id: entry.actor.id,
        actor_name: entry.actor.name,
        event: entry.type,
        changes: entry.changes.join('\n'),
      })),
    );
    expect(rows.some((row) => String(row.changes).includes('Pine River: operations review'))).toBe(true);
  });

  it("thresholds: per project and location, the charts' day counts on every statistic trace of every alternative", async () => {
    const rows = await jsonReport<Record<string, string | number | null>>(['thresholds', '--project', 'demo']);
    const flood = rows.filter((row) => row.threshold === 'Flood stage');
    expect(new Set(flood.map((row) => row.alternative))).toEqual(new Set(['Baseline', 'Spring Pulse', 'Steady Flow']));
    const stats = dailyStatistics(await chartSeries('demo-spring-pulse.csv', 'Pine River at Bend'));
    const expected = thresholdCountsTable(
      aThreshold({ location: 'Pine River at Bend', name: 'Flood stage', value: 15000 }),
      STATISTIC_KEYS.map((key) => ({ name: key, values: stats[key] })),
    );
    const springPulse = flood.filter((row) => row.alternative === 'Spring Pulse');
    expect(springPulse.map((row) => row.trace)).toEqual([...STATISTIC_KEYS]);
    for (const row of springPulse) {
      expect({
        below: row.days_below,
        equal: row.days_equal,
        above: row.days_above,
        between: row.days_between,
      }).toEqual(expected[row.trace as string]);
    }
    expect(springPulse.find((row) => row.trace === 'max')!.days_above).toBeGreaterThan(0);
    const band = rows.filter((row) => row.threshold === 'Winter band');
    expect(band.every((row) => row.location === 'Lake Alder' && row.kind === 'range' && row.days_equal === null)).toBe(
      true,
    );
  });

  it('measures: each saved measure per year per alternative, as the app computes it', async () => {
    const rows = await jsonReport<Record<string, string | number | null>>(['measures', '--project', 'demo']);
    const expected = computePerformanceMeasure(
      aFrequencyMeasure({ name: 'High flow week', location: 'Pine River at Bend', value: 15000, daysInRow: 7 }),
      await chartSeries('demo-baseline.csv', 'Pine River at Bend'),
    );
    if (!expected.ok) throw new Error(expected.problems.join(' '));
    const baseline = rows.filter((row) => row.alternative === 'Baseline');
    expect(baseline.map((row) => [row.year, row.value])).toEqual(
      expected.result.byYear.map(({ year, value }) => [year, value]),
    );
    expect(baseline).toHaveLength(70);
    expect(rows.every((row) => row.measure_id === seeded.pmId && row.problem === null)).toBe(true);
    expect(new Set(rows.map((row) => row.alternative)).size).toBe(3);
  });

  it('responses: private responses only with --include-private', async () => {
    const publicOnly = await jsonReport<Record<string, unknown>>(['responses', '--project', 'demo']);
    const all = await jsonReport<Record<string, unknown>>(['responses', '--project', 'demo', '--include-private']);
    expect(publicOnly.length).toBeGreaterThan(0);
    expect(publicOnly.every((row) => row.private === false)).toBe(true);
    expect(all.filter((row) => row.private === true).map((row) => row.location_name)).toEqual([
      'Private well near the shore',
    ]);
    expect(all).toHaveLength(publicOnly.length + 1);
  });

  it('refuses an unknown report, project or format with exit code 2 and a message on stderr', async () => {
    const url = instance.env.DATABASE_URL!;
    await expect(report(['budgets', '--database-url', url])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown report: budgets'),
    });
    await expect(report(['projects', '--project', 'nowhere', '--database-url', url])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown project: nowhere'),
    });
    await expect(report(['projects', '--format', 'xlsx', '--database-url', url])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Unknown format: xlsx'),
    });
    await expect(report(['projects', '--include-private', '--database-url', url])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--include-private'),
    });
  }, 60_000);
});
