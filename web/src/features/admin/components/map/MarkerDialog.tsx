import { useState, type FormEvent } from 'react';
import { Dialog, TextField, FormActions } from '../../../../components/ui/index.ts';
import type { Marker } from '../../types.ts';
import { DEFAULT_MARKER_COLOR, roundCoordinate } from '../../../../components/maps/index.ts';
import { uniqueSlug } from '../../model/unique-slug.ts';

type MarkerDialogProps = {
  /** The marker to edit; null to add one. */
  editing: Marker | null;
  open: boolean;
  takenKeys: readonly string[];
  saving: boolean;
  onClose: () => void;
  onSave: (marker: Marker) => void;
};

/** Add or edit a map marker: name, text, the data location it stands for, position and colour. */
export function MarkerDialog({ open, editing, onClose, ...rest }: MarkerDialogProps) {
  return (
    <Dialog open={open} title={editing ? 'Edit Marker' : 'Add Marker'} onClose={onClose}>
      <MarkerForm editing={editing} onClose={onClose} {...rest} />
    </Dialog>
  );
}

const coordinateError = (text: string, limit: number): string | null => {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return 'Enter a number';
  return Math.abs(value) > limit ? `Between -${limit} and ${limit}` : null;
};

function MarkerForm({ editing, takenKeys, saving, onClose, onSave }: Omit<MarkerDialogProps, 'open'>) {
  const [name, setName] = useState(editing?.name ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [location, setLocation] = useState(editing?.location ?? '');
  const [lat, setLat] = useState(editing ? String(editing.lat) : '');
  const [lng, setLng] = useState(editing ? String(editing.lng) : '');
  const [color, setColor] = useState(editing?.color ?? DEFAULT_MARKER_COLOR);
  const latError = lat === '' ? null : coordinateError(lat, 90);
  const lngError = lng === '' ? null : coordinateError(lng, 180);
  const valid = name.trim() !== '' && lat !== '' && lng !== '' && !latError && !lngError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    onSave({
      key: editing?.key ?? uniqueSlug(name, takenKeys, 'marker'),
      name: name.trim(),
      text: text.trim(),
      location: location.trim(),
      lat: roundCoordinate(Number(lat)),
      lng: roundCoordinate(Number(lng)),
      color,
    });
  };

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label="Name" value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
      <TextField
        label="Text"
        hint="Shown when the marker is opened."
        value={text}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      <TextField
        label="Location"
        hint="The data location this marker stands for, e.g. Fort Peck Dam."
        value={location}
        onChange={(event) => setLocation(event.target.value)}
        autoComplete="off"
      />
      <div className="form__row">
        <TextField
          label="Latitude"
          type="number"
          step={0.0001}
          value={lat}
          error={latError}
          onChange={(event) => setLat(event.target.value)}
        />
        <TextField
          label="Longitude"
          type="number"
          step={0.0001}
          value={lng}
          error={lngError}
          onChange={(event) => setLng(event.target.value)}
        />
      </div>
      <label className="color-field">
        <input type="color" value={color} onChange={(event) => setColor(event.target.value)} />
        <span>Colour</span>
      </label>
      <FormActions onCancel={onClose} submit="Save" busy={saving} disabled={!valid} />
    </form>
  );
}
