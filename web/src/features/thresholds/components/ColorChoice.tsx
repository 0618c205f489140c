import { useId } from 'react';
import { THRESHOLD_COLORS } from '../../../components/charts/threshold-colors.ts';

/** The 21 threshold colours as native radio buttons drawn as swatches (arrow keys move between them), each named for screen readers. */
export function ColorChoice({ value, onChange }: { value: string; onChange: (color: string) => void }) {
  const name = useId();
  return (
    <fieldset className="color-choice">
      <legend>Colour</legend>
      <div className="color-choice__swatches">
        {THRESHOLD_COLORS.map((color) => (
          <label
            key={color.value}
            className="color-choice__swatch"
            style={{ background: color.value }}
            title={color.name}
          >
            <input
              type="radio"
              name={name}
              value={color.value}
              aria-label={color.name}
              checked={color.value.toLowerCase() === value.toLowerCase()}
              onChange={() => onChange(color.value)}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
