import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { createSeries, type DailySeries } from './series.ts';

/**
 * Encodings of a series grid:
 * - 'cents-varint-base64': every value is a whole number of hundredths (what the import rounds to);
 *   each is stored as the zigzag varint of its difference from the previous value, plus one, with 0
 *   for an empty day. Daily flows change little from day to day, so most take one or two bytes.
 * - 'float64le-base64': any double, little-endian; used when a value is not a whole number of hundredths.
 */
export type SeriesEncoding = 'cents-varint-base64' | 'float64le-base64';

/** JSON-safe form of a series. */
export interface EncodedSeries {
  location: string;
  measure: string;
  minYear: number;
  maxYear: number;
  encoding: SeriesEncoding;
  values: string;
}

// Hundredths beyond this would lose whole-number precision in the varint arithmetic.
const MAX_CENTS = 2 ** 50;

/** Encodes a series for sending (server to browser, main thread to worker as text, cache files), as compactly as it stays exact. */
export function encodeSeries(series: DailySeries): EncodedSeries {
  const header = {
    location: series.location,
    measure: series.measure,
    minYear: series.minYear,
    maxYear: series.maxYear,
  };
  const cents = centsVarints(series.values);
  if (cents) return { ...header, encoding: 'cents-varint-base64', values: bytesToBase64(cents) };
  return { ...header, encoding: 'float64le-base64', values: bytesToBase64(float64Bytes(series.values)) };
}

/** Decodes an EncodedSeries back into a series; throws a clear error when the text or its size is wrong. */
export function decodeSeries(encoded: EncodedSeries): DailySeries {
  const bytes = base64ToBytes(encoded.values);
  const values = decodeValues(encoded.encoding, bytes);
  return createSeries(encoded.location, encoded.measure, encoded.minYear, encoded.maxYear, values);
}

function decodeValues(encoding: SeriesEncoding, bytes: Uint8Array): Float64Array {
  if (encoding === 'cents-varint-base64') return fromCentsVarints(bytes);
  if (encoding === 'float64le-base64') return fromFloat64Bytes(bytes);
  throw new Error(`Unknown series encoding '${String(encoding)}'.`);
}

function float64Bytes(values: Float64Array): Uint8Array {
  const bytes = new Uint8Array(values.length * 8);
  const view = new DataView(bytes.buffer);
  values.forEach((value, i) => view.setFloat64(i * 8, value, true));
  return bytes;
}

function fromFloat64Bytes(bytes: Uint8Array): Float64Array {
  if (bytes.length % 8 !== 0) throw new Error('Encoded series values are not whole float64 numbers.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Float64Array(bytes.length / 8);
  for (let i = 0; i < values.length; i++) values[i] = view.getFloat64(i * 8, true);
  return values;
}

/** The varint bytes of the values, or null when one of them is not exactly a whole number of hundredths. */
function centsVarints(values: Float64Array): Uint8Array | null {
  const out = new Uint8Array(values.length * 8);
  let length = 0;
  let previous = 0;
  for (const value of values) {
    let code = 0;
    if (!Number.isNaN(value)) {
      const cents = Math.round(value * 100);
      // Negative zero would come back as zero.
      if (Math.abs(cents) > MAX_CENTS || Object.is(value, -0) || !Object.is(cents / 100, value)) return null;
      const delta = cents - previous;
      previous = cents;
      code = (delta >= 0 ? 2 * delta : -2 * delta - 1) + 1;
    }
    // Division, not bit shifts: codes pass 32 bits.
    while (code >= 128) {
      out[length++] = (code % 128) + 128;
      code = Math.floor(code / 128);
    }
    out[length++] = code;
  }
  return out.slice(0, length);
}

function fromCentsVarints(bytes: Uint8Array): Float64Array {
  const end = bytes.length;
  if (end > 0 && (bytes[end - 1] as number) >= 128)
    throw new Error('Encoded series values end in the middle of a number.');
  // Every value ends with a byte below 128: count them first, so the values go straight into their array.
  let count = 0;
  for (let i = 0; i < end; i++) count += ((bytes[i] as number) >>> 7) ^ 1;
  const values = new Float64Array(count);
  let written = 0;
  let previous = 0;
  for (let i = 0; i < end;) {
    let byte = bytes[i++] as number;
    let code = byte & 127;
    // Multiplication, not bit shifts: codes pass 32 bits.
    for (let scale = 128; byte >= 128; scale *= 128) {
      if (scale > 2 ** 56) throw new Error('Encoded series values hold a number that is too long.');
      byte = bytes[i++] as number;
      code += (byte & 127) * scale;
    }
    if (code === 0) {
      values[written++] = Number.NaN;
      continue;
    }
    const zigzag = code - 1;
    // Bit operations while the code fits 31 bits (nearly always), arithmetic beyond.
    previous +=
      zigzag <= 0x7fffffff ? (zigzag >>> 1) ^ -(zigzag & 1) : zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
    values[written++] = previous / 100;
  }
  return values;
}
