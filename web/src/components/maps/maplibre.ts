import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';

// Under Vite the worker must be pointed at explicitly, or MapLibre fails with "Worker failed to load".
maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };
