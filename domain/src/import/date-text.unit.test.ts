import { describe, expect, it } from 'vitest';
import { dateKey, EMPTY_DATE, IMPOSSIBLE_DATE, LEAP_DAY, parseDateKey, UNREADABLE_DATE, yearOfKey } from './index.ts';

const read = (text: string): number => parseDateKey(text, 0, text.length);

describe('reading a date', () => {
  it('reads ISO and US forms, with or without leading zeros and with a time of day', () => {
    expect(read('1930-03-01')).toBe(dateKey(1930, 60));
    expect(read('1930/3/1')).toBe(dateKey(1930, 60));
    expect(read('10/1/1999')).toBe(dateKey(1999, 274));
    expect(read('01/05/2000')).toBe(dateKey(2000, 5));
    expect(read('2000-12-31T00:00:00Z')).toBe(dateKey(2000, 365));
    expect(read('2000-12-31 06:00')).toBe(dateKey(2000, 365));
    expect(read(' 2000-01-01 ')).toBe(dateKey(2000, 1));
    expect(yearOfKey(read('1946-03-03'))).toBe(1946);
  });

  it('drops empty dates and 29 February', () => {
    expect(read('')).toBe(EMPTY_DATE);
    expect(read('   ')).toBe(EMPTY_DATE);
    expect(read('2000-02-29')).toBe(LEAP_DAY);
    expect(read('2/29/2004')).toBe(LEAP_DAY);
  });

  it('tells unreadable text from dates that do not exist', () => {
    for (const text of [
      'yesterday',
      '2000-01',
      '1/5/99',
      '2000.01.01',
      '20000101',
      '2000-01-01x',
      '1/2/3/2000',
      '2000-1-1-1',
    ]) {
      expect(read(text), text).toBe(UNREADABLE_DATE);
    }
    for (const text of ['2000-13-01', '2000-04-31', '2001-02-30', '0/1/2000', '2000-00-10']) {
      expect(read(text), text).toBe(IMPOSSIBLE_DATE);
    }
  });
});
