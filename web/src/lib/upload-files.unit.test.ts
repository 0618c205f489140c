import { describe, expect, it } from 'vitest';
import { DATASET_FILE, LAYER_FILE, uploadContentType } from './upload-files.ts';

describe('uploadContentType', () => {
  it('keeps an accepted content type', () => {
    expect(uploadContentType(DATASET_FILE, { name: 'flows.csv', type: 'application/vnd.ms-excel' })).toBe(
      'application/vnd.ms-excel',
    );
    expect(uploadContentType(LAYER_FILE, { name: 'river.geojson', type: 'application/geo+json' })).toBe(
      'application/geo+json',
    );
  });

  it('names the usual type when the browser gives none for an accepted name', () => {
    expect(uploadContentType(DATASET_FILE, { name: 'FLOWS.CSV', type: '' })).toBe('text/csv');
    expect(uploadContentType(LAYER_FILE, { name: 'river.geojson', type: '' })).toBe('application/geo+json');
  });

  it('refuses a file of another kind', () => {
    expect(uploadContentType(DATASET_FILE, { name: 'flows.xlsx', type: 'application/vnd.ms-excel' })).toBeNull();
    expect(uploadContentType(LAYER_FILE, { name: 'river.csv', type: 'text/csv' })).toBeNull();
  });
});
