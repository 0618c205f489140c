// MapLibre's TypeScript sources (aliased in web/vite.config.ts) have the API of its published build.
declare module 'maplibre-gl-source/index.ts' {
  export * from 'maplibre-gl';
}
declare module 'maplibre-gl-source/source/worker.ts';
declare module 'maplibre-gl-source/geo/projection/mercator_utils.ts' {
  /** How far above the map's centre (in pixels) its horizon is. */
  export function getMercatorHorizon(transform: { pitch: number; cameraToCenterDistance: number }): number;
}
