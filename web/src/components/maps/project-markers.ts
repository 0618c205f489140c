import type { Marker } from '@waterline/domain/projects/configuration';
import type { MapMarker } from './overlays.ts';

/** The colour of a project's marker saved without one. */
export const DEFAULT_MARKER_COLOR = '#d62728';

/** A project's markers (map settings) as the map draws them, keyed by their key. */
export function projectMarkers(markers: readonly Marker[], options: { draggable?: boolean } = {}): MapMarker[] {
  return markers.map((marker) => ({
    id: marker.key,
    lat: marker.lat,
    lng: marker.lng,
    color: marker.color ?? DEFAULT_MARKER_COLOR,
    label: marker.name,
    draggable: options.draggable === true,
  }));
}
