import { createRequire } from 'node:module';
import type { FeatureCollection, Geometry } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { BASEMAP_MAX_ZOOM, type BasemapLayer } from '@waterline/contract/maps';

export type BasemapData = Record<BasemapLayer, FeatureCollection<Geometry>>;

type WorldTopology = Topology<{ land: GeometryCollection; countries: GeometryCollection }>;
type UsTopology = Topology<{ states: GeometryCollection; nation: GeometryCollection }>;

/** Decimals kept of each coordinate: a thousandth of a degree (about 100 m) is finer than the data itself. */
const COORDINATE_DECIMALS = 3;

/** A position or a nesting of them, each coordinate rounded, so the served files stay small. */
function roundedCoordinates<Nested>(coordinates: Nested): Nested {
  if (typeof coordinates === 'number')
    return (Math.round(coordinates * 10 ** COORDINATE_DECIMALS) / 10 ** COORDINATE_DECIMALS) as Nested;
  return (coordinates as unknown[]).map(roundedCoordinates) as Nested;
}

function roundedGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'GeometryCollection')
    return { ...geometry, geometries: geometry.geometries.map(roundedGeometry) };
  return { ...geometry, coordinates: roundedCoordinates(geometry.coordinates) } as Geometry;
}

const collection = (features: FeatureCollection<Geometry>['features']): FeatureCollection<Geometry> => ({
  type: 'FeatureCollection',
  features: features.map((feature) => ({ ...feature, geometry: roundedGeometry(feature.geometry) })),
});

/**
 * The basemap from Natural Earth (world-atlas, 1:50m) and the US Census states (us-atlas, 1:10m):
 * land as polygons; country and state borders as lines drawn once each (shared arcs only, no coastlines);
 * coordinates to a thousandth of a degree.
 * The npm packages carry no rivers or lakes, so the basemap has none.
 */
export function buildBasemap(world: WorldTopology, us: UsTopology): BasemapData {
  const land = feature(world, world.objects.land);
  return {
    land: collection(land.features),
    countries: collection([
      {
        type: 'Feature',
        properties: { kind: 'country-border' },
        geometry: mesh(world, world.objects.countries, (a, b) => a !== b),
      },
    ]),
    states: collection([
      {
        type: 'Feature',
        properties: { kind: 'state-border' },
        geometry: mesh(us, us.objects.states, (a, b) => a !== b),
      },
    ]),
  };
}

/** Reads the TopoJSON files of the installed packages. */
export function loadBasemapTopologies(): { world: WorldTopology; us: UsTopology } {
  const require = createRequire(import.meta.url);
  return {
    world: require('world-atlas/countries-50m.json') as WorldTopology,
    us: require('us-atlas/states-10m.json') as UsTopology,
  };
}

export const BASEMAP_ATTRIBUTION = 'Natural Earth; US Census Bureau';

/** Colours of the basemap (style.md's water and land tones). */
const COLOURS = { water: '#c9dcea', land: '#f3f1ea', countries: '#8a8f98', states: '#b3b6bd' } as const;

/**
 * The MapLibre style (version 8) of the offline basemap: one vector tile source whose tiles are served
 * under `layerPath` (e.g. /api/basemap/{z}/{x}/{y}.pbf), which the browser resolves against the page's origin.
 */
export function basemapStyle(layerPath: string): {
  version: 8;
  name: string;
  sources: Record<string, unknown>;
  layers: unknown[];
} {
  const layer = (id: BasemapLayer) => ({ source: 'basemap', 'source-layer': id });
  return {
    version: 8,
    name: 'Offline basemap',
    sources: {
      basemap: {
        type: 'vector',
        tiles: [`${layerPath}/{z}/{x}/{y}.pbf`],
        maxzoom: BASEMAP_MAX_ZOOM,
        attribution: BASEMAP_ATTRIBUTION,
      },
    },
    layers: [
      { id: 'basemap-water', type: 'background', paint: { 'background-color': COLOURS.water } },
      // No antialiased outline and no dashes: each would cost the map one more WebGL program to compile
      // (tens of milliseconds each where WebGL runs on the CPU), for edges between two pale colours.
      {
        id: 'basemap-land',
        type: 'fill',
        ...layer('land'),
        paint: { 'fill-color': COLOURS.land, 'fill-antialias': false },
      },
      {
        id: 'basemap-states',
        type: 'line',
        ...layer('states'),
        minzoom: 2,
        paint: { 'line-color': COLOURS.states, 'line-width': 0.8 },
      },
      {
        id: 'basemap-countries',
        type: 'line',
        ...layer('countries'),
        paint: { 'line-color': COLOURS.countries, 'line-width': 1.1 },
      },
    ],
  };
}
