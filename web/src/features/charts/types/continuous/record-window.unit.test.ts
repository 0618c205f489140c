import { MS_PER_DAY } from '@waterline/domain/calendar/index';
import { describe, expect, it } from 'vitest';
import {
  activeRangeButton,
  clampWindow,
  dataExtent,
  defaultWindow,
  epochDayOf,
  epochDayOfIso,
  isoDateOf,
  rangeButtonWindow,
  recordExtent,
  slotEpochDay,
  stateOfWindow,
  windowLength,
  windowOfState,
  windowSlots,
} from './record-window.ts';

const day = (iso: string) => epochDayOfIso(iso) as number;
const window = (start: string, end: string) => ({ start: day(start), end: day(end) });
const asIso = (w: { start: number; end: number }) => [isoDateOf(w.start), isoDateOf(w.end)];

/** A grid of `years` years from `minYear`, with values only in the slots given. */
function grid(minYear: number, years: number, filled: Record<number, number>) {
  const values = new Float64Array(years * 365).fill(NaN);
  for (const [slot, value] of Object.entries(filled)) values[Number(slot)] = value;
  return { minYear, values };
}

describe('dates of the continuous axis', () => {
  it('places julian days on real dates, 1 March onwards a day later in a leap year', () => {
    expect(isoDateOf(epochDayOf(2001, 1))).toBe('2001-01-01');
    expect(isoDateOf(epochDayOf(2001, 60))).toBe('2001-03-01');
    expect(isoDateOf(epochDayOf(2000, 59))).toBe('2000-02-28');
    expect(isoDateOf(epochDayOf(2000, 60))).toBe('2000-03-01');
    expect(isoDateOf(epochDayOf(2000, 365))).toBe('2000-12-31');
    expect(isoDateOf(slotEpochDay(1999, 365 + 59))).toBe('2000-03-01');
    expect(epochDayOf(1970, 1)).toBe(0);
  });

  it('reads and writes ISO dates, refusing dates that do not exist', () => {
    expect(epochDayOfIso('1970-01-02')).toBe(1);
    expect(epochDayOfIso('2001-02-29')).toBeNull();
    expect(epochDayOfIso('2001-2-3')).toBeNull();
    expect(windowOfState(['2001-01-01', '2000-01-01'])).toBeNull();
    expect(windowOfState(null)).toBeNull();
    expect(stateOfWindow(window('2000-02-01', '2003-05-06'))).toEqual(['2000-02-01', '2003-05-06']);
    expect(windowOfState(['2000-02-01', '2003-05-06'])).toEqual(window('2000-02-01', '2003-05-06'));
  });

  it('finds the slots of a window; 29 February has none', () => {
    expect(windowSlots(2000, 3 * 365, window('2000-01-01', '2000-01-10'))).toEqual({ from: 0, to: 10 });
    expect(windowSlots(2000, 3 * 365, window('2000-02-29', '2000-03-01'))).toEqual({ from: 59, to: 60 });
    expect(windowSlots(2000, 3 * 365, window('2000-02-29', '2000-02-29'))).toEqual({ from: 59, to: 59 });
    expect(windowSlots(2000, 3 * 365, window('1990-01-01', '2030-01-01'))).toEqual({ from: 0, to: 3 * 365 });
    expect(windowSlots(2000, 365, window('2001-01-01', '2001-12-31'))).toEqual({ from: 365, to: 365 });
  });
});

describe('the record and the window shown', () => {
  it('spans from the first to the last day with a value of any series', () => {
    const a = grid(2000, 2, { 3: 1, 400: 2 });
    const b = grid(2001, 3, { 700: 5 });
    expect(asIso(dataExtent(a) ?? { start: 0, end: 0 })).toEqual(['2000-01-04', '2001-02-05']);
    expect(asIso(recordExtent([a, b]) ?? { start: 0, end: 0 })).toEqual(['2000-01-04', '2002-12-02']);
    expect(dataExtent(grid(2000, 1, {}))).toBeNull();
    expect(recordExtent([])).toBeNull();
  });

  it('opens on the last 3650 days, or the whole record when it is shorter', () => {
    const record = window('1930-02-28', '2012-12-31');
    const opened = defaultWindow(record);
    expect(windowLength(opened)).toBe(3650);
    expect(asIso(opened)).toEqual(['2003-01-04', '2012-12-31']);
    const short = window('2010-06-01', '2012-12-31');
    expect(defaultWindow(short)).toEqual(short);
  });

  it('range buttons count months and years back from the window end, within the record', () => {
    const record = window('1930-02-28', '2012-12-31');
    const current = window('1990-01-01', '2000-03-31');
    expect(asIso(rangeButtonWindow('1m', current, record))).toEqual(['2000-03-01', '2000-03-31']);
    expect(asIso(rangeButtonWindow('6m', current, record))).toEqual(['1999-10-01', '2000-03-31']);
    expect(asIso(rangeButtonWindow('1y', current, record))).toEqual(['1999-04-01', '2000-03-31']);
    expect(asIso(rangeButtonWindow('5y', current, record))).toEqual(['1995-04-01', '2000-03-31']);
    expect(asIso(rangeButtonWindow('10y', current, record))).toEqual(['1990-04-01', '2000-03-31']);
    expect(rangeButtonWindow('all', current, record)).toEqual(record);
    expect(asIso(rangeButtonWindow('1m', window('2000-01-01', '2000-03-30'), record))).toEqual([
      '2000-03-01',
      '2000-03-30',
    ]);
    expect(asIso(rangeButtonWindow('1m', window('2000-01-01', '2000-03-31'), record))).toEqual([
      '2000-03-01',
      '2000-03-31',
    ]);
    expect(asIso(rangeButtonWindow('10y', window('1930-03-01', '1935-01-01'), record))).toEqual([
      '1930-02-28',
      '1935-01-01',
    ]);
    expect(activeRangeButton(rangeButtonWindow('5y', current, record), record)).toBe('5y');
    expect(activeRangeButton(record, record)).toBe('all');
    expect(activeRangeButton(current, record)).toBeNull();
  });

  it('keeps a saved window inside the record', () => {
    const record = window('1930-02-28', '2012-12-31');
    expect(asIso(clampWindow(window('1920-01-01', '1940-01-01'), record))).toEqual(['1930-02-28', '1940-01-01']);
    expect(clampWindow(window('2020-01-01', '2021-01-01'), record)).toEqual(defaultWindow(record));
  });

  it('counts epoch days in UTC milliseconds', () => {
    expect(epochDayOf(2012, 365) * MS_PER_DAY).toBe(Date.UTC(2012, 11, 31));
  });
});
