import { describe, expect, it } from 'vitest';
import { featureCollectionProblem } from './geojson.ts';

const bytesOf = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
const river = {
  type: 'Feature',
  properties: { name: 'Missouri' },
  geometry: {
    type: 'LineString',
    coordinates: [
      [-106.4, 48.0],
      [-105.9, 48.1],
    ],
  },
};

describe('GeoJSON layer check', () => {
  it('accepts a FeatureCollection of every geometry type, including features without geometry', () => {
    const square = [
      [
        [-106, 48],
        [-105, 48],
        [-105, 47],
        [-106, 48],
      ],
    ];
    const geometries = [
      { type: 'Point', coordinates: [-106.4, 48.0, 640] },
      { type: 'MultiPoint', coordinates: [[-106.4, 48.0]] },
      { type: 'MultiLineString', coordinates: [river.geometry.coordinates] },
      { type: 'Polygon', coordinates: square },
      { type: 'MultiPolygon', coordinates: [square] },
      { type: 'GeometryCollection', geometries: [river.geometry, { type: 'Point', coordinates: [0, 0] }] },
    ];
    const features = [
      river,
      { ...river, geometry: null },
      ...geometries.map((geometry) => ({ type: 'Feature', properties: {}, geometry })),
    ];
    expect(featureCollectionProblem(bytesOf({ type: 'FeatureCollection', features }))).toBeNull();
  });

  it.each([
    ['{ not json', 'it is not valid JSON'],
    [{ type: 'Feature', geometry: river.geometry }, 'its type is not "FeatureCollection"'],
    [{ type: 'FeatureCollection' }, 'it has no "features" list'],
    [{ type: 'FeatureCollection', features: [river, { type: 'Point' }] }, 'feature 2 is not a "Feature"'],
    [
      { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { coordinates: [] } }] },
      'feature 1 has no geometry type',
    ],
    [
      { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Circle', coordinates: [0, 0] } }] },
      'feature 1 has an unknown geometry type "Circle"',
    ],
    [
      {
        type: 'FeatureCollection',
        features: [
          river,
          {
            type: 'Feature',
            geometry: {
              type: 'Polygon',
              coordinates: [
                [0, 0],
                [1, 1],
              ],
            },
          },
        ],
      },
      'feature 2 has Polygon coordinates that are not [longitude, latitude] positions',
    ],
    [
      {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: {
              type: 'LineString',
              coordinates: [
                [0, 'north'],
                [1, 1],
              ],
            },
          },
        ],
      },
      'feature 1 has LineString coordinates that are not [longitude, latitude] positions',
    ],
    [
      {
        type: 'FeatureCollection',
        features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [512000, 5317000] } }],
      },
      'feature 1 has a position outside longitude -180..180 or latitude -90..90',
    ],
    [
      { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'GeometryCollection' } }] },
      'feature 1 is a GeometryCollection without "geometries"',
    ],
  ])('refuses %j', (document, reason) => {
    expect(featureCollectionProblem(bytesOf(document))).toContain(reason);
  });
});
