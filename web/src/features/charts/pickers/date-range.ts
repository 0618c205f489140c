import {
  DAYS_IN_YEAR,
  dayLabel,
  positionOfDay,
  rangeLength,
  type DayRange,
  type JulianDay,
} from '@waterline/domain/calendar/index';

/** A range being picked: the first click sets the start, the second the end, a third starts over. */
export interface RangeSelection {
  start: JulianDay | null;
  end: JulianDay | null;
}

export const NO_SELECTION: RangeSelection = { start: null, end: null };

export function nextRangeSelection(selection: RangeSelection, day: JulianDay): RangeSelection {
  if (selection.start === null || selection.end !== null) return { start: day, end: null };
  return { start: selection.start, end: day };
}

/** The range a closed picker gives: the picked days in the order of the year (from `startCalDay`), or the whole year without a complete pick. */
export function pickedRange(selection: RangeSelection, startCalDay: JulianDay): DayRange {
  const { start, end } = selection;
  if (start === null || end === null)
    return { startDay: startCalDay, endDay: (((startCalDay - 2 + DAYS_IN_YEAR) % DAYS_IN_YEAR) + 1) as JulianDay };
  return positionOfDay(end, startCalDay) < positionOfDay(start, startCalDay)
    ? { startDay: end, endDay: start }
    : { startDay: start, endDay: end };
}

/** How a range reads: 'Whole year' or 'Mar 1 – Jun 30'. */
export function rangeText(range: DayRange): string {
  return rangeLength(range) === DAYS_IN_YEAR ? 'Whole year' : `${dayLabel(range.startDay)} – ${dayLabel(range.endDay)}`;
}
