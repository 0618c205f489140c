import { julianDay } from '@waterline/domain/calendar/index';
import { describe, expect, it } from 'vitest';
import { dayAxis, wholeYear } from './day-axis.ts';

const utc = (ms: number | undefined) => new Date(ms ?? NaN).toISOString().slice(0, 10);

describe('the calendar-day axis', () => {
  it('shows the whole year from the start-of-year day, one day apart, with month labels', () => {
    const axis = dayAxis(wholeYear(julianDay(274)), julianDay(274));
    expect(axis.days).toHaveLength(365);
    expect(axis.days.slice(0, 2)).toEqual([274, 275]);
    expect(axis.days[92]).toBe(1);
    expect(utc(axis.times[0])).toBe('2001-10-01');
    expect(utc(axis.times[92])).toBe('2002-01-01');
    expect(utc(axis.times[364])).toBe('2002-09-30');
    expect(axis.labelFormat).toBe('%b');
  });

  it("labels 'month day' when 200 days or fewer are shown, and 'month' past 200", () => {
    const spring = dayAxis({ startDay: julianDay(60), endDay: julianDay(259) }, julianDay(1));
    expect(spring.days).toHaveLength(200);
    expect(spring.labelFormat).toBe('%b %-d');
    expect(dayAxis({ startDay: julianDay(60), endDay: julianDay(260) }, julianDay(1)).labelFormat).toBe('%b');
  });

  it('shows a range crossing 31 December from its own first day, with increasing times', () => {
    const winter = dayAxis({ startDay: julianDay(335), endDay: julianDay(59) }, julianDay(1));
    expect(winter.days[0]).toBe(335);
    expect(winter.days.at(-1)).toBe(59);
    expect(utc(winter.times[0])).toBe('2001-12-01');
    expect(utc(winter.times.at(-1))).toBe('2002-02-28');
    expect(winter.times.every((time, i) => i === 0 || time > (winter.times[i - 1] ?? Infinity))).toBe(true);
  });

  it('names the whole year of any start day', () => {
    expect(wholeYear(julianDay(1))).toEqual({ startDay: 1, endDay: 365 });
    expect(wholeYear(julianDay(274))).toEqual({ startDay: 274, endDay: 273 });
  });
});
