import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayAtPosition,
  daysOfRange,
  isDayInRange,
  julianDay,
  positionOfDay,
  rangeLength,
  rangeOnAxis,
  rotateDaily,
  rotatedDays,
  unrotateDaily,
} from './index.ts';

const julian = fc.integer({ min: 1, max: 365 }).map(julianDay);
const byJulian = Array.from({ length: 365 }, (_, i) => i + 1);

describe('rotation to a start-of-year day', () => {
  it('puts the start day first and wraps after 31 December', () => {
    const rotated = rotateDaily(byJulian, julianDay(274));
    expect(rotated.slice(0, 2)).toEqual([274, 275]);
    expect(rotated.slice(91, 93)).toEqual([365, 1]);
    expect(rotated[364]).toBe(273);
    expect(rotatedDays(julianDay(274))).toEqual(rotated);
  });

  it('leaves the list unchanged for start day 1', () => {
    expect(rotateDaily(byJulian, julianDay(1))).toEqual(byJulian);
  });

  it('refuses lists that are not one entry per day', () => {
    expect(() => rotateDaily([1, 2, 3], julianDay(5))).toThrow('A per-day list must have 365 entries, got 3.');
  });

  it('rotation by N places then by 365 - N places is the identity', () => {
    // Start day d shifts a list by d - 1 places.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 364 }), (n) => {
        const once = rotateDaily(byJulian, julianDay(n + 1));
        const back = rotateDaily(once, julianDay(((365 - n) % 365) + 1));
        expect(back).toEqual(byJulian);
      }),
    );
  });

  it('unrotateDaily inverts rotateDaily for every start day', () => {
    fc.assert(
      fc.property(julian, (start) => {
        expect(unrotateDaily(rotateDaily(byJulian, start), start)).toEqual(byJulian);
      }),
    );
  });

  it('positions and days at positions are inverse', () => {
    fc.assert(
      fc.property(julian, julian, (day, start) => {
        const position = positionOfDay(day, start);
        expect(position).toBeGreaterThanOrEqual(1);
        expect(position).toBeLessThanOrEqual(365);
        expect(dayAtPosition(position, start)).toBe(day);
      }),
    );
  });
});

describe('day ranges', () => {
  it('handles plain and wrapping ranges', () => {
    const spring = { startDay: julianDay(91), endDay: julianDay(181) };
    const winter = { startDay: julianDay(305), endDay: julianDay(90) };
    expect(isDayInRange(julianDay(91), spring)).toBe(true);
    expect(isDayInRange(julianDay(182), spring)).toBe(false);
    expect(isDayInRange(julianDay(365), winter)).toBe(true);
    expect(isDayInRange(julianDay(1), winter)).toBe(true);
    expect(isDayInRange(julianDay(200), winter)).toBe(false);
    expect(rangeLength(spring)).toBe(91);
    expect(rangeLength(winter)).toBe(151);
    expect(daysOfRange(winter).slice(59, 63)).toEqual([364, 365, 1, 2]);
    expect(rangeLength({ startDay: julianDay(1), endDay: julianDay(365) })).toBe(365);
  });

  it('places a chart range on a rotated axis', () => {
    expect(rangeOnAxis({ startDay: julianDay(305), endDay: julianDay(90) }, julianDay(274))).toEqual({
      startPosition: 32,
      endPosition: 182,
      wraps: false,
    });
    expect(rangeOnAxis({ startDay: julianDay(305), endDay: julianDay(90) }, julianDay(1))).toEqual({
      startPosition: 305,
      endPosition: 90,
      wraps: true,
    });
  });

  it('range membership agrees with the listed days', () => {
    fc.assert(
      fc.property(julian, julian, julian, (startDay, endDay, day) => {
        const range = { startDay, endDay };
        expect(isDayInRange(day, range)).toBe(daysOfRange(range).includes(day));
      }),
    );
  });
});
