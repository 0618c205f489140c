const versionSuffix = /-v\d{14}$/;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * The name of a new version of a data file: its stem without an earlier version stamp, then
 * `-v` and the UTC time as YYYYMMDDhhmmss. `fort-peck.csv` saved at 2026-11-22 02:05:09 UTC
 * becomes `fort-peck-v20261122020509.csv`; a new file each time, so older versions stay intact.
 */
export function versionedFileName(fileName: string, now: Date): string {
  const dot = fileName.toLowerCase().endsWith('.csv') ? fileName.length - 4 : fileName.length;
  const stem = fileName.slice(0, dot).replace(versionSuffix, '') || 'data';
  const stamp = [
    now.getUTCFullYear(),
    twoDigits(now.getUTCMonth() + 1),
    twoDigits(now.getUTCDate()),
    twoDigits(now.getUTCHours()),
    twoDigits(now.getUTCMinutes()),
    twoDigits(now.getUTCSeconds()),
  ].join('');
  return `${stem}-v${stamp}.csv`;
}
