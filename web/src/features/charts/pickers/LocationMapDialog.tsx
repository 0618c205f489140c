import { Dialog } from '../../../components/ui/index.ts';
import { useChartContext } from '../registry/registry-context.tsx';
import { locationLabel } from '../../series-data/index.ts';
import { groupLocations } from './location-groups.ts';

/** The project's locations by group, with the map markers placed at each; picking one closes the dialog. */
export function LocationMapDialog({ open, value, onClose, onPick }: { open: boolean; value: string; onClose: () => void; onPick: (location: string) => void }) {
  const { locations, locationGroups, project } = useChartContext();
  const markers = project.data.map.markers;
  return (
    <Dialog open={open} title="Locations" onClose={onClose}>
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
