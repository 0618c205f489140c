import { stepEntryValue, toNumber, type StepEntry } from '@waterline/domain/analysis/index';
import {
  DAYS_IN_YEAR,
  positionOfDay,
  rotateDaily,
  rotatedDays,
  unrotateDaily,
  type JulianDay,
} from '@waterline/domain/calendar/index';

/**
 * A breakpoint of a stepped threshold as the editor shows it: from `day` on, in the order of the
 * chart's year, the bound is `value` (text as typed; empty for no bound) until the next breakpoint.
 */
export interface StepBreakpoint {
  day: JulianDay;
  value: string;
}

/** One bound per day: 365 entries, null where the day has none. */
export type DailyBounds = (number | null)[];

const boundOf = (text: string): number | null => {
  const value = toNumber(text);
  return Number.isNaN(value) ? null : value;
};

/** Breakpoints in the order of a year that starts on `startCalDay`. */
export function sortedBreakpoints(rows: readonly StepBreakpoint[], startCalDay: JulianDay): StepBreakpoint[] {
  return [...rows].sort((a, b) => positionOfDay(a.day, startCalDay) - positionOfDay(b.day, startCalDay));
}

/**
 * The bound of every day, in julian order (1 January first, as the server keeps steps), from
 * breakpoints read in the order of a year that starts on `startCalDay`. Days before the first
 * breakpoint have no bound.
 */
export function dailyFromBreakpoints(rows: readonly StepBreakpoint[], startCalDay: JulianDay): DailyBounds {
  const sorted = sortedBreakpoints(rows, startCalDay);
  const inYearOrder: DailyBounds = [];
  let next = 0;
  let current: number | null = null;
  for (let position = 1; position <= DAYS_IN_YEAR; position++) {
    while (next < sorted.length && positionOfDay((sorted[next] as StepBreakpoint).day, startCalDay) <= position) {
      current = boundOf((sorted[next] as StepBreakpoint).value);
      next++;
    }
    inYearOrder.push(current);
  }
  return unrotateDaily(inYearOrder, startCalDay);
}

/** Breakpoints from the bound of every day (julian order): one per run of equal bounds, in the order of a year that starts on `startCalDay`. */
export function breakpointsFromDaily(bounds: DailyBounds, startCalDay: JulianDay): StepBreakpoint[] {
  const inYearOrder = rotateDaily(bounds, startCalDay);
  const days = rotatedDays(startCalDay);
  const rows: StepBreakpoint[] = [];
  inYearOrder.forEach((bound, i) => {
    if (i === 0 || bound !== inYearOrder[i - 1])
      rows.push({ day: days[i] as JulianDay, value: bound === null ? '' : String(bound) });
  });
  return rows;
}

/** The bound of every day of stored step entries (julian order), or null when there are not 365 of them. */
export function dailyFromEntries(entries: readonly StepEntry[] | undefined): DailyBounds | null {
  if (!Array.isArray(entries) || entries.length !== DAYS_IN_YEAR) return null;
  return entries.map((entry) => {
    const value = stepEntryValue(entry);
    return Number.isNaN(value) ? null : value;
  });
}

/** Step entries as the server keeps them: one `{ value }` per day in julian order (docs/product-guide.md#what-a-project-holds). */
export function entriesFromDaily(bounds: DailyBounds): { value: number | null }[] {
  return bounds.map((value) => ({ value }));
}

export type PastedColumn = { ok: true; bounds: DailyBounds } | { ok: false; message: string };

/**
 * A column of 365 values pasted from a spreadsheet, one per line in the order of a year that starts
 * on `startCalDay`, as the bound of every day in julian order. A line may hold several cells (tab
 * separated, e.g. a date and a value): the last one is the value. An empty value is no bound.
 */
export function parseValueColumn(text: string, startCalDay: JulianDay): PastedColumn {
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  if (lines.length !== DAYS_IN_YEAR)
    return { ok: false, message: `Paste ${DAYS_IN_YEAR} values, one per day; this has ${lines.length}.` };
  const inYearOrder: DailyBounds = [];
  for (const [index, line] of lines.entries()) {
    const cell = (line.split('\t').at(-1) ?? '').trim();
    if (cell === '') {
      inYearOrder.push(null);
      continue;
    }
    const value = toNumber(cell);
    if (Number.isNaN(value)) return { ok: false, message: `Line ${index + 1}: '${cell}' is not a number.` };
    inYearOrder.push(value);
  }
  return { ok: true, bounds: unrotateDaily(inYearOrder, startCalDay) };
}

/** The bounds of every day as a column to copy, one per line in the order of a year that starts on `startCalDay`. */
export function valueColumn(bounds: DailyBounds, startCalDay: JulianDay): string {
  return rotateDaily(bounds, startCalDay)
    .map((bound) => (bound === null ? '' : String(bound)))
    .join('\n');
}
