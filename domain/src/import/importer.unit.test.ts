import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayIndex, julianDay } from '../calendar/index.ts';
import { valueOn } from '../analysis/index.ts';
import {
  createAlternativeImporter,
  IMPORT_ERROR_MESSAGE,
  IMPORT_LIMITS,
  importAlternativeCsv,
  type ImportOptions,
  type ImportResult,
} from './index.ts';

function imported(text: string, options?: ImportOptions) {
  const result = importAlternativeCsv(text, options);
  if (!result.ok) throw new Error(`import failed at row ${String(result.error.row)}: ${result.error.reason}`);
  return result.alternative;
}

function failure(text: string, options?: ImportOptions) {
  const result = importAlternativeCsv(text, options);
  if (result.ok) throw new Error('the import should have failed');
  return result.error;
}

const csv = (...lines: string[]): string => lines.join('\n');

describe('importing an alternative', () => {
  it('makes one series per Location:measure column on a shared grid of years', () => {
    const alternative = imported(
      csv('Date,Fort Peck Dam:cfs,Fort Peck Lake:ft', '1930-03-01,6800,2200.5', '1931-12-31,7000,2201'),
    );
    expect(alternative.series.map((s) => [s.location, s.measure, s.minYear, s.maxYear])).toEqual([
      ['Fort Peck Dam', 'cfs', 1930, 1931],
      ['Fort Peck Lake', 'ft', 1930, 1931],
    ]);
    const [dam, lake] = alternative.series;
    expect(dam?.values[dayIndex(julianDay(60))]).toBe(6800);
    expect(valueOn(lake!, 1931, julianDay(365))).toBe(2201);
    expect(valueOn(lake!, 1931, julianDay(1))).toBeNaN();
    expect(alternative.rows).toBe(2);
  });

  it('splits a header at its last colon, so a location name may hold a colon', () => {
    const alternative = imported(csv('Date,Dam: upper gate:cfs,Gauge', '1930-03-01,6800,1'));
    expect(alternative.series.map((s) => [s.location, s.measure])).toEqual([
      ['Dam: upper gate', 'cfs'],
      ['Gauge', ''],
    ]);
  });

  it('drops 29 February and rows with an empty date', () => {
    const alternative = imported(csv('Date,A:cfs', '2000-02-28,1', '2000-02-29,2', ',3', '2000-03-01,4'));
    expect(alternative.dropped).toEqual({ leapDays: 1, emptyDates: 1, ignoredYears: 0 });
    const a = alternative.series[0]!;
    expect([valueOn(a, 2000, julianDay(59)), valueOn(a, 2000, julianDay(60))]).toEqual([1, 4]);
  });

  it('makes non-numeric values empty and rounds values to 2 decimals', () => {
    const a = imported(csv('Date,A:cfs', '2000-01-01,n/a', '2000-01-02,1.005', '2000-01-03,', '2000-01-04,-2.499'))
      .series[0]!;
    expect(Array.from(a.values.subarray(0, 4))).toEqual([NaN, 1.01, NaN, -2.5]);
  });

  it('makes ignored values empty (compared after rounding), and negatives when asked', () => {
    const text = csv('Date,A:cfs', '2000-01-01,-999999', '2000-01-02,-5', '2000-01-03,0.001', '2000-01-04,7');
    expect(Array.from(imported(text, { ignoreValues: '-999999, 0' }).series[0]!.values.subarray(0, 4))).toEqual([
      NaN,
      -5,
      NaN,
      7,
    ]);
    expect(
      Array.from(imported(text, { ignoreValues: [-999999], ignoreNegatives: true }).series[0]!.values.subarray(0, 4)),
    ).toEqual([NaN, NaN, 0, 7]);
  });

  it('drops the rows of ignored years', () => {
    const alternative = imported(csv('Date,A:cfs', '1999-12-31,1', '2000-01-01,2', '2001-01-01,3'), {
      ignoreYears: '1999 2000',
    });
    expect(alternative.dropped.ignoredYears).toBe(2);
    expect([alternative.series[0]?.minYear, alternative.series[0]?.maxYear]).toEqual([2001, 2001]);
  });

  it('autofills an empty value with the previous row in date order, across dropped leap days, not into missing rows', () => {
    const text = csv(
      'Date,A:cfs',
      '2000-03-02,',
      '2000-02-28,5',
      '2000-02-29,99',
      '2000-03-01,',
      '2000-03-04,',
      '2000-03-05,8',
    );
    const filled = imported(text, { autofill: true }).series[0]!;
    expect(Array.from(filled.values.subarray(58, 64))).toEqual([5, 5, 5, NaN, 5, 8]);
    expect(Array.from(imported(text).series[0]!.values.subarray(58, 64))).toEqual([5, NaN, NaN, NaN, NaN, 8]);
    const ignoredThenFilled = imported(csv('Date,A:cfs', '2000-01-01,4', '2000-01-02,-1'), {
      autofill: true,
      ignoreNegatives: true,
    }).series[0]!;
    expect(ignoredThenFilled.values[1]).toBe(4);
  });

  it('reads US dates, CRLF line ends, quoted headers and values, tabs and a lower-case date header', () => {
    expect(imported('date\tQdaily\r\n10/1/1999\t3.029902561\r\n').series[0]?.values[273]).toBe(3.03);
    const quoted = imported('"Date","Gauge, upper:cfs"\r\n"2000-01-01","1,5"\r\n"2000-01-02","12"\r\n');
    expect(quoted.series[0]?.location).toBe('Gauge, upper');
    expect(Array.from(quoted.series[0]!.values.subarray(0, 2))).toEqual([NaN, 12]);
  });

  it('ignores a byte-order mark before the header', () => {
    expect(imported('\uFEFFDate,A:cfs\n2000-01-01,1\n').series[0]?.location).toBe('A');
  });

  it('skips blank lines and ignores columns with a blank header', () => {
    const alternative = imported(csv('Date,A:cfs,', '2000-01-01,1,x', '', '2000-01-02,2,y', ''));
    expect(alternative.series).toHaveLength(1);
    expect(alternative.rows).toBe(2);
  });

  it('answers the product message with the row and the reason', () => {
    expect(failure(csv('Date,A:cfs', '2000-01-01,1', 'Jan 2 2000,2'))).toEqual({
      message: IMPORT_ERROR_MESSAGE,
      row: 3,
      reason: "'Jan 2 2000' is not a date (use YYYY-MM-DD or M/D/YYYY)",
    });
    expect(IMPORT_ERROR_MESSAGE).toBe('Unable to process data, check date format / file structure for errors');
    expect(failure(csv('Date,A:cfs', '2000-04-31,1'))).toMatchObject({
      row: 2,
      reason: "the date '2000-04-31' does not exist",
    });
    expect(failure(csv('Date,A:cfs', '2000-01-01,1,2'))).toMatchObject({
      row: 2,
      reason: 'the row has 3 fields but the header has 2',
    });
    expect(failure(csv('Date,A:cfs,B:cfs', '2000-01-01,1'))).toMatchObject({
      row: 2,
      reason: 'the row has 2 fields but the header has 3',
    });
    expect(failure(csv('Date,A:cfs', '2000-01-01,1', '2000-01-01,2'))).toMatchObject({
      row: 3,
      reason: 'the date of this row repeats the date of row 2',
    });
    expect(failure(csv('When,A:cfs', '2000-01-01,1'))).toMatchObject({
      row: 1,
      reason: "the header has no 'Date' column (found: 'When', 'A:cfs')",
    });
    expect(failure(csv('Date', '2000-01-01'))).toMatchObject({
      row: 1,
      reason: "the header has no data columns (expected columns named 'Location:measure')",
    });
    expect(failure(csv('Date,A:cfs,A:cfs', '2000-01-01,1,2'))).toMatchObject({
      row: 1,
      reason: "the column 'A:cfs' appears twice in the header",
    });
    expect(failure('')).toMatchObject({ row: null, reason: 'the file is empty' });
    expect(failure(csv('Date,A:cfs', '2000-02-29,1'))).toMatchObject({
      row: null,
      reason: 'the file has no dated rows',
    });
    expect(failure(csv('Date,A:cfs', '"2000-01-01",1', '"bad",2'))).toMatchObject({
      row: 3,
      reason: "'bad' is not a date (use YYYY-MM-DD or M/D/YYYY)",
    });
    expect(failure(csv('Date,A:cfs', '2000-01-01,1'), { ignoreYears: '2000, last' })).toMatchObject({
      row: null,
      reason: "Ignored years: 'last' is not a number.",
    });
  });

  it('gives the same result however the text is cut into chunks', () => {
    const lines = ['Date,"Upper, gauge:cfs",Lower:ft'];
    for (let day = 1; day <= 60; day++)
      lines.push(
        `2001-${day <= 31 ? '01' : '02'}-${String(day <= 31 ? day : day - 31).padStart(2, '0')},${day % 10 === 0 ? `"${String(day * 1.25)}"` : String(day * 1.25)},${day % 7 === 0 ? '' : String(day)}`,
      );
    const text = lines.join('\r\n');
    const whole = importAlternativeCsv(text, { autofill: true });
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: text.length - 1 }), { maxLength: 12 }), (cuts) => {
        const importer = createAlternativeImporter({ autofill: true });
        const points = [0, ...cuts.sort((a, b) => a - b), text.length];
        for (let i = 1; i < points.length; i++) importer.push(text.slice(points[i - 1], points[i]));
        const pieces: ImportResult = importer.finish();
        expect(pieces).toEqual(whole);
        expect(pieces.ok && pieces.alternative.series[0]?.values[9]).toBe(12.5); // a quoted value
      }),
      { numRuns: 25 },
    );
  });

  it('keeps the first failure and ignores later pieces', () => {
    const importer = createAlternativeImporter();
    importer.push('Date,A:cfs\n2000-01-01,1\nbad,2\n');
    importer.push('2000-01-03,3\n');
    expect(importer.finish()).toMatchObject({ ok: false, error: { row: 3 } });
  });

  it('refuses a date outside the accepted years, naming them, so a file cannot span millennia', () => {
    const header = `Date,${Array.from({ length: 20 }, (_, k) => `Gauge ${k}:cfs`).join(',')}`;
    const row = (date: string) => [date, ...Array.from({ length: 20 }, () => '1')].join(',');
    expect(failure(csv(header, row('0000-01-01'), row('9999-12-31')))).toEqual({
      message: IMPORT_ERROR_MESSAGE,
      row: 2,
      reason: "the date '0000-01-01' is outside the accepted years 1800-2200",
    });
    expect(failure(csv('Date,A:cfs', '1/2/2201,1')).reason).toBe(
      "the date '1/2/2201' is outside the accepted years 1800-2200",
    );
    expect(imported(csv('Date,A:cfs', '1800-01-01,1', '2200-12-31,2')).series[0]).toMatchObject({
      minYear: 1800,
      maxYear: 2200,
    });
    expect(IMPORT_LIMITS).toMatchObject({ firstYear: 1800, lastYear: 2200 });
  });

  it('refuses more values (columns x days) than an import may hold, before reading the rows', () => {
    const columns = Math.floor(IMPORT_LIMITS.maxValues / 365) + 1;
    const header = `Date,${Array.from({ length: columns }, (_, k) => `G${k}`).join(',')}`;
    const limit = IMPORT_LIMITS.maxValues.toLocaleString('en-US');
    expect(failure(csv(header, `2000-01-01${',1'.repeat(columns)}`))).toEqual({
      message: IMPORT_ERROR_MESSAGE,
      row: 1,
      reason: `the file has ${columns.toLocaleString('en-US')} data columns: over a year that is ${(columns * 365).toLocaleString('en-US')} values, more than the ${limit} values (columns x days) an import may hold`,
    });
    const wide = Math.floor(IMPORT_LIMITS.maxValues / (365 * 50)) + 1;
    const dated = (date: string) => `${date}${',1'.repeat(wide)}`;
    expect(
      failure(
        csv(
          `Date,${Array.from({ length: wide }, (_, k) => `G${k}`).join(',')}`,
          dated('1950-01-01'),
          dated('1960-01-01'),
          dated('1999-12-31'),
        ),
      ),
    ).toEqual({
      message: IMPORT_ERROR_MESSAGE,
      row: 4,
      reason: `the file has ${wide.toLocaleString('en-US')} data columns: over 50 years (1950-1999) that is ${(wide * 365 * 50).toLocaleString('en-US')} values, more than the ${limit} values (columns x days) an import may hold`,
    });
  });

  it('stops at the first repeated date once rows outnumber the days of their span, before reading on', () => {
    const importer = createAlternativeImporter();
    importer.push(`Date,A:cfs\n${'2000-01-01,1\n'.repeat(366)}`);
    importer.push('not a date,2\n');
    expect(importer.finish()).toMatchObject({
      ok: false,
      error: { row: 3, reason: 'the date of this row repeats the date of row 2' },
    });
  });
});
