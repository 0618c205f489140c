import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAnalyze, USAGE } from './run.ts';

const folder = mkdtempSync(join(tmpdir(), 'analyze-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

/** Two years of data: in 2001 every day is 100 except 10 days of 500 from 1 April (day 91); 2002 is all 200. */
const lines = ['Date,Upper Gauge:cfs'];
for (const year of [2001, 2002]) {
  for (let day = 0; day < 365; day++) {
    const date = new Date(Date.UTC(year, 0, 1 + day)).toISOString().slice(0, 10);
    lines.push(`${date},${year === 2002 ? 200 : day >= 90 && day < 100 ? 500 : 100}`);
  }
}
const csv = file('alt.csv', lines.join('\n'));

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAnalyze(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return {
    code,
    json: out.length > 0 ? (JSON.parse(out.join('')) as Record<string, unknown>) : null,
    err: err.join('\n'),
  };
}

describe('analyze stats', () => {
  it('prints 365 days of statistics from the start day', async () => {
    const { code, json } = await run('stats', '--csv', csv, '--location', 'Upper Gauge', '--start-day', '91');
    expect(code).toBe(0);
    expect(json).toMatchObject({ location: 'Upper Gauge', measure: 'cfs', minYear: 2001, maxYear: 2002 });
    const days = json?.days as Record<string, number>[];
    expect(days).toHaveLength(365);
    expect(days[0]).toEqual({
      day: 91,
      min: 200,
      q10: 230,
      q25: 275,
      median: 350,
      mean: 350,
      q75: 425,
      q90: 470,
      max: 500,
    });
    expect(days[10]).toMatchObject({ day: 101, median: 150 });
  });
});

describe('analyze threshold', () => {
  it('counts days per statistic trace and for the chosen year', async () => {
    const threshold = file('flood.json', JSON.stringify({ name: 'Flood', value: 150 }));
    const { code, json } = await run(
      'threshold',
      '--csv',
      csv,
      '--location',
      'Upper Gauge:cfs',
      '--threshold',
      threshold,
      '--year',
      '2001',
    );
    expect(code).toBe(0);
    expect(Object.keys(json ?? {}).sort()).toEqual([
      '2001',
      'max',
      'mean',
      'median',
      'min',
      'q10',
      'q25',
      'q75',
      'q90',
    ]);
    expect(json?.['2001']).toEqual({ below: 355, equal: 0, above: 10, between: null });
    expect(json?.median).toEqual({ below: 0, equal: 355, above: 10, between: null });
    expect(json?.min).toEqual({ below: 355, equal: 0, above: 10, between: null });
  });

  it('fails clearly on a threshold that cannot be used or a year without data', async () => {
    const broken = file('broken.json', JSON.stringify({ name: 'Band', isRange: true, lowerRange: 5, upperRange: 1 }));
    expect(await run('threshold', '--csv', csv, '--location', 'Upper Gauge', '--threshold', broken)).toMatchObject({
      code: 1,
      json: null,
      err: 'analyze threshold: The threshold cannot be used: The lower range is above the upper range.',
    });
    const fine = file('fine.json', JSON.stringify({ name: 'Flood', value: 150 }));
    expect(
      (await run('threshold', '--csv', csv, '--location', 'Upper Gauge', '--threshold', fine, '--year', '1990')).err,
    ).toBe('analyze threshold: The year 1990 has no data; the record runs 2001-2002.');
  });
});

describe('analyze pm', () => {
  it('prints the value per year and the statistics block', async () => {
    const pm = file(
      'pm.json',
      JSON.stringify({
        name: 'Spring pulse',
        location: 'Upper Gauge',
        pmType: 'Frequency of Event',
        direction: 'surpass',
        value: 300,
        daysInRow: 7,
        startDay: 60,
        endDay: 180,
      }),
    );
    const { code, json } = await run('pm', '--csv', csv, '--pm', pm);
    expect(code).toBe(0);
    expect(json?.byYear).toEqual([
      { year: 2001, value: 1 },
      { year: 2002, value: 0 },
    ]);
    expect(json?.statistics).toMatchObject({ sum: 1, mean: 0.5, max: 1, min: 0 });
  });

  it('names the problems of a measure it cannot compute', async () => {
    const pm = file(
      'bad-pm.json',
      JSON.stringify({
        name: 'X',
        location: 'Upper Gauge',
        pmType: 'Weighted Score - Rules',
        ranges: [{ type: 'equal', lowerRange: 1, score: 'globalThis' }],
      }),
    );
    const { code, err } = await run('pm', '--csv', csv, '--pm', pm);
    expect(code).toBe(1);
    expect(err).toContain(
      "The performance measure cannot be computed: Rule 1: Formula refused: the name 'globalThis' at position 1 is not allowed",
    );
  });
});

describe('analyze usage and input errors', () => {
  it('prints usage on --help and refuses unknown commands and options', async () => {
    const out: string[] = [];
    expect(await runAnalyze(['--help'], { out: (t) => out.push(t), err: () => undefined })).toBe(0);
    expect(out[0]).toBe(USAGE);
    expect(await run('median')).toMatchObject({
      code: 2,
      err: expect.stringContaining("Unknown command 'median'.") as unknown,
    });
    expect(await run()).toMatchObject({ code: 2, err: expect.stringContaining('No command given.') as unknown });
    expect((await run('stats', '--csv', csv)).err).toBe('analyze stats: Missing option --location.');
    expect((await run('stats', '--csv', csv, '--location', 'X', '--colour', 'red')).err).toBe(
      'analyze stats: Unknown option --colour; expected --csv, --location, --start-day.',
    );
    expect((await run('stats', '--csv', csv, '--location', 'Upper Gauge', '--start-day', '366')).err).toBe(
      "analyze stats: Option --start-day must be a whole number from 1 to 365, got '366'.",
    );
    expect((await run('stats', '--csv', csv, '--location', 'Lower')).err).toContain(
      "has no location 'Lower'; its locations are 'Upper Gauge'.",
    );
  });

  it('reports an unreadable file with the product message, the row and the reason', async () => {
    const bad = file('bad.csv', 'Date,A:cfs\n2001-01-01,1\n13/45/2001,2\n');
    expect((await run('stats', '--csv', bad, '--location', 'A')).err).toBe(
      `analyze stats: ${bad}: Unable to process data, check date format / file structure for errors (row 3): the date '13/45/2001' does not exist.`,
    );
    expect((await run('pm', '--csv', csv, '--pm', file('not.json', '{oops'))).err).toContain(
      'not.json is not valid JSON',
    );
  });
});
