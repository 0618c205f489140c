import { nextDayText } from './day-text.ts';
import type { RecordRange } from './observed-record.ts';

/**
 * The days a refresh added to a record: those after the previous record's last day (the whole record when there was
 * none before), or null when it holds no later day. Days filled in or revised inside the old range are not new days.
 */
export function addedRange(previous: RecordRange | undefined, current: RecordRange): RecordRange | null {
  if (!previous) return current;
  if (current.lastDay <= previous.lastDay) return null;
  const after = nextDayText(previous.lastDay);
  return { firstDay: after > current.firstDay ? after : current.firstDay, lastDay: current.lastDay };
}
