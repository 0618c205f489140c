import { useState, type FormEvent } from 'react';
import { Button, TextField } from '../../../../components/ui/index.ts';
import type { MapSettings } from '../../types.ts';
import { roundCoordinate, roundZoom } from '../../../../components/maps/position.ts';

type PositionField = 'lat' | 'lng' | 'zoom' | 'pitch' | 'bearing';
type Position = Pick<MapSettings, PositionField>;

const fields: {
  field: PositionField;
  label: string;
  min: number;
  max: number;
  step: number;
  round: (value: number) => number;
}[] = [
  { field: 'lat', label: 'Latitude', min: -90, max: 90, step: 0.0001, round: roundCoordinate },
  { field: 'lng', label: 'Longitude', min: -180, max: 180, step: 0.0001, round: roundCoordinate },
  { field: 'zoom', label: 'Zoom', min: 0, max: 24, step: 0.01, round: roundZoom },
  { field: 'pitch', label: 'Pitch', min: 0, max: 85, step: 1, round: (value) => value },
  { field: 'bearing', label: 'Bearing', min: -360, max: 360, step: 1, round: (value) => value },
];

const fieldError = (text: string, min: number, max: number): string | null => {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return 'Enter a number';
  return value < min || value > max ? `Between ${min} and ${max}` : null;
};

/** Where the map opens: centre, zoom, pitch and bearing; coordinates kept to 4 decimals and zoom to 2. */
export function MapPositionForm({
  map,
  saving,
  onSave,
}: {
  map: MapSettings;
  saving: boolean;
  onSave: (position: Position) => void;
}) {
  const [texts, setTexts] = useState<Record<PositionField, string>>(() => ({
    lat: String(map.lat),
    lng: String(map.lng),
    zoom: String(map.zoom),
    pitch: String(map.pitch),
    bearing: String(map.bearing),
  }));
  const errors = Object.fromEntries(
    fields.map(({ field, min, max }) => [field, fieldError(texts[field], min, max)]),
  ) as Record<PositionField, string | null>;
  const valid = fields.every(({ field }) => errors[field] === null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const position = Object.fromEntries(
      fields.map(({ field, round }) => [field, round(Number(texts[field]))]),
    ) as Position;
    setTexts(
      Object.fromEntries(fields.map(({ field }) => [field, String(position[field])])) as Record<PositionField, string>,
    );
    onSave(position);
  };

  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="map-position-heading">
      <h2 id="map-position-heading" className="admin-card__title">
        Position
      </h2>
      <div className="map-position">
        {fields.map(({ field, label, min, max, step }) => (
          <TextField
            key={field}
            label={label}
            type="number"
            min={min}
            max={max}
            step={step}
            value={texts[field]}
            error={errors[field]}
            onChange={(event) => setTexts((current) => ({ ...current, [field]: event.target.value }))}
          />
        ))}
      </div>
      <div className="button-row">
        <Button type="submit" busy={saving} disabled={!valid}>
          Save position
        </Button>
      </div>
    </form>
  );
}
