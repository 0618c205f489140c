import { describe, expect, it } from 'vitest';
import { importAlternativeCsv } from '../import/index.ts';
import { addedRange } from './added-range.ts';
import { observedRecordCsv, recordRange, type ObservedSeries } from './observed-record.ts';

const day = (text: string) => Date.parse(`${text}T00:00:00Z`);
const creek: ObservedSeries = {
  location: 'Creek, upper',
  parameter: '00060',
  readings: [
    { t: day('2020-02-28'), value: 5 },
    { t: day('2020-02-29'), value: 6 },
    { t: day('2020-03-01'), value: null },
    { t: day('2020-03-01'), value: 9 },
  ],
};
const lake: ObservedSeries = {
  location: 'Lake',
  parameter: '62614',
  readings: [{ t: day('2020-03-02'), value: 4783.27 }],
};

describe('an observed record', () => {
  it('becomes an alternative CSV: one column per location with its unit, a gap empty, a day listed twice with its reading', () => {
    expect(observedRecordCsv([creek, lake])).toBe(
      [
        'Date,"Creek, upper:cfs",Lake:ft',
        '2020-02-28,5,',
        '2020-02-29,6,',
        '2020-03-01,9,',
        '2020-03-02,,4783.27',
        '',
      ].join('\n'),
    );
  });

  it('is imported by the CSV rules: the leap day is left out of the 365-day year', () => {
    const imported = importAlternativeCsv(observedRecordCsv([creek, lake]));
    if (!imported.ok) throw new Error(imported.error.reason);
    expect(imported.alternative.series.map((series) => [series.location, series.measure])).toEqual([
      ['Creek, upper', 'cfs'],
      ['Lake', 'ft'],
    ]);
    const values = Array.from(imported.alternative.series[0]!.values.subarray(58, 60));
    expect(values).toEqual([5, 9]);
  });

  it('covers the days of all its locations, none without readings', () => {
    expect(recordRange([creek, lake])).toEqual({ firstDay: '2020-02-28', lastDay: '2020-03-02' });
    expect(recordRange([{ ...lake, readings: [] }])).toBeNull();
  });

  it('a refresh adds the days after the last one held before', () => {
    const before = { firstDay: '2017-04-23', lastDay: '2021-06-27' };
    expect(addedRange(undefined, before)).toEqual(before);
    expect(addedRange(before, { firstDay: '2017-04-23', lastDay: '2021-06-29' })).toEqual({
      firstDay: '2021-06-28',
      lastDay: '2021-06-29',
    });
    expect(addedRange(before, before)).toBeNull();
  });
});
