import { useEffect, useMemo, useRef, useState } from 'react';
import {
  MapView,
  projectMarkers,
  type LatLng,
  type MapLayer,
  type MapViewState,
} from '../../../../components/maps/index.ts';
import type { AdminProject, Marker } from '../../types.ts';
import { useLayerUrls } from './use-layer-urls.ts';

/** How long the map rests before its new position is saved (docs/product-guide.md#admin-area), so one gesture makes one edit. */
const POSITION_SAVE_DELAY_MS = 1000;

type MapBuilderMapProps = {
  project: AdminProject;
  onSavePosition: (position: MapViewState) => void;
  onMoveMarker: (marker: Marker) => void;
};

/** The Map Builder's map: moving it sets where the project's map opens; markers are dragged into place; layers are shown or hidden. */
export function MapBuilderMap({ project, onSavePosition, onMoveMarker }: MapBuilderMapProps) {
  const map = project.data.map;
  const view = useMemo(
    () => ({ lat: map.lat, lng: map.lng, zoom: map.zoom, bearing: map.bearing, pitch: map.pitch }),
    [map.lat, map.lng, map.zoom, map.bearing, map.pitch],
  );
  const [moved, setMoved] = useState<MapViewState | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const layerUrls = useLayerUrls(project.project_key, map.layers);
  const savePosition = useRef(onSavePosition);
  savePosition.current = onSavePosition;

  useEffect(() => {
    if (!moved) return undefined;
    const timer = setTimeout(() => {
      setMoved(null);
      savePosition.current(moved);
    }, POSITION_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [moved]);

  const markers = useMemo(() => projectMarkers(map.markers, { draggable: true }), [map.markers]);
  const layers = useMemo<MapLayer[]>(
    () =>
      map.layers.flatMap((layer) =>
        layerUrls[layer.url]
          ? [{ id: layer.id, data: layerUrls[layer.url] as string, visible: !hidden.has(layer.id) }]
          : [],
      ),
    [map.layers, layerUrls, hidden],
  );

  const moveMarker = (key: string, position: LatLng) => {
    const marker = map.markers.find((candidate) => candidate.key === key);
    if (marker && (marker.lat !== position.lat || marker.lng !== position.lng))
      onMoveMarker({ ...marker, ...position });
  };
  const toggle = (id: string) =>
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section className="card map-builder__map" aria-label="Map">
      <MapView
        label={`Map of ${project.data.title || project.project_key}`}
        className="map-builder__view"
        view={view}
        onViewChange={setMoved}
        markers={markers}
        onMarkerDragEnd={moveMarker}
        layers={layers}
      />
      <p className="admin-list__detail">
        Move, zoom, rotate (right-drag) or tilt (Ctrl-drag) the map to set where the project's map opens; drag a marker
        to move it.
      </p>
      {map.layers.length > 0 && (
        <fieldset className="map-builder__layers">
          <legend>Show layers</legend>
          {map.layers.map((layer) => (
            <label key={layer.id} className="map-builder__layer-toggle">
              <input type="checkbox" checked={!hidden.has(layer.id)} onChange={() => toggle(layer.id)} /> {layer.name}
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
