import { afterAll, beforeAll, expect, it } from 'vitest';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describeEachDatabase } from '@waterline/read-models/db/testing';
import { startTestApi, type TestApi } from '../testing/test-api.ts';

describeEachDatabase('map styles and the offline basemap over HTTP', (db) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(db.sql, {
      config: {
        mapTiles: {
          satellite: { url: 'https://tiles.example/sat/{z}/{x}/{y}.jpg', attribution: 'Imagery © Example' },
          terrain: { url: null, attribution: '' },
        },
      },
    });
  });
  afterAll(() => api.close());

  it('lists the configured tile URLs, with null for an unset style, to anyone', async () => {
    const answer = await api.request('GET', '/api/map-styles');
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.body).toEqual({
      success: true,
      styles: [
        {
          id: 'satellite',
          name: 'Satellite',
          tiles: ['https://tiles.example/sat/{z}/{x}/{y}.jpg'],
          attribution: 'Imagery © Example',
        },
        { id: 'terrain', name: 'Terrain', tiles: null, attribution: '' },
      ],
      basemapStyleUrl: '/api/basemap/style.json',
    });
  });

  it('serves the basemap style and the vector tiles it names, both cached a day', async () => {
    const style = await api.request<{ version: number; sources: Record<string, { tiles: string[] }> }>(
      'GET',
      '/api/basemap/style.json',
    );
    expect(style.status).toBe(200);
    expect(style.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(style.body.version).toBe(8);
    const template = Object.values(style.body.sources)[0]?.tiles[0] ?? '';
    // Fort Peck, Montana's tile of zoom 5.
    const tile = await fetch(`${api.baseUrl}${template.replace('{z}', '5').replace('{x}', '6').replace('{y}', '11')}`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('application/x-protobuf');
    expect(tile.headers.get('cache-control')).toBe('public, max-age=86400');
    const layers = new VectorTile(new PbfReader(new Uint8Array(await tile.arrayBuffer()))).layers;
    expect(Object.keys(layers).sort()).toEqual(['countries', 'land', 'states']);
  });

  it('refuses a tile it does not have', async () => {
    for (const [path, message] of [
      ['/api/basemap/8/0/0.pbf', 'z must be from 0 to 7'],
      ['/api/basemap/2/4/0.pbf', 'No such basemap tile: x and y must be below 2^z (4)'],
      ['/api/basemap/2/a/0.pbf', 'x must be a whole number'],
    ]) {
      const answer = await api.request('GET', path ?? '');
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toMatchObject({ success: false, message: expect.stringContaining(message ?? '') });
    }
  });
});
