import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { spreadsheetCsv } from './spreadsheet-csv.ts';

const cells = (csv: string) => Papa.parse<string[]>(csv).data;

describe('spreadsheet-safe CSV', () => {
  it('turns every text cell that starts a formula into text, in the header too', () => {
    const csv = spreadsheetCsv(
      ['Date', '=HYPERLINK("http://x","y")', 'a', 'b', 'c'],
      [['@SUM(A1)', '+cmd', '-2+3', '=1', '\tTab']],
    );
    expect(cells(csv)).toEqual([
      ['Date', `'=HYPERLINK("http://x","y")`, 'a', 'b', 'c'],
      [`'@SUM(A1)`, `'+cmd`, `'-2+3`, `'=1`, `'\tTab`],
    ]);
  });

  it('keeps numbers, negative ones included, and ordinary text as they are', () => {
    expect(
      cells(
        spreadsheetCsv(
          ['Value', 'Name'],
          [
            ['-12.5', 'Fort Peck'],
            ['+3e2', 'a=b'],
            [-4, '.5'],
            ['-.25', ''],
          ],
        ),
      ),
    ).toEqual([
      ['Value', 'Name'],
      ['-12.5', 'Fort Peck'],
      ['+3e2', 'a=b'],
      ['-4', '.5'],
      ['-.25', ''],
    ]);
  });
});
