import { useId } from 'react';
import { useChartContext } from '../registry/registry-context.tsx';
import { LocationOptions } from './LocationPicker.tsx';

/** The locations of a Multiple Locations chart: one dropdown per chosen location, and one to add another. */
export function LocationsPicker({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (locations: string[]) => void;
}) {
  const { locations } = useChartContext();
  const headingId = useId();
  const addId = useId();
  const remaining = locations.filter((location) => !selected.includes(location.key));
  return (
    <div className="picker locations-picker" role="group" aria-labelledby={headingId}>
      <span id={headingId} className="picker__label">
        Locations
      </span>
      {selected.map((location, index) => (
        <div key={location} className="picker__row">
          <select
            className="ui-input ui-select"
            aria-label={`Location ${index + 1}`}
            value={location}
            onChange={(event) => onChange(selected.map((current, i) => (i === index ? event.target.value : current)))}
          >
            {!locations.some((known) => known.key === location) && <option value={location}>{location}</option>}
            <LocationOptions exclude={selected.filter((other) => other !== location)} />
          </select>
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove ${location}`}
            onClick={() => onChange(selected.filter((_, i) => i !== index))}
          >
            ×
          </button>
        </div>
      ))}
      {remaining.length > 0 && (
        <select
          id={addId}
          className="ui-input ui-select"
          aria-label="Add location"
          value=""
          onChange={(event) => event.target.value && onChange([...selected, event.target.value])}
        >
          <option value="">Add location…</option>
          <LocationOptions exclude={selected} />
        </select>
      )}
    </div>
  );
}
