import { describe, expect, it } from 'vitest';
import {
  dataFileName,
  dataFilesNamedBy,
  fileInUseMessage,
  importSettingsQuery,
  otherAlternativeUsingFile,
  sanitizeFileName,
} from './data-source.ts';
import { anAlternative, exampleConfiguration, exampleProjectCreated, exampleProjectId } from './examples.ts';

describe('data source', () => {
  it("names the data file from the alternative's data source", () => {
    expect(dataFileName({ dataSource: 'fort-peck/data/no-action.csv' })).toBe('no-action.csv');
    expect(dataFileName({ dataSource: 'no-action.csv' })).toBe('no-action.csv');
    expect(dataFileName({ dataSource: '' })).toBeNull();
  });

  it('names every file an event ever gave an alternative, of removed alternatives and replaced versions too', () => {
    const projectId = exampleProjectId;
    expect(
      dataFilesNamedBy([
        exampleProjectCreated(
          exampleConfiguration({
            alternatives: [anAlternative('Base', { dataSource: 'fort-peck/data/base.csv' }), anAlternative('None')],
          }),
        ),
        { type: 'AlternativeAdded', data: { projectId, alternative: anAlternative('Wet', { dataSource: 'wet.csv' }) } },
        {
          type: 'AlternativeEdited',
          data: { projectId, key: 'Base', changes: { dataSource: 'fort-peck/data/base-v2.csv' } },
        },
        { type: 'AlternativeEdited', data: { projectId, key: 'Base', changes: { description: 'Edited' } } },
        { type: 'AlternativeRemoved', data: { projectId, key: 'Wet' } },
      ]),
    ).toEqual(new Set(['base.csv', 'wet.csv', 'base-v2.csv']));
  });

  it('sanitises a file name as the product does: spaces and plus signs become hyphens; ( ) $ ? go', () => {
    expect(sanitizeFileName('Fort Peck (no action) + 2$?.csv')).toBe('Fort-Peck-no-action---2.csv');
    expect(sanitizeFileName('fort-peck-no-action.csv')).toBe('fort-peck-no-action.csv');
  });

  it('finds the other alternative whose data file has the same name once sanitised', () => {
    const base = anAlternative('Base', { dataSource: 'fort-peck/data/fort peck (2).csv' });
    const alternatives = [base, anAlternative('No file')];
    expect(otherAlternativeUsingFile(alternatives, 'fort-peck-2.csv', undefined)).toBe(base);
    expect(otherAlternativeUsingFile(alternatives, 'fort peck+2.csv', 'Alt 1')).toBe(base);
    expect(otherAlternativeUsingFile(alternatives, 'fort-peck-2.csv', 'Base')).toBeUndefined();
    expect(otherAlternativeUsingFile(alternatives, 'Fort-Peck-2.csv', undefined)).toBeUndefined();
    expect(fileInUseMessage(base, 'fort peck (2).csv')).toBe(
      "Another alternative, 'Base', already uses a file named fort-peck-2.csv: rename this file.",
    );
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
