// MapLibre's worker, bundled from MapLibre's sources like its main code, so that it is split into chunks like any other script.
import 'maplibre-gl-source/source/worker.ts';
