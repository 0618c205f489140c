import { describe, expect, it } from 'vitest';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { buildBasemap, loadBasemapTopologies } from './basemap.ts';
import { basemapTiles } from './basemap-tiles.ts';

describe('the offline basemap cut into vector tiles', () => {
  const { world, us } = loadBasemapTopologies();
  const tiles = basemapTiles(buildBasemap(world, us));
  const decoded = (z: number, x: number, y: number) =>
    new VectorTile(new PbfReader(tiles(z, x, y) ?? new Uint8Array()));
  /** The tile of zoom z holding a longitude and latitude (web mercator). */
  const tileAt = (z: number, lng: number, lat: number): [number, number, number] => {
    const size = 2 ** z;
    const radians = (lat * Math.PI) / 180;
    return [
      z,
      Math.floor(((lng + 180) / 360) * size),
      Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * size),
    ];
  };

  it('holds the land (polygons) and the US state borders (lines) where Fort Peck, Montana is, at every zoom it is cut to', () => {
    for (const z of [0, 3, 5, 7]) {
      const tile = decoded(...tileAt(z, -106.4, 48.0));
      expect(tile.layers.land?.feature(0).type, `zoom ${z}`).toBe(3);
      expect(tile.layers.states?.feature(0).type, `zoom ${z}`).toBe(2);
    }
    // The Canadian border (49° N) is in Fort Peck's tile of zoom 5.
    expect(decoded(...tileAt(5, -106.4, 48.0)).layers.countries?.feature(0).type).toBe(2);
  });

  it('has no land in a tile of the open Atlantic', () => {
    expect(decoded(...tileAt(6, -40, 35)).layers.land).toBeUndefined();
  });

  it('answers null for a tile outside the world or deeper than it is cut', () => {
    expect(tiles(2, 4, 0)).toBeNull();
    expect(tiles(2, 0, -1)).toBeNull();
    expect(tiles(8, 0, 0)).toBeNull();
  });

  it('answers the same bytes for the same tile', () => {
    expect(tiles(4, 3, 5)).toBe(tiles(4, 3, 5));
  });
});
