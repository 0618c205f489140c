import { describe, expect, it } from 'vitest';
import { dataFileName, importSettingsQuery } from './data-source.ts';
import { anAlternative } from './examples.ts';

describe('data source', () => {
  it("names the data file from the alternative's data source", () => {
    expect(dataFileName({ dataSource: 'fort-peck/data/no-action.csv' })).toBe('no-action.csv');
    expect(dataFileName({ dataSource: 'no-action.csv' })).toBe('no-action.csv');
    expect(dataFileName({ dataSource: '' })).toBeNull();
  });

  it('names in the query only the cleaning settings that are set', () => {
    expect(importSettingsQuery(anAlternative('Base'))).toEqual({});
    expect(
      importSettingsQuery(
        anAlternative('Base', {
          autofill: true,
          ignoreNegatives: true,
          ignoreValues: [-999999, -901],
          ignoreYears: [1930, 1931],
        }),
      ),
    ).toEqual({ autofill: 'true', ignoreNegatives: 'true', ignoreValues: '-999999,-901', ignoreYears: '1930,1931' });
  });
});
