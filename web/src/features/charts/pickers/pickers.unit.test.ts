import { julianDay } from '@waterline/domain/calendar/index';
import { describe, expect, it } from 'vitest';
import { nextRangeSelection, NO_SELECTION, pickedRange, rangeText } from './date-range.ts';
import { groupLocations, locationGroupsOf, OTHER_GROUP } from './location-groups.ts';
import { toggledAlternative, toggleOrOnly } from './selection.ts';
import { acceptYearInput, nearestYear, nextYear, previousYear, yearsWithData } from './years.ts';

const dam = { key: 'Fort Peck Dam', measure: 'cfs' };
const lake = { key: 'Fort Peck Lake', measure: 'ft' };
const river = { key: 'Wolf Point', measure: 'cfs' };

describe('location groups', () => {
  it("lists each group's locations in its order and puts the rest in 'Other', last", () => {
    const groups = [
      { name: 'Reservoir', includes: ['Fort Peck Lake', 'Fort Peck Dam', 'Missing'] },
      { name: 'Empty', includes: ['Nowhere'] },
    ];
    expect(groupLocations([dam, lake, river], groups)).toEqual([
      { name: 'Reservoir', locations: [lake, dam] },
      { name: OTHER_GROUP, locations: [river] },
    ]);
  });

  it("puts every location in 'Other' when the project has no groups", () => {
    expect(groupLocations([dam, river], [])).toEqual([{ name: 'Other', locations: [dam, river] }]);
  });

  it("reads the project's groups only when they are well formed", () => {
    expect(locationGroupsOf({ locationGroups: [{ name: 'Reservoir', includes: ['Fort Peck Dam'] }] })).toEqual([
      { name: 'Reservoir', includes: ['Fort Peck Dam'] },
    ]);
    expect(locationGroupsOf({ locationGroups: [{ name: '', includes: [] }] })).toEqual([]);
    expect(locationGroupsOf({})).toEqual([]);
  });
});

describe('years with data', () => {
  const years = [1930, 1931, 1935, 1936];

  it('steps to the previous and next year that has data, and stops at the ends', () => {
    expect(previousYear(years, 1935)).toBe(1931);
    expect(nextYear(years, 1931)).toBe(1935);
    expect(previousYear(years, 1930)).toBeNull();
    expect(nextYear(years, 1936)).toBeNull();
    expect(nextYear(years, null)).toBe(1930);
  });

  it('accepts a typed year only when it is a whole number with data', () => {
    expect(acceptYearInput(' 1935 ', years)).toBe(1935);
    expect(acceptYearInput('1933', years)).toBeNull();
    expect(acceptYearInput('1929', years)).toBeNull();
    expect(acceptYearInput('1935.5', years)).toBeNull();
    expect(acceptYearInput('abc', years)).toBeNull();
  });

  it('finds the nearest year with data', () => {
    expect(nearestYear(years, 1933)).toBe(1935);
    expect(nearestYear(years, 1900)).toBe(1930);
    expect(nearestYear([], 1900)).toBeNull();
  });

  it('keeps only picked years that have data', () => {
    expect(yearsWithData([1931, 1933, 1936], years)).toEqual([1931, 1936]);
  });
});

describe('the date range picker', () => {
  it('sets the start on the first click, the end on the second, and starts over on the third', () => {
    const first = nextRangeSelection(NO_SELECTION, julianDay(60));
    const second = nextRangeSelection(first, julianDay(90));
    expect(first).toEqual({ start: 60, end: null });
    expect(second).toEqual({ start: 60, end: 90 });
    expect(nextRangeSelection(second, julianDay(10))).toEqual({ start: 10, end: null });
  });

  it('gives the whole year when closed without a complete pick, and orders the days by the year', () => {
    expect(pickedRange(NO_SELECTION, julianDay(274))).toEqual({ startDay: 274, endDay: 273 });
    expect(pickedRange({ start: julianDay(60), end: null }, julianDay(1))).toEqual({ startDay: 1, endDay: 365 });
    expect(pickedRange({ start: julianDay(90), end: julianDay(60) }, julianDay(1))).toEqual({
      startDay: 60,
      endDay: 90,
    });
    expect(pickedRange({ start: julianDay(20), end: julianDay(300) }, julianDay(274))).toEqual({
      startDay: 300,
      endDay: 20,
    });
  });

  it('describes a range', () => {
    expect(rangeText({ startDay: julianDay(1), endDay: julianDay(365) })).toBe('Whole year');
    expect(rangeText({ startDay: julianDay(60), endDay: julianDay(181) })).toBe('Mar 1 – Jun 30');
  });
});

describe('the alternatives multi-select', () => {
  it("toggles one alternative and keeps the project's order", () => {
    expect(toggledAlternative(['A', 'B', 'C'], ['C', 'A'], 'B')).toEqual(['A', 'B', 'C']);
    expect(toggledAlternative(['A', 'B', 'C'], ['A', 'C'], 'A')).toEqual(['C']);
  });

  it('toggles on a click and keeps only the item on the second click of a double-click', () => {
    const done: string[] = [];
    const click = toggleOrOnly(
      () => done.push('toggle'),
      () => done.push('only'),
    );
    click({ detail: 1 });
    click({ detail: 2 });
    click({ detail: 0 }); // a click from the keyboard
    expect(done).toEqual(['toggle', 'only', 'toggle']);
  });
});
