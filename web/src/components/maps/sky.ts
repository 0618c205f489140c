import type { Map as MapLibreMap } from 'maplibre-gl';
import { getMercatorHorizon } from 'maplibre-gl-source/geo/projection/mercator_utils.ts';

/**
 * MapLibre draws its sky (a full-screen pass of its own WebGL program, compiled with the first frame) in
 * every frame, even when the map is tilted too little for the horizon to be on screen, where it leaves every
 * pixel as it was. This draws it only when the horizon is in view (or the map is rolled): the same picture,
 * without the program compiled at load and the pass in each frame.
 */
export function drawSkyOnlyWhenVisible(map: MapLibreMap): void {
  const { painter } = map;
  const drawSky = painter.drawFunctions.sky;
  painter.drawFunctions = {
    ...painter.drawFunctions,
    sky: (mesh, context) => {
      const { transform } = context;
      if (transform.roll !== 0 || getMercatorHorizon(transform) < transform.height / 2) drawSky(mesh, context);
    },
  };
}
