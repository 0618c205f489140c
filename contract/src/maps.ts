import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/** The layers of the offline basemap, each a layer of its vector tiles. */
export const BASEMAP_LAYERS = ['land', 'countries', 'states'] as const;
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number];
/** The deepest zoom the basemap is cut to (finer than its 1:50m data); maps zoomed further enlarge these tiles. */
export const BASEMAP_MAX_ZOOM = 7;

const tileStyleSchema = z.object({
  id: z.enum(['satellite', 'terrain']),
  name: z.string(),
  /** Raster tile URL templates ({z}/{x}/{y}); null when the setting is unset. */
  tiles: z.array(z.string()).nullable(),
  attribution: z.string(),
});
export type TileStyleView = z.output<typeof tileStyleSchema>;

export const mapStylesSchema = z
  .object({ success: z.literal(true), styles: z.array(tileStyleSchema), basemapStyleUrl: z.string() })
  .meta({ id: 'MapStyles' });
export type MapStylesAnswer = z.output<typeof mapStylesSchema>;

const basemapStyleSchema = z
  .object({ version: z.literal(8), sources: z.record(z.string(), z.unknown()), layers: z.array(z.unknown()) })
  .meta({ id: 'BasemapStyle' });

const tileNumber = (name: string, max: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(0, `${name} must be from 0 to ${max}`);
/** z, x and y of a basemap tile; x and y are checked against z by the handler. */
export const basemapTileParamsSchema = z.object({
  z: tileNumber('z', String(BASEMAP_MAX_ZOOM)).max(BASEMAP_MAX_ZOOM, `z must be from 0 to ${BASEMAP_MAX_ZOOM}`),
  x: tileNumber('x', '2^z - 1'),
  y: tileNumber('y', '2^z - 1'),
});

/** The map styles and the offline basemap (public: every map of the product needs them). */
export const mapRoutes = {
  mapStyles: {
    method: 'get',
    path: '/api/map-styles',
    summary: 'The Satellite and Terrain tile URLs from configuration, and where the offline basemap style is',
    auth: 'none',
    responses: { 200: { description: 'The map styles', schema: mapStylesSchema } },
  },
  basemapStyle: {
    method: 'get',
    path: '/api/basemap/style.json',
    summary: 'The offline basemap as a MapLibre style; its vector tiles are served beside it',
    auth: 'none',
    responses: { 200: { description: 'A MapLibre style (version 8)', schema: basemapStyleSchema } },
  },
  basemapTile: {
    method: 'get',
    path: '/api/basemap/{z}/{x}/{y}.pbf',
    summary:
      'One tile of the offline basemap, as Mapbox Vector Tile bytes (application/x-protobuf) with the layers land, countries and states (borders), cached a day',
    auth: 'none',
    params: basemapTileParamsSchema,
    responses: {},
    failures: { 400: 'No such basemap tile' },
    // Served as application/x-protobuf.
    answer: 'raw',
  },
} satisfies Record<string, Endpoint>;
