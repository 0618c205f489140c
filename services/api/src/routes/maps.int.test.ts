import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

describeEachDatabase('map styles and the offline basemap over HTTP', (db) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(db.sql, {
      config: { mapTiles: { satellite: { url: 'https://tiles.example/sat/{z}/{x}/{y}.jpg', attribution: 'Imagery © Example' }, terrain: { url: null, attribution: '' } } },
    });
  });
  afterAll(() => api.close());

  it('lists the configured tile URLs, with null for an unset style, to anyone', async () => {
    const answer = await api.request('GET', '/api/map-styles');
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.body).toEqual({
      success: true,
      styles: [
        { id: 'satellite', name: 'Satellite', tiles: ['https://tiles.example/sat/{z}/{x}/{y}.jpg'], attribution: 'Imagery © Example' },
        { id: 'terrain', name: 'Terrain', tiles: null, attribution: '' },
      ],
      basemapStyleUrl: '/api/basemap/style.json',
    });
  });

  it('serves the basemap style and each of its GeoJSON sources, cached a day', async () => {
    const style = await api.request<{ version: number; sources: Record<string, { data: string }> }>('GET', '/api/basemap/style.json');
    expect(style.status).toBe(200);
    expect(style.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(style.body.version).toBe(8);
    for (const { data } of Object.values(style.body.sources)) {
      const layer = await api.request<{ type: string; features: unknown[] }>('GET', data);
      expect(layer.status).toBe(200);
      expect(layer.headers.get('content-type')).toContain('application/geo+json');
      expect(layer.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(layer.body.type).toBe('FeatureCollection');
      expect(layer.body.features.length).toBeGreaterThan(0);
    }
  });

  it('refuses a layer it does not have', async () => {
    const answer = await api.request('GET', '/api/basemap/rivers.geojson');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining('layer must be one of land, countries, states') });
  });
});
