/** Raised when an uploaded map layer is not a GeoJSON FeatureCollection; `reason` says what is wrong. */
export class InvalidGeoJsonError extends Error {
  constructor(readonly reason: string) {
    super(`The file is not a GeoJSON FeatureCollection: ${reason}`);
    this.name = 'InvalidGeoJsonError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What keeps `bytes` from being UTF-8 JSON for a FeatureCollection of Features with (possibly null) geometries, or null. */
export function featureCollectionProblem(bytes: Uint8Array): string | null {
  try {
    assertFeatureCollection(bytes);
    return null;
  } catch (error) {
    if (error instanceof InvalidGeoJsonError) return error.reason;
    throw error;
  }
}

function assertFeatureCollection(bytes: Uint8Array): void {
  let document: unknown;
  try {
    document = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new InvalidGeoJsonError('it is not valid JSON');
  }
  if (!isRecord(document) || document.type !== 'FeatureCollection')
    throw new InvalidGeoJsonError('its type is not "FeatureCollection"');
  if (!Array.isArray(document.features)) throw new InvalidGeoJsonError('it has no "features" list');
  document.features.forEach((feature: unknown, index) => {
    if (!isRecord(feature) || feature.type !== 'Feature')
      throw new InvalidGeoJsonError(`feature ${index + 1} is not a "Feature"`);
    const { geometry } = feature;
    if (geometry === null) return;
    if (!(isRecord(geometry) && typeof geometry.type === 'string'))
      throw new InvalidGeoJsonError(`feature ${index + 1} has no geometry type`);
    const problem = geometryProblem(geometry);
    if (problem) throw new InvalidGeoJsonError(`feature ${index + 1} ${problem}`);
  });
}

/** How deeply each geometry type nests its positions: a Point is one position, a MultiPolygon lists of lists of rings. */
const POSITION_DEPTH: Readonly<Record<string, number>> = {
  Point: 0,
  MultiPoint: 1,
  LineString: 1,
  MultiLineString: 2,
  Polygon: 2,
  MultiPolygon: 3,
};

/** What is wrong with a geometry (its type, the nesting of its coordinates, a position not in degrees), or null. */
function geometryProblem(geometry: Record<string, unknown>): string | null {
  if (geometry.type === 'GeometryCollection') {
    if (!Array.isArray(geometry.geometries)) return 'is a GeometryCollection without "geometries"';
    for (const member of geometry.geometries as unknown[]) {
      const problem =
        isRecord(member) && typeof member.type === 'string' && member.type !== 'GeometryCollection'
          ? geometryProblem(member)
          : 'has a GeometryCollection member that is not a geometry';
      if (problem) return problem;
    }
    return null;
  }
  const depth = POSITION_DEPTH[geometry.type as string];
  if (depth === undefined) return `has an unknown geometry type "${String(geometry.type)}"`;
  return coordinatesProblem(geometry.coordinates, depth, geometry.type as string);
}

function coordinatesProblem(value: unknown, depth: number, type: string): string | null {
  if (depth === 0) {
    if (
      !Array.isArray(value) ||
      value.length < 2 ||
      !value.every((number) => typeof number === 'number' && Number.isFinite(number))
    ) {
      return `has ${type} coordinates that are not [longitude, latitude] positions`;
    }
    const [lng = 0, lat = 0] = value as number[];
    return Math.abs(lng) > 180 || Math.abs(lat) > 90
      ? `has a position outside longitude -180..180 or latitude -90..90 (GeoJSON is in WGS 84 degrees): ${lng}, ${lat}`
      : null;
  }
  if (!Array.isArray(value)) return `has ${type} coordinates that are not nested as a ${type} needs`;
  for (const inner of value) {
    const problem = coordinatesProblem(inner, depth - 1, type);
    if (problem) return problem;
  }
  return null;
}
