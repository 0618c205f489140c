import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { GeoJSONVTTile } from '@maplibre/geojson-vt';
import { BASEMAP_LAYERS, BASEMAP_MAX_ZOOM } from '@waterline/contract/maps';
import { buildBasemap, loadBasemapTopologies, type BasemapData } from './basemap.ts';

/** A basemap tile as Mapbox Vector Tile bytes, or null for a tile outside the world. */
export type BasemapTiles = (z: number, x: number, y: number) => Uint8Array | null;

/**
 * The basemap cut into vector tiles (one layer per basemap layer), each simplified for its zoom, so a
 * map's worker parses only the few small tiles it shows instead of the whole world's GeoJSON. The
 * index is built once; each tile is encoded on its first request and kept (at most 4^0 + ... + 4^7 tiles).
 */
export function basemapTiles(data: BasemapData): BasemapTiles {
  const options = { maxZoom: BASEMAP_MAX_ZOOM, indexMaxZoom: 3 };
  const indexes = BASEMAP_LAYERS.map((layer) => [layer, new GeoJSONVT(data[layer], options)] as const);
  const encoded = new Map<string, Uint8Array>();
  return (z, x, y) => {
    const size = 2 ** z;
    if (
      !Number.isInteger(z) ||
      z < 0 ||
      z > BASEMAP_MAX_ZOOM ||
      !Number.isInteger(x) ||
      !Number.isInteger(y) ||
      x < 0 ||
      y < 0 ||
      x >= size ||
      y >= size
    )
      return null;
    const key = `${z}/${x}/${y}`;
    let tile = encoded.get(key);
    if (!tile) {
      const layers: Record<string, GeoJSONVTTile> = {};
      for (const [layer, index] of indexes) {
        const cut = index.getTile(z, x, y);
        if (cut) layers[layer] = cut;
      }
      tile = fromGeojsonVt(layers, { version: 2, extent: 4096 });
      encoded.set(key, tile);
    }
    return tile;
  };
}

let offlineTiles: BasemapTiles | undefined;

/**
 * The offline basemap's tiles, cut from the npm data packages once per process (a few hundred milliseconds of CPU):
 * the data never changes while the process runs, so every app in it shares them.
 */
export function offlineBasemapTiles(): BasemapTiles {
  if (!offlineTiles) {
    const { world, us } = loadBasemapTopologies();
    offlineTiles = basemapTiles(buildBasemap(world, us));
  }
  return offlineTiles;
}
