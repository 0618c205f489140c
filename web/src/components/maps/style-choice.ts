import type { StyleSpecification } from 'maplibre-gl';
import type { TileStyleView } from '@waterline/contract/maps';

/** The map styles a user picks from; both fall back to the offline basemap. */
export type MapStyleId = TileStyleView['id'];
export const MAP_STYLES: readonly { id: MapStyleId; name: string }[] = [
  { id: 'satellite', name: 'Satellite' },
  { id: 'terrain', name: 'Terrain' },
];
export const DEFAULT_MAP_STYLE: MapStyleId = 'satellite';

export interface StyleDecision {
  /** Raster tile URL templates to draw over the basemap; null: the offline basemap alone. */
  tiles: string[] | null;
  attribution: string;
  /** What the map says about the fallback, or null when the chosen tiles are drawn. */
  notice: string | null;
}

/**
 * What to draw for the chosen style: its tiles when configured and not failed; otherwise the offline
 * basemap with a notice saying why. `styles` is undefined while (or when) the settings cannot be read.
 */
export function decideStyle(
  choice: MapStyleId,
  styles: readonly TileStyleView[] | undefined,
  failed: ReadonlySet<MapStyleId>,
): StyleDecision {
  const style = styles?.find((candidate) => candidate.id === choice);
  const name = MAP_STYLES.find((candidate) => candidate.id === choice)?.name ?? choice;
  if (!style?.tiles || style.tiles.length === 0)
    return { tiles: null, attribution: '', notice: `${name} tiles are not configured: showing the offline basemap.` };
  if (failed.has(choice))
    return { tiles: null, attribution: '', notice: `${name} tiles could not be loaded: showing the offline basemap.` };
  return { tiles: style.tiles, attribution: style.attribution, notice: null };
}

/** The served basemap style with its tile URL templates made absolute (MapLibre's workers fetch them from another base), their {z}/{x}/{y} kept as they are. */
export function resolveBasemapStyle(style: StyleSpecification, pageUrl: string): StyleSpecification {
  const absolute = (template: string) => new URL(template, pageUrl).href.replaceAll('%7B', '{').replaceAll('%7D', '}');
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([id, source]) => [
      id,
      source.type === 'vector' && source.tiles ? { ...source, tiles: source.tiles.map(absolute) } : source,
    ]),
  );
  return { ...style, sources };
}
