import { Router } from 'express';
import type { ApiContext } from '../app-context.ts';
import { endpoints } from '@waterline/contract/endpoints';
import type { MapStylesAnswer } from '@waterline/contract/maps';
import { route } from '../http/route.ts';
import { basemapStyle, buildBasemap, loadBasemapTopologies, type BasemapData } from '../maps/basemap.ts';

const BASEMAP_PATH = '/api/basemap';
/** The basemap changes only with the packages: browsers may keep it a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/** The map styles from configuration and the offline basemap (built once, on first request). */
export function mapsRouter(ctx: ApiContext): Router {
  const router = Router();
  let basemap: BasemapData | undefined;
  const basemapData = () => {
    if (!basemap) {
      const { world, us } = loadBasemapTopologies();
      basemap = buildBasemap(world, us);
    }
    return basemap;
  };

  route(router, ctx, endpoints.mapStyles, [], async () => {
    const { satellite, terrain } = ctx.config.mapTiles;
    const answer: MapStylesAnswer = {
      success: true,
      styles: [
        { id: 'satellite', name: 'Satellite', tiles: satellite.url ? [satellite.url] : null, attribution: satellite.attribution },
        { id: 'terrain', name: 'Terrain', tiles: terrain.url ? [terrain.url] : null, attribution: terrain.attribution },
      ],
      basemapStyleUrl: `${BASEMAP_PATH}/style.json`,
    };
    return { body: answer };
  });

  route(router, ctx, endpoints.basemapStyle, [], async ({ res }) => {
    res.set('Cache-Control', CACHE_CONTROL);
    return { body: basemapStyle(BASEMAP_PATH) };
  });

  route(router, ctx, endpoints.basemapLayer, [], async ({ params, res }) => {
    res.set('Cache-Control', CACHE_CONTROL).type('application/geo+json').send(JSON.stringify(basemapData()[params.layer]));
  });

  return router;
}
