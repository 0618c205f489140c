import { DAYS_IN_YEAR, type DayRange, isDayInRange, type JulianDay } from '../calendar/index.ts';
import type { DailySeries } from './series.ts';

/**
 * Season years. A season startDay..endDay that does not wrap lies inside one calendar year
 * and is named by it. A season that wraps over 31 December (startDay > endDay) runs from
 * startDay of year - 1 to endDay of `year` and is named by the year in which it ends, as water
 * years are. Either way a season year is one contiguous block of grid slots.
 */
export interface SeasonCalendar {
  readonly season: DayRange;
  readonly wraps: boolean;
  /** Per julian day (index julian - 1): 1 when the day is in the season. */
  readonly inSeason: Uint8Array;
}

/** Prepares the season's day table. */
export function seasonCalendar(season: DayRange): SeasonCalendar {
  const inSeason = new Uint8Array(DAYS_IN_YEAR);
  for (let d = 1; d <= DAYS_IN_YEAR; d++) inSeason[d - 1] = isDayInRange(d as JulianDay, season) ? 1 : 0;
  return { season, wraps: season.startDay > season.endDay, inSeason };
}

/** Season year of a grid slot's day (see SeasonCalendar). */
export function seasonYearOfSlot(series: DailySeries, calendar: SeasonCalendar, slot: number): number {
  const year = series.minYear + Math.floor(slot / DAYS_IN_YEAR);
  return calendar.wraps && slot % DAYS_IN_YEAR >= calendar.season.startDay - 1 ? year + 1 : year;
}

/** The grid slots [from, to) of a season year, clipped to the grid (from >= to when the grid holds none of it). */
export function seasonSlots(series: DailySeries, calendar: SeasonCalendar, year: number): { from: number; to: number } {
  const { startDay, endDay } = calendar.season;
  const startYear = calendar.wraps ? year - 1 : year;
  const from = (startYear - series.minYear) * DAYS_IN_YEAR + startDay - 1;
  const to = (year - series.minYear) * DAYS_IN_YEAR + endDay;
  return { from: Math.max(from, 0), to: Math.min(to, series.values.length) };
}

/** Season years holding at least one value inside the season, ascending. */
export function seasonYearsWithData(series: DailySeries, calendar: SeasonCalendar): number[] {
  const years: number[] = [];
  const last = series.maxYear + (calendar.wraps ? 1 : 0);
  for (let year = series.minYear; year <= last; year++) {
    const { from, to } = seasonSlots(series, calendar, year);
    for (let slot = from; slot < to; slot++) {
      if (!Number.isNaN(series.values[slot] as number)) {
        years.push(year);
        break;
      }
    }
  }
  return years;
}
