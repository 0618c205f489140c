import { describe, expect, it } from 'vitest';
import { compareCsv } from './compare-csv.ts';
import { markedRow } from './matrix.ts';

const rows = [
  markedRow(
    {
      id: '1',
      name: '=HYPERLINK("x")',
      pmType: 'Frequency of Event',
      location: 'Dam',
      temporary: true,
      better: 'less',
      cells: { a: { status: 'ready', value: 1.5, byYear: [] }, b: { status: 'ready', value: 1, byYear: [] } },
    },
    ['a', 'b'],
  ),
  markedRow(
    {
      id: '2',
      name: 'Score',
      pmType: 'Weighted Score - Rules',
      location: 'Gauge',
      temporary: false,
      better: 'more',
      cells: { a: { status: 'ready', value: null, byYear: [] }, b: { status: 'missing' } },
    },
    ['a', 'b'],
  ),
];
const columns = [
  { key: 'a', label: 'No Action' },
  { key: 'b', label: 'Alt 1' },
];

describe('the comparison as CSV', () => {
  it('has a row per measure with each alternative’s figure, empty where there is none, and is spreadsheet-safe', () => {
    expect(compareCsv(rows, columns, null).split('\n')).toEqual([
      'Measure,Type,Location,Better,No Action,Alt 1',
      `"'=HYPERLINK(""x"") (temporary)",Frequency of Event,Dam,Lower,1.5,1`,
      'Score,Weighted Score - Rules,Gauge,Higher,,',
    ]);
  });

  it('adds each other alternative’s difference from the baseline', () => {
    expect(compareCsv(rows, columns, 'a').split('\n')).toEqual([
      'Measure,Type,Location,Better,No Action,Alt 1,Alt 1 - No Action',
      `"'=HYPERLINK(""x"") (temporary)",Frequency of Event,Dam,Lower,1.5,1,-0.5`,
      'Score,Weighted Score - Rules,Gauge,Higher,,,',
    ]);
  });
});
