import { useEffect, useId, useState } from 'react';
import { LocationPicker } from '../../pickers/LocationPicker.tsx';
import { useDebounced } from '../../pickers/use-debounced.ts';
import { DIMENSION_AXIS_MAX, DIMENSION_AXIS_MIN, type DimensionAxis } from '../../state/chart-state.ts';
import { valueAtPercent, type ValueRange } from './points.ts';
import { tickText } from './scene-geometry.ts';

/** Typed bounds and the proximity slider reach the chart this long after the last change (docs/product-guide.md#fixed-values: 3D plot debounce). */
export const DIMENSION_DEBOUNCE_MS = 200;

/** A min/max draft as typed: accepted when both are numbers within 0..100 and min <= max. */
export function acceptedBounds(minText: string, maxText: string): { min: number; max: number } | null {
  if (minText.trim() === '' || maxText.trim() === '') return null;
  const min = Number(minText);
  const max = Number(maxText);
  const inRange = (value: number) =>
    Number.isFinite(value) && value >= DIMENSION_AXIS_MIN && value <= DIMENSION_AXIS_MAX;
  return inRange(min) && inRange(max) && min <= max ? { min, max } : null;
}

interface AxisFieldsProps {
  /** 'X', 'Y' or 'Z'. */
  name: string;
  axis: DimensionAxis;
  location: string;
  /** The location's range over the record, to show what the percents stand for; null while loading. */
  range: ValueRange | null;
  measure: string;
  onChange: (axis: DimensionAxis) => void;
}

/** One axis: its location, and the min and max kept, in percent of the location's range over the record. */
export function AxisFields({ name, axis, location, range, measure, onChange }: AxisFieldsProps) {
  const [minText, setMinText] = useState(String(axis.min));
  const [maxText, setMaxText] = useState(String(axis.max));
  const hintId = useId();
  useEffect(() => setMinText(String(axis.min)), [axis.min]);
  useEffect(() => setMaxText(String(axis.max)), [axis.max]);
  const commit = useDebounced((min: string, max: string) => {
    const bounds = acceptedBounds(min, max);
    if (bounds && (bounds.min !== axis.min || bounds.max !== axis.max)) onChange({ ...axis, location, ...bounds });
  }, DIMENSION_DEBOUNCE_MS);
  const accepted = acceptedBounds(minText, maxText);
  const unit = measure ? ` ${measure}` : '';
  const bound = (label: 'Min' | 'Max', text: string, change: (text: string) => void) => (
    <label>
      <span>{label} %</span>
      <input
        className="ui-input"
        type="number"
        min={DIMENSION_AXIS_MIN}
        max={DIMENSION_AXIS_MAX}
        step="any"
        aria-label={`${name} ${label.toLowerCase()}`}
        aria-describedby={hintId}
        aria-invalid={!accepted || undefined}
        value={text}
        onChange={(event) => change(event.target.value)}
      />
    </label>
  );
  return (
    <fieldset className="dimension-axis">
      <legend className="picker__label">{name} axis</legend>
      <LocationPicker
        label={`${name} location`}
        value={location}
        onChange={(next) => onChange({ ...axis, location: next })}
      />
      <div className="dimension-axis__bounds">
        {bound('Min', minText, (text) => {
          setMinText(text);
          commit(text, maxText);
        })}
        {bound('Max', maxText, (text) => {
          setMaxText(text);
          commit(minText, text);
        })}
      </div>
      <p id={hintId} className="dimension-axis__hint">
        {!accepted
          ? 'Min and max are percents from 0 to 100, min not above max.'
          : range
            ? `Keeps ${tickText(valueAtPercent(range, accepted.min), range)} to ${tickText(valueAtPercent(range, accepted.max), range)}${unit}`
            : 'Percent of the range over the record'}
      </p>
    </fieldset>
  );
}

/** The proximity slider: 0 to 1 in steps of 0.01 (docs/product-guide.md#fixed-values). */
export function ProximitySlider({ value, onChange }: { value: number; onChange: (proximity: number) => void }) {
  const [draft, setDraft] = useState(value);
  const id = useId();
  useEffect(() => setDraft(value), [value]);
  const commit = useDebounced(onChange, DIMENSION_DEBOUNCE_MS);
  return (
    <div className="picker dimension-proximity">
      <label className="picker__label" htmlFor={id}>
        Proximity
      </label>
      <div className="picker__row">
        <input
          id={id}
          type="range"
          min={0}
          max={1}
          step={0.01}
          value={draft}
          onChange={(event) => {
            const next = Number(event.target.value);
            setDraft(next);
            commit(next);
          }}
        />
        <output htmlFor={id} className="dimension-proximity__value">
          {draft.toFixed(2)}
        </output>
      </div>
    </div>
  );
}
