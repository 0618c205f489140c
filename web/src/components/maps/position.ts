/** Rounds to a fixed number of decimals without floating-point noise (0.1 + 0.2 stays 0.3). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/** Coordinates (lat, lng) are kept to 4 decimals. */
export const roundCoordinate = (value: number): number => roundTo(value, 4);

/** Zoom is kept to 2 decimals. */
export const roundZoom = (value: number): number => roundTo(value, 2);

/** Where a map looks: centre, zoom, bearing (degrees clockwise from north) and pitch (degrees of tilt). */
export interface MapViewState {
  lat: number;
  lng: number;
  zoom: number;
  bearing: number;
  pitch: number;
}

/** A camera's position as the project stores it: coordinates to 4 decimals, zoom to 2, bearing and pitch to whole degrees, bearing in -180..180. */
export function roundView(view: MapViewState): MapViewState {
  const bearing = Math.round(view.bearing) % 360;
  return {
    lat: roundCoordinate(view.lat),
    lng: roundCoordinate(((((view.lng + 180) % 360) + 360) % 360) - 180),
    zoom: roundZoom(view.zoom),
    bearing: bearing > 180 ? bearing - 360 : bearing < -180 ? bearing + 360 : bearing,
    pitch: Math.round(view.pitch),
  };
}

/** Whether two views differ by more than their stored precision (so a map does not jump to where it already is). */
export function sameView(a: MapViewState, b: MapViewState): boolean {
  const ra = roundView(a);
  const rb = roundView(b);
  return (
    ra.lat === rb.lat && ra.lng === rb.lng && ra.zoom === rb.zoom && ra.bearing === rb.bearing && ra.pitch === rb.pitch
  );
}
