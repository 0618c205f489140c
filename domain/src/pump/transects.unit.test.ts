import { describe, expect, it } from 'vitest';
import { parsePumpCsv, transectNames, withChanges } from './index.ts';

const header = 'Date,Slice,Transect,Length_ft,Missing,Notes';

describe('parsing a pump transect CSV', () => {
  it('reads the rows by header, whatever the column order, and keeps every column', () => {
    const file = parsePumpCsv(
      `Transect,Missing,Length_ft,Date,Slice\nIntake,FALSE,120.5,2011-06-01,3\nT2,TRUE,,2011-06-01,3\n`,
    );
    expect(file.problems).toEqual([]);
    expect(file.columns).toEqual(['Transect', 'Missing', 'Length_ft', 'Date', 'Slice']);
    expect(
      file.rows.map(({ line, transect, lengthFt, missing, date }) => ({ line, transect, lengthFt, missing, date })),
    ).toEqual([
      { line: 2, transect: 'Intake', lengthFt: 120.5, missing: false, date: '2011-06-01' },
      { line: 3, transect: 'T2', lengthFt: null, missing: true, date: '2011-06-01' },
    ]);
    expect(file.rows[0]?.fields.Slice).toBe('3');
    expect(transectNames(file.rows)).toEqual(['Intake', 'T2']);
  });

  it('reports each bad row with its line and reason, and still reads the good ones', () => {
    const text = [
      header,
      '2011-06-01,1,Intake,100,FALSE,',
      '2011-02-30,1,Intake,100,FALSE,',
      '06/01/2011,1,Intake,100,FALSE,',
      '',
      '2011-07-01,1,Intake,about 90,FALSE,',
      '2011-07-01,1,Intake,,FALSE,',
      '2011-07-01,1,Intake,90,maybe,',
      '2011-07-01,1,,90,FALSE,',
      '2011-07-01,1,Intake,90',
      '"2011-08-01",1,Intake,95,FALSE,"two',
      'lines"',
      '2011-09-01,1,Intake,x,FALSE,',
    ].join('\r\n');
    const file = parsePumpCsv(text);
    expect(file.rows.map((row) => row.line)).toEqual([2, 11]);
    expect(file.problems).toEqual([
      { line: 3, reason: "the date '2011-02-30' does not exist" },
      { line: 4, reason: "'06/01/2011' is not a date (use YYYY-MM-DD)" },
      { line: 6, reason: "Length_ft 'about 90' is not a number" },
      { line: 7, reason: 'Length_ft is empty but Missing is FALSE' },
      { line: 8, reason: "Missing must be TRUE or FALSE, not 'maybe'" },
      { line: 9, reason: 'the Transect is empty' },
      { line: 10, reason: 'the row has 4 fields but the header has 6' },
      { line: 13, reason: "Length_ft 'x' is not a number" },
    ]);
  });

  it('refuses a file without the required headers, naming them', () => {
    expect(parsePumpCsv('When,Transect,Length\n2011-01-01,A,1\n')).toEqual({
      columns: ['When', 'Transect', 'Length'],
      rows: [],
      problems: [
        {
          line: 1,
          reason: "the header has no 'Date', 'Length_ft', 'Missing' column (found: 'When', 'Transect', 'Length')",
        },
      ],
    });
    expect(parsePumpCsv('').problems).toEqual([{ line: null, reason: 'the file is empty' }]);
    expect(parsePumpCsv(`${header}\n`).problems).toEqual([{ line: null, reason: 'the file has no rows' }]);
  });
});

describe('changes between surveys', () => {
  it('gives each row its difference from the previous row in date order and that change per day', () => {
    const file = parsePumpCsv(
      `${header}\n2011-06-11,1,Intake,110,FALSE,\n2011-06-01,1,Intake,100,FALSE,\n2011-06-15,1,Intake,,TRUE,\n2011-07-01,1,Intake,95,FALSE,\n2011-07-01,2,Intake,97,FALSE,`,
    );
    const changes = withChanges(file.rows);
    expect(changes.map((change) => [change.row.date, change.changeFt, change.ratePerDay])).toEqual([
      ['2011-06-01', null, null],
      ['2011-06-11', 10, 1], // 10 ft in 10 days
      ['2011-06-15', null, null], // no length
      ['2011-07-01', null, null], // the previous row has no length
      ['2011-07-01', 2, null], // same day: no days between
    ]);
  });

  it('the rate uses whole days of 86400000 ms: -6 ft over 4 days is -1.5 ft a day', () => {
    const file = parsePumpCsv(`${header}\n2019-03-30,1,T1,50,FALSE,\n2019-04-03,1,T1,44,FALSE,`);
    expect(withChanges(file.rows)[1]?.ratePerDay).toBe(-1.5);
  });
});
