import { useEffect, useState } from 'react';
import { useGetBasemapStyleQuery, useGetMapStylesQuery } from './api.ts';
import type { CanvasProps, MapViewProps } from './map-props.ts';
import { DEFAULT_MAP_STYLE, MAP_STYLES, decideStyle, type MapStyleId } from './style-choice.ts';

type MapCanvasModule = typeof import('./MapCanvas.tsx');
// MapLibre is large: it is loaded with the first map, not with the page (one request, kept).
let mapCanvasModule: Promise<MapCanvasModule> | undefined;
// Once loaded, a map is drawn in the render that asks for it, not after a placeholder and a second render.
let loadedMapCanvas: MapCanvasModule | undefined;
const loadMapCanvas = () =>
  (mapCanvasModule ??= import('./MapCanvas.tsx').then((module) => (loadedMapCanvas = module)));

/** Starts loading MapLibre (and with it its worker) before a map is mounted, e.g. as soon as a page that shows one is opened. */
export function preloadMap(): void {
  loadMapCanvas().catch(() => undefined);
}

// What stands in the map's place until it is drawn: its style or its code still coming, or either failed.
const MAP_LOADING = 'Loading the map…';
const MAP_FAILED = 'The map could not be loaded.';

/**
 * The product's one map (MapLibre GL). Under the chosen Satellite or Terrain tiles lies the offline
 * basemap served by our API, which is all that is drawn when the tiles are not configured or fail
 * (the map then says so). Zoom buttons, compass, scale bar, attribution; keyboard pan and zoom once focused.
 */
export function MapView(props: MapViewProps) {
  const basemap = useGetBasemapStyleQuery();
  const styles = useGetMapStylesQuery();
  const [choice, setChoice] = useState<MapStyleId>(props.initialStyle ?? DEFAULT_MAP_STYLE);
  const [failed, setFailed] = useState<ReadonlySet<MapStyleId>>(new Set());
  const decision = decideStyle(choice, styles.isLoading ? [] : styles.data?.styles, failed);
  // MapLibre downloads while the basemap's style is asked for, not after it came (a failure shows when the map renders).
  useEffect(preloadMap, []);

  return (
    <div className={`map-view ${props.className ?? ''}`}>
      {basemap.data ? (
        <LoadedMapCanvas
          {...props}
          basemap={basemap.data}
          tiles={decision.tiles}
          tileAttribution={decision.attribution}
          onTilesFailed={() => setFailed((current) => new Set(current).add(choice))}
        />
      ) : (
        <MapPlaceholder text={basemap.isError ? MAP_FAILED : MAP_LOADING} />
      )}
      <div className="map-view__styles" role="group" aria-label="Map style">
        {MAP_STYLES.map((style) => (
          <button
            key={style.id}
            type="button"
            className="map-view__style"
            aria-pressed={choice === style.id}
            onClick={() => setChoice(style.id)}
          >
            {style.name}
          </button>
        ))}
      </div>
      {decision.notice && !styles.isLoading && (
        <p className="map-view__notice" role="status">
          {decision.notice}
        </p>
      )}
      {props.children}
    </div>
  );
}

/**
 * The map's canvas, with a placeholder while MapLibre's code is still on its way. Not a Suspense boundary: React
 * holds back a boundary's content for up to 300 ms after its fallback showed, and the map would start that much later.
 */
function LoadedMapCanvas(props: CanvasProps) {
  const [code, setCode] = useState<MapCanvasModule | 'failed' | undefined>(loadedMapCanvas);
  useEffect(() => {
    if (code) return undefined;
    let mounted = true;
    loadMapCanvas().then(
      (loaded) => mounted && setCode(loaded),
      () => mounted && setCode('failed'),
    );
    return () => {
      mounted = false;
    };
  }, [code]);
  if (code === 'failed') return <MapPlaceholder text={MAP_FAILED} />;
  if (!code) return <MapPlaceholder text={MAP_LOADING} />;
  return <code.MapCanvas {...props} />;
}

function MapPlaceholder({ text }: { text: string }) {
  return (
    <div className="map-view__placeholder" role="status">
      {text}
    </div>
  );
}
