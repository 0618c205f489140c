import { describe, expect, it } from 'vitest';
import { fileNameOf } from './blob-keys.ts';

describe('fileNameOf', () => {
  it('takes the last part of a key or URL path', () => {
    expect(fileNameOf('fort-peck/data/no-action.csv')).toBe('no-action.csv');
    expect(fileNameOf('/api/blob/fort-peck/layers/river%20reach.geojson?method=GET')).toBe('river reach.geojson');
  });

  it('is empty without a key', () => {
    expect(fileNameOf(undefined)).toBe('');
    expect(fileNameOf('')).toBe('');
  });
});
