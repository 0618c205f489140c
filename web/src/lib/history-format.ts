/** An event type as a heading: 'ProjectDetailsChanged' -> 'Project details changed'. */
export function eventTitle(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** When an entry happened, in the reader's time zone: '22 Nov 2026, 02:05'; the text as given if it is not a date. */
export function formatWhen(occurredAt: string): string {
  const date = new Date(occurredAt);
  return Number.isNaN(date.getTime()) ? occurredAt : dateTime.format(date);
}
