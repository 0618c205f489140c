import type { FrequencyHeadline } from '@waterline/domain/analysis/index';
import { Checkbox, Select } from '../../../components/ui/index.ts';
import type { MatrixColumn } from '../model/compare-csv.ts';

/** One choosable item of a list: its id, its label and whether it is shown. */
interface Choosable {
  id: string;
  label: string;
  shown: boolean;
}

function ChoiceList({
  legend,
  items,
  onChange,
}: {
  legend: string;
  items: readonly Choosable[];
  onChange: (shown: string[]) => void;
}) {
  const shownIds = items.filter((item) => item.shown).map((item) => item.id);
  return (
    <fieldset className="compare-choices__list">
      <legend>{legend}</legend>
      {items.map((item) => (
        <Checkbox
          key={item.id}
          label={item.label}
          checked={item.shown}
          onChange={(event) =>
            onChange(event.target.checked ? [...shownIds, item.id] : shownIds.filter((shownId) => shownId !== item.id))
          }
        />
      ))}
    </fieldset>
  );
}

const FREQUENCY_OPTIONS = [
  { value: 'events', label: 'Events per year' },
  { value: 'years', label: 'Share of years with an event' },
];

/** Which measures and alternatives are shown, the baseline and the frequency measures' figure. */
export function CompareChoices({
  measures,
  alternatives,
  columns,
  baseline,
  frequency,
  onMeasures,
  onAlternatives,
  onBaseline,
  onFrequency,
}: {
  measures: readonly Choosable[];
  alternatives: readonly Choosable[];
  columns: readonly MatrixColumn[];
  baseline: string | null;
  frequency: FrequencyHeadline;
  onMeasures: (ids: string[]) => void;
  onAlternatives: (keys: string[]) => void;
  onBaseline: (key: string | null) => void;
  onFrequency: (frequency: FrequencyHeadline) => void;
}) {
  return (
    <section className="compare-choices" aria-label="What to compare">
      <ChoiceList legend="Measures" items={measures} onChange={onMeasures} />
      <ChoiceList legend="Alternatives" items={alternatives} onChange={onAlternatives} />
      <div className="compare-choices__settings">
        <Select
          label="Baseline"
          options={[
            { value: '', label: 'None' },
            ...columns.map((column) => ({ value: column.key, label: column.label })),
          ]}
          value={baseline ?? ''}
          onChange={(event) => onBaseline(event.target.value || null)}
        />
        <Select
          label="Frequency figure"
          options={FREQUENCY_OPTIONS}
          value={frequency}
          onChange={(event) => onFrequency(event.target.value as FrequencyHeadline)}
        />
      </div>
    </section>
  );
}
