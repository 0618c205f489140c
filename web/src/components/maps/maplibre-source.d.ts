// MapLibre's TypeScript sources (aliased in web/vite.config.ts) have the API of its published build.
declare module 'maplibre-gl-source/index.ts' {
  export * from 'maplibre-gl';
}
declare module 'maplibre-gl-source/source/worker.ts';
