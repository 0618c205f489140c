import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { julianDay } from '../calendar/index.ts';
import { bytesToBase64 } from './base64.ts';
import {
  annualTrace,
  createSeries,
  decodeSeries,
  encodeSeries,
  slotOf,
  traceYears,
  valueOn,
  yearsWithData,
} from './index.ts';
import { seriesOf } from './testing/series-builder.ts';

describe('the series grid', () => {
  const series = seriesOf(2000, 2002, (year, day) => (year === 2001 ? NaN : year * 1000 + day));

  it('places a year and day at (year - minYear) * 365 + julian - 1', () => {
    expect(slotOf(series, 2000, julianDay(1))).toBe(0);
    expect(slotOf(series, 2002, julianDay(365))).toBe(3 * 365 - 1);
    expect(slotOf(series, 1999, julianDay(1))).toBe(-1);
    expect(valueOn(series, 2002, julianDay(10))).toBe(2002010);
    expect(valueOn(series, 2003, julianDay(10))).toBeNaN();
  });

  it('lists the years with data', () => {
    expect(yearsWithData(series)).toEqual([2000, 2002]);
  });

  it('refuses a grid of the wrong size', () => {
    expect(() => createSeries('A', 'cfs', 2000, 2001, new Float64Array(365))).toThrow(
      'A series of 2000..2001 needs 730 values, got 365.',
    );
  });

  it('gives calendar-year traces for start day 1 and water-year traces otherwise', () => {
    expect(annualTrace(series, 2000)[0]).toBe(2000001);
    const waterYear = annualTrace(series, 2001, julianDay(274));
    expect(waterYear[273]).toBe(2000274); // 1 Oct 2000 opens water year 2001
    expect(waterYear[0]).toBeNaN(); // 1 Jan 2001 is empty
    expect(annualTrace(series, 2003, julianDay(274))[364]).toBe(2002365);
    expect(traceYears(series, julianDay(274))).toEqual([2000, 2001, 2002, 2003]);
    expect(traceYears(series)).toEqual([2000, 2002]);
  });
});

describe('series encoding', () => {
  it('round-trips every value, including NaN, negative zero and extremes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2100 }),
        fc.array(fc.oneof(fc.double(), fc.constantFrom(NaN, -0, Number.MAX_VALUE, -Infinity)), {
          minLength: 365,
          maxLength: 365,
        }),
        (minYear, day) => {
          const series = createSeries('Fort Peck Dam', 'cfs', minYear, minYear, Float64Array.from(day));
          const encoded = JSON.parse(JSON.stringify(encodeSeries(series))) as ReturnType<typeof encodeSeries>;
          const decoded = decodeSeries(encoded);
          expect(decoded.location).toBe('Fort Peck Dam');
          expect(decoded.minYear).toBe(minYear);
          const differing = Array.from(decoded.values).flatMap((v, i) => (Object.is(v, series.values[i]) ? [] : [i]));
          expect(differing).toEqual([]);
        },
      ),
      { numRuns: 10 },
    );
  });

  it('stores whole hundredths compactly and exactly, and anything else as float64', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: -(2 ** 50), max: 2 ** 50 }).map((cents) => cents / 100),
            fc.constant(NaN),
          ),
          { minLength: 365, maxLength: 365 },
        ),
        (day) => {
          const series = createSeries('Fort Peck Dam', 'cfs', 2000, 2000, Float64Array.from(day));
          const encoded = encodeSeries(series);
          expect(encoded.encoding).toBe('cents-varint-base64');
          const differing = Array.from(decodeSeries(encoded).values).flatMap((v, i) =>
            Object.is(v, series.values[i]) ? [] : [i],
          );
          expect(differing).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
    const flow = seriesOf(2000, 2009, (year, day) => Math.round(8000 + 3000 * Math.sin(day / 58) + year) + 0.25);
    const compact = encodeSeries(flow);
    expect(compact.encoding).toBe('cents-varint-base64');
    expect(compact.values.length).toBeLessThan(flow.values.length * 3);
    expect(encodeSeries(seriesOf(2000, 2000, () => 1 / 3)).encoding).toBe('float64le-base64');
    expect(encodeSeries(seriesOf(2000, 2000, () => -0)).encoding).toBe('float64le-base64');
  });

  it('refuses damaged text', () => {
    const compact = encodeSeries(seriesOf(2000, 2000, () => 1234.5));
    expect(() => decodeSeries({ ...compact, values: 'gA==' })).toThrow(
      'Encoded series values end in the middle of a number.',
    );
    expect(() => decodeSeries({ ...compact, encoding: 'float32' as never })).toThrow(
      "Unknown series encoding 'float32'.",
    );
    const encoded = encodeSeries(seriesOf(2000, 2000, () => 1 / 3));
    expect(() => decodeSeries({ ...encoded, values: encoded.values.slice(0, -4) })).toThrow(
      'Encoded series values are not whole float64 numbers.',
    );
    const shortYear = encodeSeries(createSeries('A', 'cfs', 2000, 2000, new Float64Array(365)));
    expect(() => decodeSeries({ ...shortYear, maxYear: 2001 })).toThrow(
      'A series of 2000..2001 needs 730 values, got 365.',
    );
    expect(() => decodeSeries({ ...encoded, values: `*${encoded.values.slice(1)}` })).toThrow(
      'Invalid base64 character at 0.',
    );
    const lastQuad = encoded.values.length - 4;
    expect(encoded.values.endsWith('=')).toBe(true);
    expect(() =>
      decodeSeries({
        ...encoded,
        values: `${encoded.values.slice(0, lastQuad)}é${encoded.values.slice(lastQuad + 1)}`,
      }),
    ).toThrow(`Invalid base64 character at ${String(lastQuad)}.`);
    const tenByteNumber = bytesToBase64(Uint8Array.from([...Array<number>(9).fill(255), 1]));
    expect(() => decodeSeries({ ...compact, values: tenByteNumber })).toThrow(
      'Encoded series values hold a number that is too long.',
    );
  });
});
