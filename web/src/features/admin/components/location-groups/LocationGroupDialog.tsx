import type { LocationGroup } from '@waterline/domain/projects/configuration';
import { useId, useState, type FormEvent } from 'react';
import { Checkbox, Dialog, ErrorBar, Spinner, TextField, FormActions } from '../../../../components/ui/index.ts';
import { locationLabel } from '../../../../data/index.ts';
import {
  locationGroupProblems,
  savedLocationGroups,
  selectableLocations,
  toggleLocation,
  type GroupLocation,
} from '../../model/location-groups.ts';
import { LOCATION_GROUP_NAMES_MUST_BE_UNIQUE } from '../../messages.ts';
import type { AdminProject } from '../../types.ts';
import { useProjectSave } from '../use-project-save.ts';
import type { ProjectLocations } from './use-project-locations.ts';
import { UnreadableDataNotice } from './UnreadableDataNotice.tsx';

type LocationGroupDialogProps = {
  project: AdminProject;
  /** The group to edit; null to add one. */
  editing: LocationGroup | null;
  open: boolean;
  data: ProjectLocations;
  onClose: () => void;
};

/** Add or edit a location group: its name and, checked in a list of every location of the project's data, its locations. */
export function LocationGroupDialog({ open, editing, ...rest }: LocationGroupDialogProps) {
  return (
    <Dialog
      open={open}
      title={editing ? 'Edit Location Group' : 'Add Location Group'}
      size="wide"
      onClose={rest.onClose}
    >
      <LocationGroupForm editing={editing} {...rest} />
    </Dialog>
  );
}

function LocationGroupForm({ project, editing, data, onClose }: Omit<LocationGroupDialogProps, 'open'>) {
  const groups = project.data.locationGroups;
  const [name, setName] = useState(editing?.name ?? '');
  const [includes, setIncludes] = useState<string[]>(editing?.includes ?? []);
  const [nameTouched, setNameTouched] = useState(false);
  const [locationsTouched, setLocationsTouched] = useState(false);
  const { save, saving, error } = useProjectSave(project);
  const locationsMessageId = useId();

  const otherNames = groups.filter((group) => group.name !== editing?.name).map((group) => group.name);
  const problems = locationGroupProblems({ name, includes }, otherNames);
  const valid = !problems.name && !problems.locations;
  // A taken name is worth saying at once; an empty field or list only once the user has been there.
  const nameError = nameTouched || problems.name === LOCATION_GROUP_NAMES_MUST_BE_UNIQUE ? problems.name : null;
  const locationsError = locationsTouched ? problems.locations : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || saving) return;
    if (
      await save({ data: { locationGroups: savedLocationGroups(groups, editing?.name ?? null, { name, includes }) } })
    )
      onClose();
  };

  const toggle = (key: string, checked: boolean) => {
    setLocationsTouched(true);
    setIncludes((current) => toggleLocation(current, key, checked));
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <ErrorBar message={error} />
      <TextField
        label="Name"
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => setNameTouched(true)}
        autoComplete="off"
        required
      />
      <fieldset className="admin-fieldset admin-fieldset--plain" aria-describedby={locationsMessageId}>
        <legend>Locations</legend>
        {data.loading ? (
          <Spinner label="Reading the project's locations" />
        ) : (
          <LocationChecklist
            options={selectableLocations(data.locations, editing?.includes ?? [])}
            includes={includes}
            onToggle={toggle}
          />
        )}
        <UnreadableDataNotice alternatives={data.unreadable} />
        <p id={locationsMessageId} className={locationsError ? 'ui-field__error' : 'ui-field__hint'}>
          {locationsError ??
            "Locations of every alternative's data, hidden alternatives too. The pickers list them in the order they are checked."}
        </p>
      </fieldset>
      <FormActions onCancel={onClose} submit="Save" busy={saving} disabled={!valid} holdCancelWhileBusy />
    </form>
  );
}

type LocationChecklistProps = {
  options: readonly GroupLocation[];
  includes: readonly string[];
  onToggle: (key: string, checked: boolean) => void;
};

function LocationChecklist({ options, includes, onToggle }: LocationChecklistProps) {
  if (options.length === 0)
    return (
      <p className="admin-empty">
        The project's data holds no locations yet. Add an alternative with its data file first.
      </p>
    );
  return (
    <div className="admin-check-grid location-group-form__locations">
      {options.map((option) => (
        <Checkbox
          key={option.key}
          className={option.missing ? 'location-group__missing' : undefined}
          label={option.missing ? `${option.key} (missing from the data)` : locationLabel(option)}
          checked={includes.includes(option.key)}
          onChange={(event) => onToggle(option.key, event.target.checked)}
        />
      ))}
    </div>
  );
}
