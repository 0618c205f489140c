import { useMemo } from 'react';
import { MapView, projectMarkers } from '../../../components/maps/index.ts';
import { Dialog } from '../../../components/ui/index.ts';
import { useChartContext } from '../registry/registry-context.tsx';
import { locationLabel } from '../../../data/index.ts';
import { groupLocations } from './location-groups.ts';

/** The project's map with a marker at each placed location, and the locations by group; choosing a marker or a location picks it and closes the dialog. */
export function LocationMapDialog({
  open,
  value,
  onClose,
  onPick,
}: {
  open: boolean;
  value: string;
  onClose: () => void;
  onPick: (location: string) => void;
}) {
  const { locations, locationGroups, project } = useChartContext();
  const { markers, lat, lng, zoom, bearing, pitch } = project.data.map;
  const view = useMemo(() => ({ lat, lng, zoom, bearing, pitch }), [lat, lng, zoom, bearing, pitch]);
  const placed = useMemo(
    () => projectMarkers(markers.filter((marker) => locations.some((location) => location.key === marker.location))),
    [markers, locations],
  );
  const pickMarker = (key: string) => {
    const location = markers.find((marker) => marker.key === key)?.location;
    if (!location) return;
    onPick(location);
    onClose();
  };
  return (
    <Dialog open={open} title="Locations" onClose={onClose} size="wide">
      <MapView
        label="Map of the project's locations"
        className="location-dialog__map"
        view={view}
        markers={placed}
        onMarkerClick={pickMarker}
      />
      <div className="location-dialog">
        {groupLocations(locations, locationGroups).map((group) => (
          <section key={group.name} className="location-dialog__group" aria-label={group.name}>
            <h3 className="location-dialog__group-name">{group.name}</h3>
            <ul className="location-dialog__list">
              {group.locations.map((location) => {
                const placed = markers.filter((marker) => marker.location === location.key);
                return (
                  <li key={location.key}>
                    <button
                      type="button"
                      className="location-dialog__item"
                      aria-current={location.key === value ? 'true' : undefined}
                      onClick={() => {
                        onPick(location.key);
                        onClose();
                      }}
                    >
                      <span className="location-dialog__name">{locationLabel(location)}</span>
                      {placed.map((marker) => (
                        <span key={marker.key} className="location-dialog__marker">
                          {marker.name}: {marker.lat.toFixed(4)}, {marker.lng.toFixed(4)}
                        </span>
                      ))}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
