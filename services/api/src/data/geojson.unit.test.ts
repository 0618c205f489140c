import { describe, expect, it } from 'vitest';
import { assertFeatureCollection } from './geojson.ts';

const bytesOf = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
const river = { type: 'Feature', properties: { name: 'Missouri' }, geometry: { type: 'LineString', coordinates: [[-106.4, 48.0], [-105.9, 48.1]] } };

describe('GeoJSON layer check', () => {
  it('accepts a FeatureCollection, including features without geometry', () => {
    expect(() => assertFeatureCollection(bytesOf({ type: 'FeatureCollection', features: [river, { ...river, geometry: null }] }))).not.toThrow();
  });

  it.each([
    ['{ not json', 'it is not valid JSON'],
    [{ type: 'Feature', geometry: river.geometry }, 'its type is not "FeatureCollection"'],
    [{ type: 'FeatureCollection' }, 'it has no "features" list'],
    [{ type: 'FeatureCollection', features: [river, { type: 'Point' }] }, 'feature 2 is not a "Feature"'],
    [{ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { coordinates: [] } }] }, 'feature 1 has no geometry type'],
  ])('refuses %j', (document, reason) => {
    expect(() => assertFeatureCollection(bytesOf(document))).toThrow(reason);
  });
});
