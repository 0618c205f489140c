import { Router } from 'express';
import type { ApiContext } from '../app-context.ts';
import { mapRoutes, type MapStylesAnswer } from '../contract/maps.ts';
import { addRoute } from '../http/route.ts';
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

  addRoute(router, mapRoutes.mapStyles, [], async (_input, _req, res) => {
    const { satellite, terrain } = ctx.config.mapTiles;
    const answer: MapStylesAnswer = {
      success: true,
      styles: [
        { id: 'satellite', name: 'Satellite', tiles: satellite.url ? [satellite.url] : null, attribution: satellite.attribution },
        { id: 'terrain', name: 'Terrain', tiles: terrain.url ? [terrain.url] : null, attribution: terrain.attribution },
      ],
      basemapStyleUrl: `${BASEMAP_PATH}/style.json`,
    };
    res.json(answer);
  });

  addRoute(router, mapRoutes.basemapStyle, [], async (_input, _req, res) => {
    res.set('Cache-Control', CACHE_CONTROL).json(basemapStyle(BASEMAP_PATH));
  });

  addRoute(router, mapRoutes.basemapLayer, [], async ({ params }, _req, res) => {
    res.set('Cache-Control', CACHE_CONTROL).type('application/geo+json').send(JSON.stringify(basemapData()[params.layer]));
  });

  return router;
}
