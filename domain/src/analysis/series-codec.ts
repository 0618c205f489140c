import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { createSeries, type DailySeries } from './series.ts';

/** JSON-safe form of a series: the grid as little-endian float64, base64-encoded. */
export interface EncodedSeries {
  location: string;
  measure: string;
  minYear: number;
  maxYear: number;
  encoding: 'float64le-base64';
  values: string;
}

/** Encodes a series for sending (server to browser, main thread to worker as text, cache files). */
export function encodeSeries(series: DailySeries): EncodedSeries {
  const bytes = new Uint8Array(series.values.length * 8);
  const view = new DataView(bytes.buffer);
  series.values.forEach((value, i) => view.setFloat64(i * 8, value, true));
  return { location: series.location, measure: series.measure, minYear: series.minYear, maxYear: series.maxYear, encoding: 'float64le-base64', values: bytesToBase64(bytes) };
}

/** Decodes an EncodedSeries back into a series; throws a clear error when the text or its size is wrong. */
export function decodeSeries(encoded: EncodedSeries): DailySeries {
  if (encoded.encoding !== 'float64le-base64') throw new Error(`Unknown series encoding '${String(encoded.encoding)}'.`);
  const bytes = base64ToBytes(encoded.values);
  if (bytes.length % 8 !== 0) throw new Error('Encoded series values are not whole float64 numbers.');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const values = new Float64Array(bytes.length / 8);
  for (let i = 0; i < values.length; i++) values[i] = view.getFloat64(i * 8, true);
  return createSeries(encoded.location, encoded.measure, encoded.minYear, encoded.maxYear, values);
}
