import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { GeoJSONSource, Map as MapLibreMap, MapLayerMouseEvent, MapLayerTouchEvent, Popup } from 'maplibre-gl';
import { maplibregl } from './maplibre.ts';
import type { CanvasProps, MapViewProps } from './map-props.ts';
import {
  LAYER_PALETTE,
  MARKERS_LAYER,
  MARKERS_SOURCE,
  markerFeatures,
  markersLayer,
  overlayLayers,
  overlaySource,
  type MapLayer,
  type MapMarker,
} from './overlays.ts';
import { roundCoordinate, roundView, sameView } from './position.ts';
import { drawSkyOnlyWhenVisible } from './sky.ts';
import { resolveBasemapStyle } from './style-choice.ts';
import { exposeMapForTests } from './test-hooks.ts';

const TILES = 'tiles';

/** Owns the MapLibre map (MapView's inside, loaded with MapLibre): made once, then kept in step with the props. */
export function MapCanvas({
  basemap,
  tiles,
  tileAttribution,
  onTilesFailed,
  view,
  markers = [],
  layers = [],
  popup,
  label,
  ...handlers
}: CanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [styleReady, setStyleReady] = useState(false);
  // The latest handlers, read by MapLibre's listeners (registered once).
  const latest = useRef({ handlers, markers, onTilesFailed, view, label });
  latest.current = { handlers, markers, onTilesFailed, view, label };
  const style = useMemo(() => resolveBasemapStyle(basemap, window.location.href), [basemap]);
  // What each overlay source was last given.
  const layerData = useRef(new Map<string, MapLayer['data']>());
  // The markers the map was last given.
  const markersDrawn = useRef<readonly MapMarker[] | null>(null);

  // Made as soon as its element is in the page, before the browser lays out and paints the rest of the commit
  // (e.g. a long list drawn with the map): creating the WebGL context and the tiles' requests start that much sooner.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    // The map starts where the props are now; later changes of them are applied by the effects below.
    const { view, label } = latest.current;
    const sources = layerData.current;
    const created = new maplibregl.Map({
      container: element,
      style,
      center: [view.lng, view.lat],
      zoom: view.zoom,
      bearing: view.bearing,
      pitch: view.pitch,
      maxPitch: 85,
      attributionControl: { compact: false },
      // The maps draw no labels, so there is no label fade to wait for: with the default 300 ms the map kept
      // repainting for that long after every move before it settled.
      fadeDuration: 0,
    });
    drawSkyOnlyWhenVisible(created);
    created.addControl(new maplibregl.NavigationControl({ visualizePitch: true }), 'top-right');
    created.addControl(new maplibregl.ScaleControl({ unit: 'metric' }), 'bottom-left');
    created.getCanvas().setAttribute('aria-label', label);
    // Our sources and layers are added as soon as the style is read, so their tiles load with the basemap's: the
    // markers at once (not a render later), so that the worker is given them with the basemap's first tiles.
    created.once('style.load', () => {
      drawMarkers(created, latest.current.markers);
      markersDrawn.current = latest.current.markers;
      setStyleReady(true);
    });
    created.on('error', (event) => {
      if ((event as { sourceId?: string }).sourceId === TILES) latest.current.onTilesFailed();
    });
    created.on('moveend', (event) => {
      // Only the user's moves are reported, not the ones the `view` prop asked for.
      if ((event as { fromViewProp?: boolean }).fromViewProp) return;
      const center = created.getCenter();
      latest.current.handlers.onViewChange?.(
        roundView({
          lat: center.lat,
          lng: center.lng,
          zoom: created.getZoom(),
          bearing: created.getBearing(),
          pitch: created.getPitch(),
        }),
      );
    });
    listenForMarkers(created, latest);
    created.on('click', (event) => {
      if (
        created.getLayer(MARKERS_LAYER) &&
        created.queryRenderedFeatures(event.point, { layers: [MARKERS_LAYER] }).length > 0
      )
        return;
      latest.current.handlers.onClick?.({
        lat: roundCoordinate(event.lngLat.lat),
        lng: roundCoordinate(event.lngLat.lng),
      });
    });
    exposeMapForTests(element, created);
    setMap(created);
    return () => {
      exposeMapForTests(element, null);
      created.remove();
      setMap(null);
      setStyleReady(false);
      sources.clear();
      markersDrawn.current = null;
    };
    // The map is made once per basemap.
  }, [style]);

  useEffect(() => {
    if (!map) return;
    const center = map.getCenter();
    const current = {
      lat: center.lat,
      lng: center.lng,
      zoom: map.getZoom(),
      bearing: map.getBearing(),
      pitch: map.getPitch(),
    };
    if (!sameView(current, view))
      map.jumpTo(
        { center: [view.lng, view.lat], zoom: view.zoom, bearing: view.bearing, pitch: view.pitch },
        { fromViewProp: true },
      );
  }, [map, view]);

  const tileKey = tiles?.join(' ') ?? '';
  useEffect(() => {
    if (!map || !styleReady) return;
    if (map.getLayer(TILES)) map.removeLayer(TILES);
    if (map.getSource(TILES)) map.removeSource(TILES);
    if (!tileKey) return;
    map.addSource(TILES, { type: 'raster', tiles: tileKey.split(' '), tileSize: 256, attribution: tileAttribution });
    // Over land and water, under the borders and everything of ours.
    map.addLayer({ id: TILES, type: 'raster', source: TILES }, 'basemap-states');
    // The tile addresses are compared by their text.
  }, [map, styleReady, tileKey, tileAttribution]);

  useEffect(() => {
    if (!map || !styleReady) return;
    const wanted = new Set(layers.map((layer) => overlaySource(layer.id)));
    for (const layer of map.getStyle().layers) {
      if ('source' in layer && layer.source.startsWith('overlay-') && !wanted.has(layer.source))
        map.removeLayer(layer.id);
    }
    for (const id of Object.keys(map.getStyle().sources)) {
      if (id.startsWith('overlay-') && !wanted.has(id)) {
        map.removeSource(id);
        layerData.current.delete(id);
      }
    }
    layers.forEach((layer, index) => {
      const source = overlaySource(layer.id);
      // A URL is made absolute: MapLibre's workers fetch it from another base.
      const data = typeof layer.data === 'string' ? new URL(layer.data, window.location.href).href : layer.data;
      const existing = map.getSource<GeoJSONSource>(source);
      if (!existing) map.addSource(source, { type: 'geojson', data });
      // Showing or hiding a layer must not fetch its file again.
      else if (layerData.current.get(source) !== data) existing.setData(data);
      layerData.current.set(source, data);
      for (const spec of overlayLayers(
        layer.id,
        layer.color ?? LAYER_PALETTE[index % LAYER_PALETTE.length] ?? '#1f77b4',
        layer.visible,
      )) {
        if (map.getLayer(spec.id)) map.setLayoutProperty(spec.id, 'visibility', layer.visible ? 'visible' : 'none');
        else map.addLayer(spec, map.getLayer(MARKERS_LAYER) ? MARKERS_LAYER : undefined);
      }
    });
  }, [map, styleReady, layers]);

  useEffect(() => {
    if (!map || !styleReady || markersDrawn.current === markers) return;
    drawMarkers(map, markers);
    markersDrawn.current = markers;
  }, [map, styleReady, markers]);

  const popupNode = usePopup(map, popup ?? null, handlers.onPopupClose);

  return (
    <>
      <div ref={container} className="map-view__canvas" data-map="" />
      {popupNode}
    </>
  );
}

