import { ActionsTable } from '../../../../components/ui/index.ts';
import type { Marker } from '../../types.ts';
import { DEFAULT_MARKER_COLOR } from '../../../../components/maps/index.ts';
import { EditRemoveButtons } from '../EditRemoveButtons.tsx';

type MarkerListProps = {
  markers: readonly Marker[];
  disabled: boolean;
  onEdit: (marker: Marker) => void;
  onRemove: (marker: Marker) => void;
};

export function MarkerList({ markers, disabled, onEdit, onRemove }: MarkerListProps) {
  if (markers.length === 0) return <p className="admin-empty">No markers yet.</p>;
  return (
    <ActionsTable
      className="admin-table"
      label="Markers"
      headers={
        <>
          <th scope="col">Name</th>
          <th scope="col">Location</th>
          <th scope="col">Latitude</th>
          <th scope="col">Longitude</th>
        </>
      }
    >
      {markers.map((marker) => (
        <tr key={marker.key}>
          <td>
            <span className="marker-name">
              <span
                className="marker-dot"
                style={{ background: marker.color ?? DEFAULT_MARKER_COLOR }}
                aria-hidden="true"
              />
              <span>
                {marker.name}
                {marker.text && <span className="admin-list__detail">{marker.text}</span>}
              </span>
            </span>
          </td>
          <td>{marker.location || '—'}</td>
          <td className="numeric">{marker.lat}</td>
          <td className="numeric">{marker.lng}</td>
          <td className="admin-table__actions">
            <EditRemoveButtons
              name={`marker ${marker.name}`}
              disabled={disabled}
              onEdit={() => onEdit(marker)}
              onRemove={() => onRemove(marker)}
            />
          </td>
        </tr>
      ))}
    </ActionsTable>
  );
}
