import { describe, expect, it } from 'vitest';
import { dataFileUpload, isAcceptedUpload, mapLayerUpload } from './upload-kinds.ts';

describe('accepted uploads', () => {
  it('takes a .csv file as text/csv or application/vnd.ms-excel only', () => {
    expect(isAcceptedUpload(dataFileUpload, 'flows.csv', 'text/csv')).toBe(true);
    expect(isAcceptedUpload(dataFileUpload, 'FLOWS.CSV', 'application/vnd.ms-excel')).toBe(true);
    expect(isAcceptedUpload(dataFileUpload, 'flows.csv', 'Text/CSV; charset=utf-8')).toBe(true);
    expect(isAcceptedUpload(dataFileUpload, 'flows.csv', 'image/png')).toBe(false);
    expect(isAcceptedUpload(dataFileUpload, 'flows.xlsx', 'application/vnd.ms-excel')).toBe(false);
  });

  it('takes a .geojson file as GeoJSON only', () => {
    expect(isAcceptedUpload(mapLayerUpload, 'rivers.geojson', 'application/geo+json')).toBe(true);
    expect(isAcceptedUpload(mapLayerUpload, 'rivers.json', 'application/json')).toBe(true);
    expect(isAcceptedUpload(mapLayerUpload, 'rivers.csv', 'application/geo+json')).toBe(false);
    expect(isAcceptedUpload(mapLayerUpload, 'rivers.geojson', 'text/csv')).toBe(false);
  });
});
