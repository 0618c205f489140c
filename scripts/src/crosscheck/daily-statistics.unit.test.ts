import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  dailyStatistics,
  dailyStatisticsRows,
  type DailySeries,
  STATISTIC_KEYS,
} from '@waterline/domain/analysis/index';
import { importAlternativeCsv, importUsgsRdb } from '@waterline/domain/import/index';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const sharedData = resolve(repoRoot, '../shared/data');
const fixtures = resolve(repoRoot, 'scripts/fixtures/crosscheck');
const available = existsSync(sharedData);

interface Fixture {
  source: string;
  location: string;
  measure: string;
  firstYear: number;
  lastYear: number;
  days: ({ day: number; count: number } & Partial<Record<(typeof STATISTIC_KEYS)[number], number>>)[];
}

function importSource(source: string): DailySeries {
  const text = readFileSync(join(sharedData, source), 'utf8');
  const result = source.endsWith('.rdb') ? importUsgsRdb(text) : importAlternativeCsv(text);
  if (!result.ok) throw new Error(`${source}: ${result.error.reason}`);
  return result.alternative.series[0] as DailySeries;
}

const fixtureFiles = readdirSync(fixtures).filter((name) => name.endsWith('.json'));

describe.skipIf(!available)(
  `daily statistics agree with numpy (needs ${sharedData}; skipped when it is absent)`,
  () => {
    it('has a fixture for every Fort Peck alternative and for Deckers Creek', () => {
      expect(fixtureFiles).toHaveLength(8);
      expect(fixtureFiles).toContain('usgs_03062500_deckers_creek_dv_00060_1946-2018.json');
    });

    // Reading and importing the real files takes a moment on a busy machine.
    it.each(fixtureFiles)('%s', { timeout: 30_000 }, (name) => {
      const fixture = JSON.parse(readFileSync(join(fixtures, name), 'utf8')) as Fixture;
      const series = importSource(fixture.source);
      const stats = dailyStatistics(series);
      expect([series.location, series.measure, stats.firstYear, stats.lastYear]).toEqual([
        fixture.location,
        fixture.measure,
        fixture.firstYear,
        fixture.lastYear,
      ]);
      const rows = dailyStatisticsRows(stats);
      for (const expected of fixture.days) {
        const row = rows[expected.day - 1];
        expect(stats.count[expected.day - 1], `count of day ${String(expected.day)}`).toBe(expected.count);
        for (const key of STATISTIC_KEYS) {
          const want = expected[key];
          const got = row?.[key];
          if (want === undefined) expect(got, `${key} of day ${String(expected.day)}`).toBeNull();
          else
            expect(
              Math.abs((got ?? NaN) - want),
              `${key} of day ${String(expected.day)}: ${String(got)} vs numpy ${String(want)}`,
            ).toBeLessThanOrEqual(1e-9);
        }
      }
    });

    it('sees the 33-year gap of the Deckers Creek record', () => {
      const stats = dailyStatistics(importSource('usgs_dv/usgs_03062500_deckers_creek_dv_00060_1946-2018.rdb'));
      // 1946-1969 and 2002-2018: a mid-year day has at most 40 years of values out of the 73 the grid spans.
      expect(Math.max(...stats.count)).toBeLessThanOrEqual(41);
      expect(Math.min(...stats.count)).toBeGreaterThan(30);
    });
  },
);
