import { describe, expect, it } from 'vitest';
import { dataFileName } from './data-source.ts';

describe('data source', () => {
  it("names the data file from the alternative's data source", () => {
    expect(dataFileName({ dataSource: 'fort-peck/data/no-action.csv' })).toBe('no-action.csv');
    expect(dataFileName({ dataSource: 'no-action.csv' })).toBe('no-action.csv');
    expect(dataFileName({ dataSource: '' })).toBeNull();
  });
});
