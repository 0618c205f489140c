import { describe, expect, it } from 'vitest';
import { parseReportArgs } from './report-args.ts';
import { formatReport } from './report-table.ts';

describe('the report command line', () => {
  it('takes a report name, then its options; the format defaults to csv', () => {
    expect(parseReportArgs(['projects'])).toEqual({ name: 'projects', format: 'csv', includePrivate: false });
    expect(
      parseReportArgs([
        'responses',
        '--format',
        'json',
        '--project',
        'demo',
        '--database-url',
        'postgres://db/w',
        '--include-private',
      ]),
    ).toEqual({
      name: 'responses',
      format: 'json',
      projectKey: 'demo',
      databaseUrl: 'postgres://db/w',
      includePrivate: true,
    });
  });

  it.each([
    [[], 'Name a report.'],
    [['budgets'], 'Unknown report: budgets. Reports: projects, history, thresholds, measures, responses.'],
    [['projects', '--format', 'xlsx'], 'Unknown format: xlsx. Formats: csv, json.'],
    [['projects', '--project'], '--project needs a value.'],
    [['projects', '--colour', 'red'], 'Unknown option: --colour'],
    [['history', '--include-private'], '--include-private applies to the responses report only.'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseReportArgs(argv)).toThrow(message);
  });
});

describe('report output', () => {
  const table = {
    columns: ['name', 'days', 'private', 'at'],
    rows: [
      ['=SUM(A1)', 12, true, new Date('2026-01-02T03:04:05Z')],
      ['-5', -5, false, null],
    ],
  };

  it('writes CSV a spreadsheet opens as text and numbers, never as formulas', () => {
    expect(formatReport(table, 'csv')).toBe(
      'name,days,private,at\n"\'=SUM(A1)",12,true,2026-01-02T03:04:05.000Z\n-5,-5,false,\n',
    );
  });

  it('writes JSON objects keyed by column', () => {
    expect(JSON.parse(formatReport(table, 'json'))).toEqual([
      { name: '=SUM(A1)', days: 12, private: true, at: '2026-01-02T03:04:05.000Z' },
      { name: '-5', days: -5, private: false, at: null },
    ]);
  });
});