/** Draws the markers as the map's markers source (added with its layer the first time). */
function drawMarkers(map: MapLibreMap, markers: readonly MapMarker[]): void {
  const data = markerFeatures(markers);
  const source = map.getSource<GeoJSONSource>(MARKERS_SOURCE);
  if (source) source.setData(data);
  else {
    map.addSource(MARKERS_SOURCE, { type: 'geojson', data });
    map.addLayer(markersLayer);
  }
}

type Latest = {
  current: { handlers: Pick<MapViewProps, 'onMarkerDragEnd' | 'onMarkerClick'>; markers: readonly MapMarker[] };
};

/** Marker clicks, hover cursor and dragging with the mouse or a finger (the drag moves the dot live and reports where it was dropped). */
function listenForMarkers(map: MapLibreMap, latest: Latest): void {
  const canvas = map.getCanvas();
  let dragging: string | null = null;
  const markerAt = (event: MapLayerMouseEvent | MapLayerTouchEvent) =>
    latest.current.markers.find((marker) => marker.id === event.features?.[0]?.properties?.id);
  const moveTo = (id: string, lng: number, lat: number) => {
    const moved = latest.current.markers.map((marker) => (marker.id === id ? { ...marker, lng, lat } : marker));
    map.getSource<GeoJSONSource>(MARKERS_SOURCE)?.setData(markerFeatures(moved));
  };
  const startDrag = (event: MapLayerMouseEvent | MapLayerTouchEvent, input: DragInput) => {
    const marker = markerAt(event);
    if (!marker?.draggable || !latest.current.handlers.onMarkerDragEnd) return;
    // Keeps the map from panning (or, for a finger, zooming) while the marker moves.
    event.preventDefault();
    const id = marker.id;
    dragging = id;
    let moved = false;
    canvas.style.cursor = 'grabbing';
    const onMove = (move: { lngLat: { lng: number; lat: number } }) => {
      moved = true;
      moveTo(id, move.lngLat.lng, move.lngLat.lat);
    };
    const onEnd = (end: { type: string; lngLat: { lng: number; lat: number } }) => {
      map.off(input.move, onMove);
      for (const type of input.end) map.off(type, onEnd);
      canvas.style.cursor = '';
      dragging = null;
      // A press without a move (a click or a tap) is not a drag; a cancelled touch puts the marker back.
      if (!moved || end.type === 'touchcancel') moveTo(id, marker.lng, marker.lat);
      else
        latest.current.handlers.onMarkerDragEnd?.(id, {
          lat: roundCoordinate(end.lngLat.lat),
          lng: roundCoordinate(((end.lngLat.lng + 540) % 360) - 180),
        });
    };
    map.on(input.move, onMove);
    for (const type of input.end) map.on(type, onEnd);
  };
  map.on('mouseenter', MARKERS_LAYER, (event) => {
    canvas.style.cursor = markerAt(event)?.draggable ? 'grab' : 'pointer';
  });
  map.on('mouseleave', MARKERS_LAYER, () => {
    if (!dragging) canvas.style.cursor = '';
  });
  map.on('click', MARKERS_LAYER, (event) => {
    const marker = markerAt(event);
    if (marker) latest.current.handlers.onMarkerClick?.(marker.id);
  });
  map.on('mousedown', MARKERS_LAYER, (event) => startDrag(event, MOUSE_DRAG));
  map.on('touchstart', MARKERS_LAYER, (event) => {
    // One finger drags a marker; two or more still zoom and rotate the map.
    if (event.points.length === 1) startDrag(event, TOUCH_DRAG);
  });
}

