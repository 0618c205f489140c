import { describe, expect, it } from 'vitest';
import { julianDay } from '../calendar/index.ts';
import { periodOfRecordDiff } from './index.ts';
import { seriesOf } from './testing/series-builder.ts';

const base = seriesOf(2000, 2001, (_, day) => (day === 3 ? 0 : 100));
const comparison = seriesOf(2001, 2002, (year, day) => (day === 2 ? NaN : day === 3 ? 0 : year === 2001 ? 150 : 50));

describe('period-of-record diff', () => {
  it('compares the overlapping years day by day, absolute and relative', () => {
    const absolute = periodOfRecordDiff(base, comparison, 'absolute');
    expect(absolute.years).toEqual([2001]);
    expect(absolute.days).toHaveLength(365);
    expect(Array.from(absolute.cells.subarray(0, 4))).toEqual([50, NaN, 0, 50]);
    expect(absolute.scale).toEqual({ domain: [-50, 50], ticks: [-50, -25, 0, 25, 50] });
    const relative = periodOfRecordDiff(base, comparison, 'relative');
    expect(Array.from(relative.cells.subarray(0, 4))).toEqual([50, NaN, 0, 50]);
    expect(relative.scale).toEqual({ domain: [-100, 100], ticks: [-100, -75, -50, -25, 0, 25, 50, 75, 100] });
    expect(Array.from(periodOfRecordDiff(base, comparison, 'categorical').cells.subarray(0, 4))).toEqual([
      1,
      NaN,
      0,
      1,
    ]);
  });

  it('leaves a relative difference from a zero base empty unless both are zero', () => {
    const zeroBase = seriesOf(2001, 2001, () => 0);
    const cells = periodOfRecordDiff(zeroBase, comparison, 'relative').cells;
    expect([cells[0], cells[2]]).toEqual([NaN, 0]);
  });

  it('compares with a threshold: the distance outside its range, 0 inside', () => {
    const diff = periodOfRecordDiff(
      { name: 'Band', isRange: true, lowerRange: 60, upperRange: 120 },
      comparison,
      'absolute',
      { startDay: julianDay(1), endDay: julianDay(4) },
    );
    expect(diff.years).toEqual([2001, 2002]);
    expect(diff.days).toEqual([1, 2, 3, 4]);
    expect(Array.from(diff.cells)).toEqual([30, NaN, -60, 30, -10, NaN, -60, -10]);
    expect(
      Array.from(
        periodOfRecordDiff({ name: 'Line', value: 100 }, comparison, 'relative', {
          startDay: julianDay(1),
          endDay: julianDay(1),
        }).cells,
      ),
    ).toEqual([50, -50]);
  });

  it('makes season-year rows for a range that wraps over the year end', () => {
    const diff = periodOfRecordDiff({ name: 'Line', value: 100 }, comparison, 'absolute', {
      startDay: julianDay(365),
      endDay: julianDay(1),
    });
    expect(diff.years).toEqual([2001, 2002, 2003]);
    expect(Array.from(diff.cells)).toEqual([NaN, 50, 50, -50, -50, NaN]);
  });

  it('refuses a threshold that cannot be used', () => {
    expect(() => periodOfRecordDiff({ name: 'Bad', value: 'x' }, comparison, 'absolute')).toThrow(
      'The value is not a number.',
    );
  });
});
