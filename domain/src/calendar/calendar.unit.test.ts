import { describe, expect, it } from 'vitest';
import { calendarDays, dayLabel, isJulianDay, julianDay, julianFromMonthDay, monthDayOf, MONTHS } from './index.ts';

describe('the 365-day calendar', () => {
  it('has twelve months adding up to 365 days, February with 28', () => {
    expect(MONTHS.reduce((sum, month) => sum + month.days, 0)).toBe(365);
    expect(MONTHS[1]).toMatchObject({ name: 'February', short: 'Feb', days: 28, firstDay: 32 });
    expect(MONTHS[11]?.firstDay).toBe(335);
  });

  it('maps month and day to julian days and back', () => {
    expect(julianFromMonthDay(1, 1)).toBe(1);
    expect(julianFromMonthDay(3, 1)).toBe(60);
    expect(julianFromMonthDay(10, 1)).toBe(274);
    expect(julianFromMonthDay(12, 31)).toBe(365);
    for (let day = 1; day <= 365; day++) {
      const { month, dayOfMonth } = monthDayOf(julianDay(day));
      expect(julianFromMonthDay(month.monthNum, dayOfMonth)).toBe(day);
    }
  });

  it('drops 29 February and refuses impossible dates', () => {
    expect(julianFromMonthDay(2, 29)).toBeNull();
    expect(() => julianFromMonthDay(2, 30)).toThrow('February has no day 30.');
    expect(() => julianFromMonthDay(13, 1)).toThrow('A month must be an integer from 1 to 12');
  });

  it('labels days', () => {
    expect(dayLabel(julianDay(1))).toBe('Jan 1');
    expect(dayLabel(julianDay(59))).toBe('Feb 28');
    expect(dayLabel(julianDay(365))).toBe('Dec 31');
  });

  it('accepts only integers 1..365 as julian days', () => {
    expect(isJulianDay(1)).toBe(true);
    expect(isJulianDay(365)).toBe(true);
    expect(isJulianDay(0)).toBe(false);
    expect(isJulianDay(366)).toBe(false);
    expect(isJulianDay(2.5)).toBe(false);
    expect(isJulianDay('5')).toBe(false);
    expect(() => julianDay(0)).toThrow('A day of the year must be an integer from 1 to 365, got 0.');
  });

  it('lists calendar days from the start day, with dates that keep increasing across the wrap', () => {
    const days = calendarDays(julianDay(274));
    expect(days).toHaveLength(365);
    expect(days[0]).toEqual({
      julian: 274,
      dayLookup: 1,
      month: 'Oct',
      monthNum: 10,
      day: 1,
      date: 'Oct 1',
      calDate: '2001-10-01',
    });
    expect(days[91]).toMatchObject({ julian: 365, date: 'Dec 31', calDate: '2001-12-31' });
    expect(days[92]).toMatchObject({ julian: 1, dayLookup: 93, date: 'Jan 1', calDate: '2002-01-01' });
    expect(days[364]).toMatchObject({ julian: 273, date: 'Sep 30', calDate: '2002-09-30' });
    const sorted = [...days.map((d) => d.calDate)].sort();
    expect(sorted).toEqual(days.map((d) => d.calDate));
  });
});
