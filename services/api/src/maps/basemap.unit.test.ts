import { describe, expect, it } from 'vitest';
import { basemapStyle, buildBasemap, loadBasemapTopologies } from './basemap.ts';

describe('the offline basemap', () => {
  const { world, us } = loadBasemapTopologies();
  const basemap = buildBasemap(world, us);

  it('holds the land as polygons that cover a point on land and not one at sea', () => {
    expect(basemap.land.features.length).toBeGreaterThan(0);
    expect(new Set(basemap.land.features.map((feature) => feature.geometry.type))).toEqual(new Set(['MultiPolygon']));
    const rings = basemap.land.features.flatMap((feature) =>
      feature.geometry.type === 'MultiPolygon' ? feature.geometry.coordinates : [],
    );
    // Fort Peck, Montana lies inside North America's outer ring; mid-Atlantic inside none.
    const inside = (lng: number, lat: number) =>
      rings.some((polygon) => pointInRing(lng, lat, polygon[0] as number[][]));
    expect(inside(-106.4, 48.0)).toBe(true);
    expect(inside(-40, 35)).toBe(false);
  });

  it('draws each country and state border once, as lines', () => {
    expect(basemap.countries.features).toHaveLength(1);
    expect(basemap.countries.features[0]?.geometry.type).toBe('MultiLineString');
    expect(basemap.states.features[0]?.geometry.type).toBe('MultiLineString');
    // The Montana–North Dakota border runs along 104.05° W.
    const stateLines =
      basemap.states.features[0]?.geometry.type === 'MultiLineString'
        ? basemap.states.features[0].geometry.coordinates
        : [];
    expect(
      stateLines.some((line) =>
        line.some(([lng, lat]) => Math.abs((lng ?? 0) + 104.05) < 0.01 && (lat ?? 0) > 45 && (lat ?? 0) < 49),
      ),
    ).toBe(true);
  });

  it('keeps each coordinate to a thousandth of a degree', () => {
    const coordinates = JSON.stringify(basemap).match(/-?\d+\.\d+/g) ?? [];
    expect(coordinates.length).toBeGreaterThan(1000);
    expect(coordinates.filter((number) => number.split('.')[1]!.length > 3)).toEqual([]);
  });

  it('is a MapLibre style drawing the layers of the served vector tiles, water as the background', () => {
    const style = basemapStyle('/api/basemap') as {
      version: number;
      sources: Record<string, { type: string; tiles: string[] }>;
      layers: { id: string; type: string; 'source-layer'?: string }[];
    };
    expect(style.version).toBe(8);
    expect(Object.values(style.sources).map((source) => [source.type, source.tiles])).toEqual([
      ['vector', ['/api/basemap/{z}/{x}/{y}.pbf']],
    ]);
    expect(style.layers.map((layer) => [layer.id, layer.type, layer['source-layer']])).toEqual([
      ['basemap-water', 'background', undefined],
      ['basemap-land', 'fill', 'land'],
      ['basemap-states', 'line', 'states'],
      ['basemap-countries', 'line', 'countries'],
    ]);
  });

  it('draws no antialiased fill outline and no dashed line, each of which would be one more WebGL program', () => {
    const { layers } = basemapStyle('/api/basemap') as { layers: { type: string; paint?: Record<string, unknown> }[] };
    expect(layers.filter((layer) => layer.type === 'fill').map((layer) => layer.paint?.['fill-antialias'])).toEqual([
      false,
    ]);
    expect(layers.filter((layer) => layer.paint?.['line-dasharray'] !== undefined)).toEqual([]);
  });
});

function pointInRing(lng: number, lat: number, ring: number[][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
