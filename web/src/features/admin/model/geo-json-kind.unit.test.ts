import { describe, expect, it } from 'vitest';
import { summarizeGeoJson, summarizeGeoJsonText } from './geo-json-kind.ts';

const collection = (...types: string[]) => ({
  type: 'FeatureCollection',
  features: types.map((type) => ({ type: 'Feature', properties: {}, geometry: { type, coordinates: [] } })),
});

describe('summarizeGeoJson', () => {
  it('draws a MultiPolygon layer as a fill', () => {
    expect(summarizeGeoJson(collection('MultiPolygon', 'LineString'))).toEqual({
      featureCount: 2,
      geometryType: 'MultiPolygon',
      drawKind: 'fill',
    });
  });

  it('draws a LineString layer as a line, judged by the first feature', () => {
    expect(summarizeGeoJson(collection('LineString', 'MultiPolygon')).drawKind).toBe('line');
  });

  it('draws points as points', () => {
    expect(summarizeGeoJson(collection('Point'))).toMatchObject({ featureCount: 1, drawKind: 'point' });
  });

  it('explains what is wrong with a file that cannot be drawn', () => {
    expect(() => summarizeGeoJsonText('{ nope')).toThrow('The file is not valid JSON.');
    expect(() => summarizeGeoJson(collection())).toThrow('The file holds no GeoJSON features.');
    expect(() => summarizeGeoJson(collection('GeometryCollection'))).toThrow(
      'Unsupported geometry type: GeometryCollection.',
    );
    expect(() => summarizeGeoJson({ type: 'Feature', geometry: { type: 'Point' } })).toThrow(
      'The file is not a GeoJSON FeatureCollection.',
    );
    expect(() =>
      summarizeGeoJson({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: null }] }),
    ).toThrow('The first feature has no geometry.');
  });
});
