import { julianDay, julianFromMonthDay, type JulianDay } from '@waterline/domain/calendar/index';
import { describe, expect, it } from 'vitest';
import {
  breakpointsFromDaily,
  dailyFromBreakpoints,
  dailyFromEntries,
  entriesFromDaily,
  parseValueColumn,
  valueColumn,
} from './steps.ts';

const day = (month: number, dayOfMonth: number) => julianFromMonthDay(month, dayOfMonth) as JulianDay;
const OCT_1 = day(10, 1); // julian 274
const JAN_1 = julianDay(1);

describe('stepped thresholds: breakpoints and the 365 daily bounds', () => {
  it('holds each value from its day until the next breakpoint, in julian order', () => {
    const bounds = dailyFromBreakpoints(
      [
        { day: JAN_1, value: '100' },
        { day: day(3, 1), value: '200' },
        { day: day(7, 1), value: '' },
      ],
      JAN_1,
    );
    expect(bounds).toHaveLength(365);
    expect(bounds[0]).toBe(100);
    expect(bounds[58]).toBe(100); // Feb 28
    expect(bounds[59]).toBe(200); // Mar 1
    expect(bounds[180]).toBe(200); // Jun 30
    expect(bounds[181]).toBeNull(); // Jul 1: no bound
    expect(bounds[364]).toBeNull();
  });

  it("reads breakpoints in the order of the chart's year: a year starting on Oct 1 wraps over Dec 31", () => {
    const bounds = dailyFromBreakpoints(
      [
        { day: day(1, 1), value: '20' },
        { day: OCT_1, value: '10' },
      ],
      OCT_1,
    );
    // Oct 1 .. Dec 31 are 10; Jan 1 .. Sep 30 are 20.
    expect(bounds[OCT_1 - 1]).toBe(10);
    expect(bounds[364]).toBe(10);
    expect(bounds[0]).toBe(20);
    expect(bounds[OCT_1 - 2]).toBe(20);
  });

  it('leaves the days before the first breakpoint without a bound', () => {
    const bounds = dailyFromBreakpoints([{ day: day(2, 1), value: '5' }], JAN_1);
    expect(bounds.slice(0, 31).every((bound) => bound === null)).toBe(true);
    expect(bounds[31]).toBe(5);
  });

  it('turns daily bounds back into one breakpoint per run, starting on the start-of-year day', () => {
    const bounds = Array.from({ length: 365 }, (_, i) => (i + 1 >= OCT_1 ? 10 : i + 1 >= 60 ? 30 : 20));
    expect(breakpointsFromDaily(bounds, OCT_1)).toEqual([
      { day: OCT_1, value: '10' },
      { day: JAN_1, value: '20' },
      { day: day(3, 1), value: '30' },
    ]);
    expect(dailyFromBreakpoints(breakpointsFromDaily(bounds, OCT_1), OCT_1)).toEqual(bounds);
  });

  it('keeps 365 entries of { value } in julian order, and reads any stored entry form back', () => {
    const bounds = Array.from({ length: 365 }, (_, i) => (i === 3 ? null : i));
    const entries = entriesFromDaily(bounds);
    expect(entries[2]).toEqual({ value: 2 });
    expect(entries[3]).toEqual({ value: null });
    expect(dailyFromEntries(entries)).toEqual(bounds);
    expect(dailyFromEntries(Array.from({ length: 365 }, (_, i) => (i % 2 === 0 ? i : String(i))))?.[5]).toBe(5);
    expect(dailyFromEntries([1, 2, 3])).toBeNull();
    expect(dailyFromEntries(undefined)).toBeNull();
  });
});

describe('a pasted column of 365 values', () => {
  const column = (value: (position: number) => string) =>
    Array.from({ length: 365 }, (_, i) => value(i + 1)).join('\n');

  it("is read in the order of the chart's year and kept in julian order", () => {
    const parsed = parseValueColumn(
      column((position) => String(position)),
      OCT_1,
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.bounds[OCT_1 - 1]).toBe(1); // the first line is Oct 1
    expect(parsed.bounds[0]).toBe(365 - OCT_1 + 2); // Jan 1 is line 93
    expect(valueColumn(parsed.bounds, OCT_1)).toBe(column((position) => String(position)));
  });

  it('takes the last cell of a pasted table row, empty cells as no bound, and a trailing newline', () => {
    const parsed = parseValueColumn(
      `${column((position) => (position === 2 ? 'Jan 2\t' : `Jan ${position}\t${position * 1.5}`))}\n`,
      JAN_1,
    );
    expect(parsed.ok && parsed.bounds.slice(0, 3)).toEqual([1.5, null, 4.5]);
  });

  it('says what is wrong: the count of lines, or the line that is not a number', () => {
    expect(parseValueColumn('1\n2\n3', JAN_1)).toEqual({
      ok: false,
      message: 'Paste 365 values, one per day; this has 3.',
    });
    expect(
      parseValueColumn(
        column((position) => (position === 40 ? 'high' : '1')),
        JAN_1,
      ),
    ).toEqual({ ok: false, message: "Line 40: 'high' is not a number." });
  });
});
