// Asking a map (components/maps/MapView) what it drew, through the MapLibre map the app puts on the
// map's element when the page sets window.__WATERLINE_TEST_HOOKS__ before it loads (enableChartTestHooks).
import type { Locator } from '@playwright/test';

type MapLike = {
  loaded: () => boolean;
  getLayer: (id: string) => unknown;
  queryRenderedFeatures: (options?: { layers: string[] }) => { properties: Record<string, unknown> }[];
  project: (lngLat: [number, number]) => { x: number; y: number };
  getZoom: () => number;
};
type MapElement = HTMLElement & { __waterlineMap?: MapLike | null };

/** The map's element inside `scope`. */
export const mapCanvas = (scope: Locator) => scope.locator('[data-map]');

/**
 * Whether the map has loaded (MapLibre's own `loaded()`), and how many rendered features each of
 * `layers` has on screen now (0 for a layer the style lacks); null while the map is not there yet.
 */
export async function renderedFeatures(
  scope: Locator,
  layers: readonly string[],
): Promise<{ loaded: boolean; counts: Record<string, number> } | null> {
  return mapCanvas(scope).evaluate((element, layers) => {
    const map = (element as MapElement).__waterlineMap;
    if (!map) return null;
    const counts = Object.fromEntries(
      layers.map((layer) => [layer, map.getLayer(layer) ? map.queryRenderedFeatures({ layers: [layer] }).length : 0]),
    );
    return { loaded: map.loaded(), counts };
  }, layers);
}

/** The ids of the markers drawn on the map now. */
export async function drawnMarkers(scope: Locator): Promise<string[]> {
  return mapCanvas(scope).evaluate((element) => {
    const map = (element as MapElement).__waterlineMap;
    if (!map?.getLayer('markers')) return [];
    return map.queryRenderedFeatures({ layers: ['markers'] }).map((feature) => String(feature.properties.id));
  });
}

/** Where a position is on the page (in CSS pixels), for pointing at it with the mouse. */
export async function pagePoint(scope: Locator, lng: number, lat: number): Promise<{ x: number; y: number }> {
  const canvas = mapCanvas(scope);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The map is not on screen');
  const point = await canvas.evaluate(
    (element, lngLat) => {
      const map = (element as MapElement).__waterlineMap;
      if (!map) throw new Error('No map');
      return map.project(lngLat);
    },
    [lng, lat] as [number, number],
  );
  return { x: box.x + point.x, y: box.y + point.y };
}

/** The map's zoom now. */
export async function mapZoom(scope: Locator): Promise<number> {
  return mapCanvas(scope).evaluate((element) => (element as MapElement).__waterlineMap?.getZoom() ?? Number.NaN);
}
