import type { GeoJsonSummary, LayerDrawKind } from '../../model/geo-json-kind.ts';

const drawnAs: Record<LayerDrawKind, string> = { fill: 'Fill', line: 'Line', point: 'Points' };

/** How a layer is drawn and why, e.g. 'Fill (MultiPolygon)'. */
export function LayerKindLabel({ summary }: { summary: GeoJsonSummary }) {
  return (
    <span className={`layer-kind layer-kind--${summary.drawKind}`}>
      <span className="layer-kind__icon" aria-hidden="true" />
      {drawnAs[summary.drawKind]} ({summary.geometryType})
    </span>
  );
}
