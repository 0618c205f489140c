import type { LocationGroup } from '@waterline/domain/projects/configuration';
import { Button } from '../../../../components/ui/index.ts';
import { locationLabel } from '../../../../data/index.ts';
import { groupMembers } from '../../model/location-groups.ts';
import { canMove, type MoveDirection } from '../../../../lib/move-item.ts';
import type { ProjectLocations } from './use-project-locations.ts';
import { EditRemoveButtons } from '../EditRemoveButtons.tsx';

type LocationGroupListProps = {
  groups: readonly LocationGroup[];
  data: ProjectLocations;
  disabled: boolean;
  onMove: (index: number, direction: MoveDirection) => void;
  onEdit: (group: LocationGroup) => void;
  onDelete: (group: LocationGroup) => void;
};

/** The project's location groups in order, each with its locations; one the data no longer holds is marked missing. */
export function LocationGroupList({ groups, data, disabled, onMove, onEdit, onDelete }: LocationGroupListProps) {
  if (groups.length === 0)
    return <p className="admin-empty">No location groups yet: the pickers list every location under 'Other'.</p>;
  return (
    <ol className="admin-list admin-list--plain" aria-label="Location groups">
      {groups.map((group, index) => (
        <li key={group.name} className="admin-list__item">
          <div className="admin-list__main">
            <span className="admin-list__name">{group.name}</span>
            <ul className="location-group__members" aria-label={`Locations of ${group.name}`}>
              {groupMembers(group.includes, data.locations, !data.loading).map((member) => (
                <li key={member.key} className={member.missing ? 'location-group__missing' : undefined}>
                  {locationLabel(member)}
                  {member.missing && <span className="admin-badge">Missing from the data</span>}
                </li>
              ))}
            </ul>
          </div>
          <div className="admin-list__actions">
            <Button
              variant="ghost"
              aria-label={`Move group ${group.name} up`}
              disabled={disabled || !canMove(index, groups.length, 'up')}
              onClick={() => onMove(index, 'up')}
            >
              ↑
            </Button>
            <Button
              variant="ghost"
              aria-label={`Move group ${group.name} down`}
              disabled={disabled || !canMove(index, groups.length, 'down')}
              onClick={() => onMove(index, 'down')}
            >
              ↓
            </Button>
            <EditRemoveButtons
              name={`group ${group.name}`}
              disabled={disabled}
              onEdit={() => onEdit(group)}
              onRemove={() => onDelete(group)}
              removeLabel="Delete"
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
