import { DAYS_IN_YEAR } from '../calendar/index.ts';
import { type SeasonCalendar, seasonSlots, seasonYearOfSlot } from './season.ts';
import type { DailySeries } from './series.ts';

/**
 * How qualifying days make events:
 * - 'windows': each complete block of `length` consecutive qualifying days is one event,
 *   blocks counted from the start of the run without overlap (a 7-day run with length 3 is 2 events);
 * - 'runs': each run of qualifying days longer than `length` days is one event, however long.
 */
export interface EventRule {
  qualifies: (value: number) => boolean;
  counting: 'windows' | 'runs';
  length: number;
  /** 'runs' only: a run starting within this many days after the last counted event's last day is not an event. */
  cooldownDays?: number;
}

/**
 * Counts events per season year. Normally a run is cut where the season ends (and so at the
 * end of a season year). With `continuous`, runs are measured on the whole record across the
 * season's edges and the year's end; an event then counts when at least one of its days is in
 * the season, in the season year of its last day inside the season. Empty days end a run.
 */
export function countEvents(
  series: DailySeries,
  calendar: SeasonCalendar,
  rule: EventRule,
  continuous: boolean,
): Map<number, number> {
  const counts = new Map<number, number>();
  const values = series.values;
  const inSeason = calendar.inSeason;
  const credit = (slot: number, events: number): void => {
    const year = seasonYearOfSlot(series, calendar, slot);
    counts.set(year, (counts.get(year) ?? 0) + events);
  };
  /** The last slot in [first, last] whose day is in the season, or -1. */
  const lastInSeason = (first: number, last: number): number => {
    for (let slot = last; slot >= first; slot--) if (inSeason[slot % DAYS_IN_YEAR] === 1) return slot;
    return -1;
  };
  const cooldown = rule.cooldownDays ?? 0;
  /** One past the last slot of the last counted run (for the cooldown). */
  let lastEventEnd = -Infinity;
  const closeRun = (start: number, end: number): void => {
    const length = end - start;
    if (rule.counting === 'runs') {
      const slot = length > rule.length && start - lastEventEnd >= cooldown ? lastInSeason(start, end - 1) : -1;
      if (slot >= 0) {
        credit(slot, 1);
        lastEventEnd = end;
      }
      return;
    }
    const blocks = Math.floor(length / rule.length);
    if (!continuous) {
      if (blocks > 0) credit(start, blocks);
      return;
    }
    for (let b = 0; b < blocks; b++) {
      const slot = lastInSeason(start + b * rule.length, start + (b + 1) * rule.length - 1);
      if (slot >= 0) credit(slot, 1);
    }
  };
  /** Finds the runs of qualifying days in slots [from, to); empty days end a run. */
  const scanRuns = (from: number, to: number): void => {
    let runStart = -1;
    for (let slot = from; slot < to; slot++) {
      const v = values[slot] as number;
      if (v === v && rule.qualifies(v)) {
        if (runStart < 0) runStart = slot;
      } else if (runStart >= 0) {
        closeRun(runStart, slot);
        runStart = -1;
      }
    }
    if (runStart >= 0) closeRun(runStart, to);
  };
  if (continuous) scanRuns(0, values.length);
  else {
    // Each season year is one contiguous block of slots, so its runs end where it ends.
    const lastYear = series.maxYear + (calendar.wraps ? 1 : 0);
    for (let year = series.minYear; year <= lastYear; year++) {
      const { from, to } = seasonSlots(series, calendar, year);
      scanRuns(from, to);
    }
  }
  return counts;
}
