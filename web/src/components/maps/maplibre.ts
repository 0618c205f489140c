import * as maplibregl from 'maplibre-gl-source/index.ts';
import workerUrl from './maplibre-worker.ts?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';

// MapLibre starts its worker from this URL (a module worker of our own origin).
maplibregl.setWorkerUrl(workerUrl);
// The worker starts loading with MapLibre, while the page still renders, rather than when the first map is made.
maplibregl.prewarm();

export { maplibregl };
