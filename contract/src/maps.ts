import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/** The layers of the offline basemap, each served as one GeoJSON file. */
export const BASEMAP_LAYERS = ['land', 'countries', 'states'] as const;
export type BasemapLayer = (typeof BASEMAP_LAYERS)[number];

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

const basemapStyleSchema = z.object({ version: z.literal(8), sources: z.record(z.string(), z.unknown()), layers: z.array(z.unknown()) }).meta({ id: 'BasemapStyle' });
const featureCollectionSchema = z.object({ type: z.literal('FeatureCollection'), features: z.array(z.unknown()) }).meta({ id: 'FeatureCollection' });

export const basemapLayerParamsSchema = z.object({ layer: z.enum(BASEMAP_LAYERS, { error: `layer must be one of ${BASEMAP_LAYERS.join(', ')}` }) });

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
    summary: 'The offline basemap as a MapLibre style; its GeoJSON sources are served beside it',
    auth: 'none',
    responses: { 200: { description: 'A MapLibre style (version 8)', schema: basemapStyleSchema } },
  },
  basemapLayer: {
    method: 'get',
    path: '/api/basemap/{layer}.geojson',
    summary: 'One layer of the offline basemap: land polygons, country borders or US state borders',
    auth: 'none',
    params: basemapLayerParamsSchema,
    responses: { 200: { description: 'A GeoJSON FeatureCollection', schema: featureCollectionSchema } },
    failures: { 400: 'No such basemap layer' },
    // Served as application/geo+json.
    answer: 'raw',
  },
} satisfies Record<string, Endpoint>;
