import { describe, expect, it } from 'vitest';
import { anAlternative } from '../testing/builders.ts';
import { importSettingsQuery } from './manifest-address.ts';

describe('manifest addresses', () => {
  it('sends only the cleaning settings that are set', () => {
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
