import type { FeatureCollection, GeoJSON, Point } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';

/** A point drawn on the map, e.g. a project's marker. */
export interface MapMarker {
  id: string;
  lat: number;
  lng: number;
  /** CSS colour of the dot. */
  color: string;
  /** Names the marker for its tooltip and for tests. */
  label?: string;
  /** Whether the user may drag it (then `onMarkerDragEnd` tells where it was dropped). */
  draggable?: boolean;
}

/** A GeoJSON layer drawn over the basemap: polygons filled, lines as lines, points as circles. */
export interface MapLayer {
  id: string;
  /** The GeoJSON itself, or a URL it is fetched from. */
  data: GeoJSON | string;
  visible: boolean;
  /** CSS colour; a colour of the palette by position when left out. */
  color?: string;
}

export const MARKERS_SOURCE = 'markers';
export const MARKERS_LAYER = 'markers';
export const LAYER_PALETTE = ['#1f77b4', '#2ca02c', '#9467bd', '#8c564b', '#17becf', '#ff7f0e'] as const;

/** The markers as one GeoJSON source (drawn by a circle layer, so they are rendered features a query finds). */
export function markerFeatures(markers: readonly MapMarker[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: markers.map((marker) => ({
      type: 'Feature',
      properties: {
        id: marker.id,
        color: marker.color,
        label: marker.label ?? marker.id,
        draggable: marker.draggable === true,
      },
      geometry: { type: 'Point', coordinates: [marker.lng, marker.lat] },
    })),
  };
}

export const markersLayer: LayerSpecification = {
  id: MARKERS_LAYER,
  type: 'circle',
  source: MARKERS_SOURCE,
  paint: {
    'circle-radius': 8,
    'circle-color': ['get', 'color'],
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 2,
  },
};

/** The source id of an overlay layer. */
export const overlaySource = (layerId: string): string => `overlay-${layerId}`;

/** The style layers of one overlay: polygon fill and outline, lines, and points, each kept to its geometry type. */
export function overlayLayers(layerId: string, color: string, visible: boolean): LayerSpecification[] {
  const source = overlaySource(layerId);
  const layout = { visibility: visible ? ('visible' as const) : ('none' as const) };
  return [
    {
      id: `${source}-fill`,
      type: 'fill',
      source,
      layout,
      filter: ['==', ['geometry-type'], 'Polygon'],
      // The line layer below outlines the polygons: an antialiased fill edge would only add a WebGL program.
      paint: { 'fill-color': color, 'fill-opacity': 0.35, 'fill-antialias': false },
    },
    {
      id: `${source}-line`,
      type: 'line',
      source,
      layout,
      filter: ['in', ['geometry-type'], ['literal', ['LineString', 'Polygon']]],
      paint: { 'line-color': color, 'line-width': 2 },
    },
    {
      id: `${source}-point`,
      type: 'circle',
      source,
      layout,
      filter: ['==', ['geometry-type'], 'Point'],
      paint: { 'circle-color': color, 'circle-radius': 5 },
    },
  ];
}
