import { STATISTIC_DISPLAY_NAMES, type StatisticKey } from '@waterline/domain/analysis/index';
import { PICK_YEAR } from '../state/chart-state.ts';
import { PickerField } from '../../../components/forms/PickerField.tsx';

/** The statistics in the order the product lists them, highest first. */
export const STATISTICS_SHOWN: readonly StatisticKey[] = ['max', 'q90', 'q75', 'median', 'mean', 'q25', 'q10', 'min'];

/** The name of a data type: a statistic's display name, or 'Pick Year'. */
export function dataTypeName(lookupKey: string): string {
  if (lookupKey === PICK_YEAR) return 'Pick Year';
  return STATISTIC_DISPLAY_NAMES[lookupKey as StatisticKey] ?? lookupKey;
}

/** Whether a lookup key is one of the statistics. */
export const isStatisticKey = (lookupKey: string): lookupKey is StatisticKey =>
  (STATISTICS_SHOWN as readonly string[]).includes(lookupKey);

export function DataTypePicker({ value, onChange }: { value: string; onChange: (lookupKey: string) => void }) {
  return (
    <PickerField label="Data Type">
      {(id) => (
        <select id={id} className="ui-input ui-select" value={value} onChange={(event) => onChange(event.target.value)}>
          {STATISTICS_SHOWN.map((key) => (
            <option key={key} value={key}>
              {STATISTIC_DISPLAY_NAMES[key]}
            </option>
          ))}
          <option value={PICK_YEAR}>Pick Year</option>
        </select>
      )}
    </PickerField>
  );
}
