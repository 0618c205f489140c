import type { Map as MapLibreMap } from 'maplibre-gl';

/** The property of a map's element (`[data-map]`) that holds its MapLibre map while the browser tests ask for it (`window.__WATERLINE_TEST_HOOKS__`). */
export const MAP_PROPERTY = '__waterlineMap';

/** Puts the MapLibre map on its element so a browser test can ask it what it drew (`loaded()`, `queryRenderedFeatures`, `project`); does nothing unless tests asked for it. */
export function exposeMapForTests(element: HTMLElement, map: MapLibreMap | null): void {
  if (typeof window === 'undefined' || window.__WATERLINE_TEST_HOOKS__ !== true) return;
  (element as HTMLElement & { [MAP_PROPERTY]?: MapLibreMap | null })[MAP_PROPERTY] = map;
}
