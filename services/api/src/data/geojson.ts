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

/** Throws InvalidGeoJsonError unless `bytes` are UTF-8 JSON for a FeatureCollection of Features with (possibly null) geometries. */
export function assertFeatureCollection(bytes: Uint8Array): void {
  let document: unknown;
  try {
    document = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new InvalidGeoJsonError('it is not valid JSON');
  }
  if (!isRecord(document) || document.type !== 'FeatureCollection') throw new InvalidGeoJsonError('its type is not "FeatureCollection"');
  if (!Array.isArray(document.features)) throw new InvalidGeoJsonError('it has no "features" list');
  document.features.forEach((feature: unknown, index) => {
    if (!isRecord(feature) || feature.type !== 'Feature') throw new InvalidGeoJsonError(`feature ${index + 1} is not a "Feature"`);
    const { geometry } = feature;
    if (geometry !== null && !(isRecord(geometry) && typeof geometry.type === 'string')) {
      throw new InvalidGeoJsonError(`feature ${index + 1} has no geometry type`);
    }
  });
}
