import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

// Under Vite the worker must be pointed at explicitly, or MapLibre fails with "Worker failed to load".
maplibregl.setWorkerUrl(workerUrl);
// The worker starts loading with MapLibre, while the page still renders, rather than when the first map is made.
maplibregl.prewarm();

export { maplibregl };
