import type { LocationGroup } from '@waterline/domain/projects/configuration';
import { useId, useState } from 'react';
import { Button, ErrorBar } from '../../../../components/ui/index.ts';
import { withoutLocationGroup } from '../../model/location-groups.ts';
import { moveItem, type MoveDirection } from '../../../../lib/move-item.ts';
import type { AdminProject } from '../../types.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useProjectSave } from '../use-project-save.ts';
import { LocationGroupDialog } from './LocationGroupDialog.tsx';
import { LocationGroupList } from './LocationGroupList.tsx';
import { UnreadableDataNotice } from './UnreadableDataNotice.tsx';
import { useProjectLocations } from './use-project-locations.ts';

type DialogState = { open: false } | { open: true; editing: LocationGroup | null };

/** The project's location groups (docs/product-guide.md#what-a-project-holds): the Charts page's location pickers show them in this order. */
export function LocationGroupsSection({ project }: { project: AdminProject }) {
  const groups = project.data.locationGroups;
  const data = useProjectLocations(project);
  const { save, saving, error, clearError } = useProjectSave(project);
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [deleting, setDeleting] = useState<LocationGroup | null>(null);
  const headingId = useId();

  const saveGroups = (next: LocationGroup[]) => save({ data: { locationGroups: next } });
  const move = (index: number, direction: MoveDirection) => void saveGroups([...moveItem(groups, index, direction)]);
  const remove = async (group: LocationGroup) => {
    await saveGroups(withoutLocationGroup(groups, group.name));
    // Closed either way: a refusal then shows in the error bar.
    setDeleting(null);
  };

  return (
    <section className="card location-groups" aria-labelledby={headingId}>
      <header className="admin-card__header">
        <div>
          <h2 id={headingId} className="admin-card__title">
            Location groups
          </h2>
          <p className="admin-section__intro">
            The Charts page's location pickers show these groups in this order; locations in no group go under 'Other',
            last.
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            clearError();
            setDialog({ open: true, editing: null });
          }}
        >
          Add group
        </Button>
      </header>
      <ErrorBar message={error} onDismiss={clearError} />
      <UnreadableDataNotice alternatives={data.unreadable} />
      <LocationGroupList
        groups={groups}
        data={data}
        disabled={saving}
        onMove={move}
        onEdit={(group) => {
          clearError();
          setDialog({ open: true, editing: group });
        }}
        onDelete={setDeleting}
      />
      <LocationGroupDialog
        project={project}
        open={dialog.open}
        editing={dialog.open ? dialog.editing : null}
        data={data}
        onClose={() => setDialog({ open: false })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Location Group"
        confirmLabel="Delete"
        danger
        busy={saving}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        Delete the location group “{deleting?.name}”? Its locations go back under 'Other' unless another group holds
        them. History keeps it, so it can be restored.
      </ConfirmDialog>
    </section>
  );
}
