import type { StyleSpecification } from 'maplibre-gl';
import type { ReactNode } from 'react';
import type { MapLayer, MapMarker } from './overlays.ts';
import type { MapViewState } from './position.ts';
import type { MapStyleId } from './style-choice.ts';

// What a map is given: by its user (MapView's props) and, once its style is known, by MapView (MapCanvas's).

export type LatLng = { lat: number; lng: number };

export interface MapViewProps {
  /** Where the map looks. Changing it moves the map (unless it is already there, to the stored precision). */
  view: MapViewState;
  /** Called when the user stops moving the map (pan, zoom, rotate, tilt), with the view rounded as the project stores it. */
  onViewChange?: (view: MapViewState) => void;
  /** The style shown first; the map's own Satellite / Terrain switch changes it afterwards. */
  initialStyle?: MapStyleId;
  /** Points drawn as coloured dots; those with `draggable` can be dragged. */
  markers?: readonly MapMarker[];
  /** A draggable marker was dropped: its id and where (to 4 decimals). */
  onMarkerDragEnd?: (id: string, position: LatLng) => void;
  /** A marker was clicked (or tapped). */
  onMarkerClick?: (id: string) => void;
  /** GeoJSON layers over the basemap, in drawing order (later on top). */
  layers?: readonly MapLayer[];
  /** The map (not a marker) was clicked, at this position (to 4 decimals). */
  onClick?: (position: LatLng) => void;
  /** A popup at a position with any React content; `onPopupClose` when the user closes it. */
  popup?: { lat: number; lng: number; content: ReactNode } | null;
  onPopupClose?: () => void;
  /** Names the map for assistive technology. */
  label: string;
  className?: string;
  /** Drawn over the map (e.g. buttons); positioned by the caller's CSS. */
  children?: ReactNode;
}

/** MapView's props, and what MapView decided: the basemap's style and the tiles over it. */
export type CanvasProps = MapViewProps & {
  basemap: StyleSpecification;
  tiles: string[] | null;
  tileAttribution: string;
  onTilesFailed: () => void;
};
