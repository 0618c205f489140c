/** How a GIS layer is drawn, decided by the geometry of its first feature. */
export type LayerDrawKind = 'fill' | 'line' | 'point';

const drawKindByGeometry: Record<string, LayerDrawKind> = {
  MultiPolygon: 'fill',
  Polygon: 'fill',
  LineString: 'line',
  MultiLineString: 'line',
  Point: 'point',
  MultiPoint: 'point',
};

/** What a GeoJSON document holds, as far as the Map Builder needs to know. */
export interface GeoJsonSummary {
  featureCount: number;
  geometryType: string;
  drawKind: LayerDrawKind;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a GeoJSON FeatureCollection and tells how it is drawn, by its first feature's geometry:
 * MultiPolygon as a fill, LineString as a line. Throws with a readable message otherwise.
 */
export function summarizeGeoJson(document: unknown): GeoJsonSummary {
  if (!isRecord(document) || document.type !== 'FeatureCollection' || !Array.isArray(document.features)) {
    throw new Error('The file is not a GeoJSON FeatureCollection.');
  }
  const features: unknown[] = document.features;
  if (features.length === 0) throw new Error('The file holds no GeoJSON features.');
  const first = features[0];
  const geometry = isRecord(first) ? first.geometry : undefined;
  const type = isRecord(geometry) && typeof geometry.type === 'string' ? geometry.type : undefined;
  if (type === undefined) throw new Error('The first feature has no geometry.');
  const drawKind = drawKindByGeometry[type];
  if (drawKind === undefined) throw new Error(`Unsupported geometry type: ${type}.`);
  return { featureCount: features.length, geometryType: type, drawKind };
}

/** Parses the text of a .geojson file and summarises it; a syntax error becomes a readable message. */
export function summarizeGeoJsonText(text: string): GeoJsonSummary {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('The file is not valid JSON.');
  }
  return summarizeGeoJson(parsed);
}
