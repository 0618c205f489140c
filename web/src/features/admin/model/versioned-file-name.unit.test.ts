import { describe, expect, it } from 'vitest';
import { versionedFileName } from './versioned-file-name.ts';

const now = new Date(Date.UTC(2026, 10, 22, 2, 5, 9));

describe('versionedFileName', () => {
  it('stamps the stem with the UTC time', () => {
    expect(versionedFileName('fort-peck-no-action.csv', now)).toBe('fort-peck-no-action-v20261122020509.csv');
  });

  it('replaces an earlier stamp instead of adding another', () => {
    expect(versionedFileName('fort-peck-v20250101000000.csv', now)).toBe('fort-peck-v20261122020509.csv');
  });

  it('gives a name ending in .csv to a file without one', () => {
    expect(versionedFileName('flows', now)).toBe('flows-v20261122020509.csv');
    expect(versionedFileName('.csv', now)).toBe('data-v20261122020509.csv');
  });
});
