/** A UTC calendar day as 'YYYY-MM-DD'. */
export function calendarDayText(t: number): string {
  return new Date(t).toISOString().slice(0, 10);
}

/** The day after a 'YYYY-MM-DD' day. */
export function nextDayText(day: string): string {
  return calendarDayText(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
}
