import { describe, expect, it } from 'vitest';
import { julianDay } from '../calendar/index.ts';
import { valueOn } from '../analysis/index.ts';
import { importUsgsRdb } from './index.ts';

const rdb = [
  '# U.S. Geological Survey',
  '#    USGS 03062500 DECKERS CREEK AT MORGANTOWN, WV',
  '#',
  'agency_cd\tsite_no\tdatetime\t159456_00060_00003\t159456_00060_00003_cd',
  '5s\t15s\t20d\t14n\t10s',
  'USGS\t03062500\t1946-03-03\t122\tA',
  'USGS\t03062500\t1946-03-04\t87.0\tA:e',
  'USGS\t03062500\t1969-10-03\t\t',
  'USGS\t03062500\t2004-02-29\t50\tA',
  '',
].join('\n');

describe('importing a USGS RDB daily-values file', () => {
  it('skips comments and the format line, names the series after the site and the parameter unit', () => {
    const result = importUsgsRdb(rdb);
    if (!result.ok) throw new Error(result.error.reason);
    const [series] = result.alternative.series;
    expect(result.alternative.series).toHaveLength(1);
    expect([series?.location, series?.measure, series?.minYear, series?.maxYear]).toEqual([
      'USGS 03062500',
      'cfs',
      1946,
      1969,
    ]);
    expect(valueOn(series!, 1946, julianDay(62))).toBe(122);
    expect(valueOn(series!, 1946, julianDay(63))).toBe(87);
    expect(valueOn(series!, 1969, julianDay(276))).toBeNaN();
    expect(result.alternative.dropped.leapDays).toBe(1);
  });

  it('fails with the row when a data line is broken', () => {
    const result = importUsgsRdb(rdb.replace('1946-03-04', '1946-3-4x'));
    expect(result).toMatchObject({
      ok: false,
      error: { row: 7, reason: "'1946-3-4x' is not a date (use YYYY-MM-DD or M/D/YYYY)" },
    });
  });
});