type DragInput = { move: 'mousemove' | 'touchmove'; end: readonly ('mouseup' | 'touchend' | 'touchcancel')[] };
const MOUSE_DRAG: DragInput = { move: 'mousemove', end: ['mouseup'] };
const TOUCH_DRAG: DragInput = { move: 'touchmove', end: ['touchend', 'touchcancel'] };

/** A MapLibre popup whose content React renders (through a portal into the popup's node). */
function usePopup(
  map: MapLibreMap | null,
  popup: MapViewProps['popup'] | null,
  onClose: (() => void) | undefined,
): ReactNode {
  const [node] = useState(() => document.createElement('div'));
  const closing = useRef(onClose);
  closing.current = onClose;
  const open = popup !== null && popup !== undefined;
  const lat = popup?.lat;
  const lng = popup?.lng;
  useEffect(() => {
    if (!map || lat === undefined || lng === undefined) return undefined;
    const instance: Popup = new maplibregl.Popup({ closeOnClick: false, maxWidth: '320px' })
      .setDOMContent(node)
      .setLngLat([lng, lat])
      .addTo(map);
    const closed = () => closing.current?.();
    instance.on('close', closed);
    return () => {
      instance.off('close', closed);
      instance.remove();
    };
  }, [map, node, lat, lng]);
  return open ? createPortal(popup.content, node) : null;
}
