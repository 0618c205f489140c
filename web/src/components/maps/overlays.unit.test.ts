import { describe, expect, it } from 'vitest';
import { markerFeatures, overlayLayers } from './overlays.ts';

describe('what the map draws for markers and layers', () => {
  it('turns markers into point features carrying their id, colour and whether they drag', () => {
    expect(
      markerFeatures([
        { id: 'dam', lat: 48.01, lng: -106.41, color: '#00aa00', label: 'Fort Peck Dam', draggable: true },
        { id: 'gauge', lat: 47, lng: -105, color: '#123456' },
      ]),
    ).toEqual({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { id: 'dam', color: '#00aa00', label: 'Fort Peck Dam', draggable: true },
          geometry: { type: 'Point', coordinates: [-106.41, 48.01] },
        },
        {
          type: 'Feature',
          properties: { id: 'gauge', color: '#123456', label: 'gauge', draggable: false },
          geometry: { type: 'Point', coordinates: [-105, 47] },
        },
      ],
    });
  });

  it('draws a layer as a polygon fill, lines (with polygon outlines) and points, hidden together', () => {
    const layers = overlayLayers('river', '#1f77b4', false);
    expect(
      layers.map((layer) => [layer.id, layer.type, 'source' in layer && layer.source, layer.layout?.visibility]),
    ).toEqual([
      ['overlay-river-fill', 'fill', 'overlay-river', 'none'],
      ['overlay-river-line', 'line', 'overlay-river', 'none'],
      ['overlay-river-point', 'circle', 'overlay-river', 'none'],
    ]);
    expect(overlayLayers('river', '#1f77b4', true).every((layer) => layer.layout?.visibility === 'visible')).toBe(true);
  });
});
