import { describe, expect, it } from 'vitest';
import { describeImport, describeImportFailure, describeLocation } from './import-summary.ts';

const manifest = {
  sha256: 'a'.repeat(64),
  importKey: 'a'.repeat(64),
  rows: 30258,
  dropped: { leapDays: 20, emptyDates: 0, ignoredYears: 1 },
  locations: [
    { index: 0, key: 'Fort Peck Dam:cfs', location: 'Fort Peck Dam', measure: 'cfs', minYear: 1930, maxYear: 2012 },
  ],
};

describe('import summary', () => {
  it('says how many rows and locations were imported and what was dropped', () => {
    expect(describeImport(manifest)).toBe(
      '30,258 rows imported, 1 location; dropped 20 leap days, 1 row of an ignored year.',
    );
    expect(describeImport({ ...manifest, dropped: { leapDays: 0, emptyDates: 0, ignoredYears: 0 } })).toBe(
      '30,258 rows imported, 1 location.',
    );
  });

  it('names a location with its unit and years', () => {
    expect(describeLocation(manifest.locations[0]!)).toBe('Fort Peck Dam (cfs), 1930–2012');
  });

  const refused = (row: number) => ({
    success: false,
    message: 'Unable to process data, check date format / file structure for errors',
    row,
    reason: "'x' is not a date",
  });

  it("adds the file's line (the header is line 1) and the reason of a refused file", () => {
    expect(describeImportFailure(refused(5), 'file')).toBe(
      "Unable to process data, check date format / file structure for errors (line 5: 'x' is not a date)",
    );
    expect(describeImportFailure({ success: false, message: 'This link has expired' }, 'file')).toBe(
      'This link has expired',
    );
    expect(describeImportFailure('<html>', 'file')).toBeNull();
  });

  it("names the data editor's grid row, which does not count the header", () => {
    expect(describeImportFailure(refused(3), 'grid')).toBe(
      "Unable to process data, check date format / file structure for errors (row 2: 'x' is not a date)",
    );
    expect(describeImportFailure(refused(1), 'grid')).toBe(
      "Unable to process data, check date format / file structure for errors (header: 'x' is not a date)",
    );
  });
});
