import { describe, expect, it } from 'vitest';
import { findRowStartingWith, parseCsvTable, serializeCsvTable, withCell } from './csv-table.ts';

const text = 'Date,Fort Peck Dam:cfs\n1930-02-28,7500\n1930-03-01,6800\n';

describe('csv table', () => {
  it('reads the header row and the cells in column order', () => {
    expect(parseCsvTable(text)).toEqual({
      fields: ['Date', 'Fort Peck Dam:cfs'],
      rows: [
        ['1930-02-28', '7500'],
        ['1930-03-01', '6800'],
      ],
    });
  });

  it('writes back the same CSV it read', () => {
    expect(serializeCsvTable(parseCsvTable(text))).toBe(text.trimEnd());
  });

  it('changes one cell and leaves the original table as it was', () => {
    const table = parseCsvTable(text);
    const edited = withCell(table, 1, 1, '7000');
    expect(edited.rows[1]).toEqual(['1930-03-01', '7000']);
    expect(table.rows[1]).toEqual(['1930-03-01', '6800']);
    expect(edited.rows[0]).toBe(table.rows[0]);
  });

  it('reports the parser message for a malformed file', () => {
    expect(() => parseCsvTable('Date,Flow\n1930-02-28,"7500\n')).toThrow(/Quoted field unterminated \(row \d+\)/);
  });

  it('finds the first row whose first cell starts with the text', () => {
    const table = parseCsvTable(text);
    expect(findRowStartingWith(table, '1930-03')).toBe(1);
    expect(findRowStartingWith(table, ' 1930 ')).toBe(0);
    expect(findRowStartingWith(table, '1931')).toBe(-1);
    expect(findRowStartingWith(table, '')).toBe(-1);
  });
});
