// The daily values of a recorded USGS waterservices answer (WaterML-JSON), read here on their own so the browser
// tests can check the product's figures against the recording rather than against the product's own parser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Qualifiers that make a reading a gap (docs/river-pages.md). */
const GAP_QUALIFIERS = new Set(['Ice', 'Eqp', 'Dis', 'Ssn', 'Bkw', 'Fld', 'Mnt', 'Dry', '***']);

interface Reading {
  value: string;
  qualifiers?: string[];
  dateTime: string;
}
interface TimeSeries {
  name: string;
  variable: { noDataValue: number | null };
  values: { value: Reading[] }[];
}

/**
 * The days of one series (`USGS:<site>:<parameter>:<statistic>`) with a value, by 'YYYY-MM-DD', under the import's
 * rules (docs/observed-records.md): the noDataValue (-999999), a gap qualifier or a negative value is a gap, and a day
 * listed twice keeps its first reading with a value.
 */
export function recordedDailyValues(folder: string, file: string, seriesName: string): Map<string, number> {
  const answer = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { value: { timeSeries: TimeSeries[] } };
  const series = answer.value.timeSeries.find((one) => one.name === seriesName);
  if (!series) throw new Error(`${file} holds no series ${seriesName}`);
  const days = new Map<string, number>();
  for (const reading of series.values.flatMap((method) => method.value)) {
    const value = Number(reading.value);
    const gap =
      !Number.isFinite(value) ||
      value === series.variable.noDataValue ||
      value < 0 ||
      (reading.qualifiers ?? []).some((qualifier) => GAP_QUALIFIERS.has(qualifier));
    const day = reading.dateTime.slice(0, 10);
    if (!gap && !days.has(day)) days.set(day, value);
  }
  return days;
}
