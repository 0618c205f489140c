import { describe, expect, it } from 'vitest';
import { parseDailyCsv } from './daily-csv.ts';

describe('parseDailyCsv', () => {
  it('reads date,value rows; blanks and values below 0 become empty', () => {
    expect(parseDailyCsv('date,cfs\n2024-01-01,100\n2024-01-02,\n2024-01-03,-4\n')).toEqual([
      { t: Date.parse('2024-01-01T00:00:00Z'), value: 100 },
      { t: Date.parse('2024-01-02T00:00:00Z'), value: null },
      { t: Date.parse('2024-01-03T00:00:00Z'), value: null },
    ]);
  });

  it('names the row with a bad date', () => {
    expect(() => parseDailyCsv('date,cfs\n2024-01-01,1\n01/02/2024,2\n')).toThrow(/Row 3/);
  });
});
