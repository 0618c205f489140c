// Reading the stream-gauge service's JSON (waterservices "iv" and "dv" answers) into plain series.

/** One reading: epoch milliseconds, and the value or null for a gap (missing, ice, negative daily average). */
export interface GaugePoint {
  t: number;
  value: number | null;
}

export interface GaugeSeries {
  site: string;
  siteName: string;
  parameter: string;
  points: GaugePoint[];
}

/** Qualifiers that mark a reading as not a measurement of the flow: ice-affected readings are drawn as gaps. */
const GAP_QUALIFIERS = new Set(['Ice', 'Eqp', 'Dis', 'Ssn', 'Bkw', 'Fld', 'Mnt', 'Dry', '***']);

interface RawValue {
  value?: unknown;
  qualifiers?: unknown;
  dateTime?: unknown;
}
interface RawBlock {
  value?: RawValue[];
}
interface RawSeries {
  sourceInfo?: { siteName?: unknown; siteCode?: { value?: unknown }[] };
  variable?: { variableCode?: { value?: unknown }[]; noDataValue?: unknown };
  values?: RawBlock[];
}

/**
 * The series of one parameter in a waterservices answer. Times carry their own UTC offset, so a
 * series that crosses a daylight-saving change lands on the right instants; a daily value has no
 * offset and is read as that calendar day at 00:00 UTC. The noDataValue (-999999), readings
 * qualified as ice (or equipment, discontinued…) and unparsable values become gaps. When a series
 * has several methods (e.g. sensors at two depths) only the first method with readings is used,
 * so two instruments are never interleaved; an answer without that parameter gives [].
 */
export function parseGaugeJson(answer: unknown, parameter: string, options: { daily?: boolean } = {}): GaugeSeries[] {
  const timeSeries = (answer as { value?: { timeSeries?: unknown } } | null)?.value?.timeSeries;
  if (!Array.isArray(timeSeries)) throw new Error('Not a waterservices answer: value.timeSeries is missing');
  const bySite = new Map<string, GaugeSeries>();
  for (const raw of timeSeries as RawSeries[]) {
    if (String(raw.variable?.variableCode?.[0]?.value ?? '') !== parameter) continue;
    const site = String(raw.sourceInfo?.siteCode?.[0]?.value ?? '');
    const existing = bySite.get(site);
    if (existing && existing.points.length > 0) continue;
    const noData = Number(raw.variable?.noDataValue ?? -999999);
    const block = (raw.values ?? []).find((candidate) => (candidate.value ?? []).length > 0);
    const points = (block?.value ?? []).flatMap((reading) => {
      const t = readingTime(reading.dateTime, options.daily === true);
      return t === null ? [] : [{ t, value: readingValue(reading, noData, options.daily === true) }];
    });
    points.sort((a, b) => a.t - b.t);
    bySite.set(site, { site, siteName: String(raw.sourceInfo?.siteName ?? site), parameter, points });
  }
  return [...bySite.values()];
}

function readingTime(dateTime: unknown, daily: boolean): number | null {
  if (typeof dateTime !== 'string') return null;
  const t = daily ? Date.parse(`${dateTime.slice(0, 10)}T00:00:00Z`) : Date.parse(dateTime);
  return Number.isFinite(t) ? t : null;
}

function readingValue(reading: RawValue, noData: number, daily: boolean): number | null {
  const qualifiers = Array.isArray(reading.qualifiers) ? reading.qualifiers.map(String) : [];
  if (qualifiers.some((qualifier) => GAP_QUALIFIERS.has(qualifier))) return null;
  if (reading.value === null || reading.value === undefined || reading.value === '') return null;
  const value = Number(reading.value);
  if (!Number.isFinite(value) || value === noData) return null;
  // Daily averages below 0 are not flows (docs/product-guide.md#fixed-values): they become empty.
  if (daily && value < 0) return null;
  return value;
}
