import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path.ts';

describe('apiPath', () => {
  it("fills an endpoint's path parameters, encoded", () => {
    expect(apiPath('/api/project/{project_key}/history/{version}', { project_key: 'fort peck/2', version: 3 })).toBe(
      '/api/project/fort%20peck%2F2/history/3',
    );
    expect(apiPath('/api/basemap/{layer}.geojson', { layer: 'land' })).toBe('/api/basemap/land.geojson');
    expect(apiPath('/api/projects')).toBe('/api/projects');
  });
});
