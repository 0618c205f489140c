import type { Router } from 'express';
import type { ApiContext } from './app-context.ts';
import { endpoints } from '@waterline/contract/endpoints';
import type { MapStylesAnswer } from '@waterline/contract/maps';
import { sharedCaching } from '../http/caching.ts';
import { query } from '../http/route.ts';
import { basemapStyle } from '../maps/basemap.ts';
import { offlineBasemapTiles } from '../maps/basemap-tiles.ts';
import { HttpError } from '../errors.ts';

const BASEMAP_PATH = '/api/basemap';
/** The basemap changes only with the packages: browsers may keep it a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/** The map styles from configuration and the offline basemap (its tiles cut once per process). */
export function mapsRoutes(router: Router, ctx: ApiContext): void {
  // The styles come from configuration: the same for everyone, asked again (304) each time.
  query(router, endpoints.mapStyles, [], async ({ res }) => {
    res.set('Cache-Control', sharedCaching);
    const { satellite, terrain } = ctx.config.mapTiles;
    const answer: MapStylesAnswer = {
      success: true,
      styles: [
        {
          id: 'satellite',
          name: 'Satellite',
          tiles: satellite.url ? [satellite.url] : null,
          attribution: satellite.attribution,
        },
        { id: 'terrain', name: 'Terrain', tiles: terrain.url ? [terrain.url] : null, attribution: terrain.attribution },
      ],
      basemapStyleUrl: `${BASEMAP_PATH}/style.json`,
    };
    return { body: answer };
  });

  query(router, endpoints.basemapStyle, [], async ({ res }) => {
    res.set('Cache-Control', CACHE_CONTROL);
    return { body: basemapStyle(BASEMAP_PATH) };
  });

  query(router, endpoints.basemapTile, [], async ({ params: { z, x, y }, res }) => {
    const tile = offlineBasemapTiles()(z, x, y);
    if (!tile) throw new HttpError(400, `No such basemap tile: x and y must be below 2^z (${2 ** z})`);
    res
      .set('Cache-Control', CACHE_CONTROL)
      .type('application/x-protobuf')
      .send(Buffer.from(tile.buffer, tile.byteOffset, tile.byteLength));
  });
}
