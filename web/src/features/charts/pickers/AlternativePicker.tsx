import { useChartContext } from '../registry/registry-context.tsx';
import { PickerField } from '../../../components/forms/PickerField.tsx';

/** One alternative of the project; `label` names the choice ('Alternative' unless told). */
export function AlternativePicker({
  value,
  onChange,
  label = 'Alternative',
}: {
  value: string;
  onChange: (alternativeKey: string) => void;
  label?: string;
}) {
  const { alternatives } = useChartContext();
  const known = alternatives.some((alternative) => alternative.key === value);
  return (
    <PickerField label={label}>
      {(id) => (
        <select id={id} className="ui-input ui-select" value={value} onChange={(event) => onChange(event.target.value)}>
          {!known && <option value={value}>{value || 'Select an alternative'}</option>}
          {alternatives.map((alternative) => (
            <option key={alternative.key} value={alternative.key}>
              {alternative.text}
            </option>
          ))}
        </select>
      )}
    </PickerField>
  );
}
