import { describe, expect, it } from 'vitest';
import type { StyleSpecification } from 'maplibre-gl';
import { decideStyle, resolveBasemapStyle } from './style-choice.ts';

const styles = [
  {
    id: 'satellite' as const,
    name: 'Satellite',
    tiles: ['https://tiles.example/sat/{z}/{x}/{y}.jpg'],
    attribution: '© Imagery',
  },
  { id: 'terrain' as const, name: 'Terrain', tiles: null, attribution: '' },
];

describe('choosing what a map style draws', () => {
  it('draws the configured tiles with their attribution and no notice', () => {
    expect(decideStyle('satellite', styles, new Set())).toEqual({
      tiles: ['https://tiles.example/sat/{z}/{x}/{y}.jpg'],
      attribution: '© Imagery',
      notice: null,
    });
  });

  it('falls back to the offline basemap, saying so, when the tiles are unset, unknown or failed', () => {
    expect(decideStyle('terrain', styles, new Set())).toEqual({
      tiles: null,
      attribution: '',
      notice: 'Terrain tiles are not configured: showing the offline basemap.',
    });
    expect(decideStyle('satellite', undefined, new Set()).notice).toBe(
      'Satellite tiles are not configured: showing the offline basemap.',
    );
    expect(decideStyle('satellite', styles, new Set(['satellite']))).toEqual({
      tiles: null,
      attribution: '',
      notice: 'Satellite tiles could not be loaded: showing the offline basemap.',
    });
    expect(decideStyle('satellite', styles, new Set(['terrain'])).notice).toBeNull();
  });

  it("makes the basemap's tile URLs absolute against the page, placeholders kept, and leaves other sources alone", () => {
    const style: StyleSpecification = {
      version: 8,
      sources: {
        basemap: { type: 'vector', tiles: ['/api/basemap/{z}/{x}/{y}.pbf'], maxzoom: 7 },
        inline: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
      },
      layers: [],
    };
    const resolved = resolveBasemapStyle(style, 'http://localhost:3000/demo/admin/map');
    expect(resolved.sources.basemap).toEqual({
      type: 'vector',
      tiles: ['http://localhost:3000/api/basemap/{z}/{x}/{y}.pbf'],
      maxzoom: 7,
    });
    expect(resolved.sources.inline).toBe(style.sources.inline);
  });
});
