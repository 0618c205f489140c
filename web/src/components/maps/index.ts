export { MapView, preloadMap } from './MapView.tsx';
export type { LatLng, MapViewProps } from './map-props.ts';
export type { MapLayer, MapMarker } from './overlays.ts';
export { roundCoordinate, roundView, roundZoom, type MapViewState } from './position.ts';
export { DEFAULT_MAP_STYLE, MAP_STYLES, type MapStyleId } from './style-choice.ts';
export { MAP_PROPERTY } from './test-hooks.ts';
export { DEFAULT_MARKER_COLOR, projectMarkers } from './project-markers.ts';
