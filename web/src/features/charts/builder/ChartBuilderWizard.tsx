import { chartTypes as productOrder } from '@waterline/domain/projects/chart-types';
import { useMemo, useState } from 'react';
import { Button, Dialog, DialogActions } from '../../../components/ui/index.ts';
import { useSeriesSummaries } from '../../../data/index.ts';
import { AlternativePicker } from '../pickers/AlternativePicker.tsx';
import { AlternativesMultiSelect } from '../pickers/AlternativesMultiSelect.tsx';
import { DataTypePicker, dataTypeName } from '../pickers/DataTypePicker.tsx';
import { DateRangePicker } from '../pickers/DateRangePicker.tsx';
import { LocationPicker } from '../pickers/LocationPicker.tsx';
import { LocationsPicker } from '../pickers/LocationsPicker.tsx';
import { PickerField } from '../../../components/forms/PickerField.tsx';
import { YearPicker } from '../pickers/YearPicker.tsx';
import type { ChartBuilderProps, ChartTypeDefinition } from '../registry/chart-registry.ts';
import { useChartContext, useChartRegistry } from '../registry/registry-context.tsx';
import type { ChartChanges, DimensionAxisKey } from '../state/chart-state.ts';
import { chartRange } from '../types/chart-range.ts';
import {
  asksYear,
  dimensionOf,
  nextStep,
  offeredYears,
  previousStep,
  stepComplete,
  stepTitles,
  wizardFields,
  wizardPlan,
  withChoices,
  yearSources,
  type WizardPlan,
  type WizardStep,
} from './wizard-plan.ts';
import './builder.css';

/** The registry's chart types in the product's order; types the product does not name come last. */
function orderedTypes(types: readonly ChartTypeDefinition[]): ChartTypeDefinition[] {
  const rank = (id: string) => {
    const index = (productOrder as readonly string[]).indexOf(id);
    return index < 0 ? productOrder.length : index;
  };
  return [...types].sort((a, b) => rank(a.id) - rank(b.id));
}

/** The chart builder (docs/product-guide.md#chart-builder): a dialog that walks through the steps and creates the chart. */
export function ChartBuilderWizard({ open, onClose, onCreate }: ChartBuilderProps) {
  return (
    <Dialog open={open} title="Chart Builder" onClose={onClose} size="wide">
      {/* Mounted only while open, so every opening starts at step 0 with nothing chosen. */}
      {open && <WizardSteps onCreate={onCreate} />}
    </Dialog>
  );
}

function WizardSteps({ onCreate }: Pick<ChartBuilderProps, 'onCreate'>) {
  const registry = useChartRegistry();
  const context = useChartContext();
  const types = useMemo(() => orderedTypes(registry.chartTypes), [registry]);
  const [chartType, setChartType] = useState(types[0]?.id ?? '');
  const [step, setStep] = useState<WizardStep>(0);
  const [choices, setChoices] = useState<ChartChanges>({});

  const definition = registry.chartType(chartType);
  const plan = wizardPlan(chartType);
  const defaults = useMemo(() => definition?.defaultState(context) ?? {}, [definition, context]);
  const fields = withChoices(defaults, choices);
  const choose = (changes: ChartChanges) => setChoices((current) => withChoices(current, changes));

  const titles = stepTitles(plan);
  const complete = definition !== undefined && stepComplete(step, plan, fields);
  const next = nextStep(step, plan);
  const back = previousStep(step);

  // The years are only looked up on the year step, so earlier steps load no data.
  const sources = yearSources(plan, fields);
  const summaries = useSeriesSummaries(
    step === 4 && asksYear(plan, fields)
      ? sources.series.map(({ alternative, location }) => context.sources.urlOf(alternative, location))
      : [],
    context.startCalDay,
  );
  const years = offeredYears(
    summaries.map((entry) => (entry?.status === 'ready' ? entry.value.traceYears : [])),
    sources.every,
  );
  const year =
    fields.pickYear !== undefined && fields.pickYear !== null && years.includes(fields.pickYear)
      ? fields.pickYear
      : (years.at(-1) ?? null);

  const create = () => onCreate({ chartType, ...wizardFields(plan, { ...fields, pickYear: year }) });

  return (
    <div className="wizard">
      <ol className="wizard__steps" aria-label="Steps">
        {titles.map((title, index) => (
          <li key={title} className="wizard__step" aria-current={index === step ? 'step' : undefined}>
            <span className="wizard__step-number">{index}</span> {title}
          </li>
        ))}
      </ol>
      <div className="wizard__body">
        <h3 className="wizard__title">
          Step {step} of {titles.length - 1}: {titles[step]}
        </h3>
        {step === 0 && <ChartTypeStep types={types} value={chartType} onChange={setChartType} />}
        {step === 1 && <LocationStep plan={plan} fields={fields} choose={choose} />}
        {step === 2 && <AlternativeStep plan={plan} fields={fields} choose={choose} />}
        {step === 3 && <DatesStep plan={plan} fields={fields} choose={choose} />}
        {step === 4 &&
          (asksYear(plan, fields) ? (
            <YearPicker
              years={years}
              selected={year === null ? [] : [year]}
              onChange={(picked) => choose({ pickYear: picked.at(-1) ?? null })}
            />
          ) : (
            <p className="wizard__note">
              {plan.year === 'when-pick-year'
                ? `The data type is ${dataTypeName(fields.lookupKey ?? '')}: each day's statistic over every year is drawn, so there is no year to pick.`
                : 'This chart draws every year of the record: there is no year to pick.'}
            </p>
          ))}
      </div>
      <DialogActions>
        <Button variant="secondary" disabled={back === null} onClick={() => back !== null && setStep(back)}>
          Back
        </Button>
        {next === null ? (
          <Button disabled={!complete} onClick={create}>
            Create chart
          </Button>
        ) : (
          <Button disabled={!complete} onClick={() => setStep(next)}>
            Next
          </Button>
        )}
      </DialogActions>
    </div>
  );
}

function ChartTypeStep({
  types,
  value,
  onChange,
}: {
  types: readonly ChartTypeDefinition[];
  value: string;
  onChange: (chartType: string) => void;
}) {
  return (
    <fieldset className="wizard__types">
      <legend className="ui-visually-hidden">Chart type</legend>
      {types.map((type) => (
        <label key={type.id} className="wizard__type">
          <input
            type="radio"
            name="chart-type"
            value={type.id}
            checked={type.id === value}
            onChange={() => onChange(type.id)}
          />
          <span>{type.label}</span>
          {type.experimental && <span className="badge">experimental</span>}
        </label>
      ))}
    </fieldset>
  );
}

interface StepProps {
  plan: WizardPlan;
  fields: ChartChanges;
  choose: (changes: ChartChanges) => void;
}

const AXES: readonly [DimensionAxisKey, string][] = [
  ['x', 'X location'],
  ['y', 'Y location'],
  ['z', 'Z location'],
];

function LocationStep({ plan, fields, choose }: StepProps) {
  if (plan.locations === 'several')
    return (
      <LocationsPicker
        selected={fields.selectedLocations ?? []}
        onChange={(selectedLocations) => choose({ selectedLocations })}
      />
    );
  if (plan.locations === 'xyz') {
    const dimension = dimensionOf(fields);
    return (
      <>
        {AXES.map(([key, label]) => (
          <LocationPicker
            key={key}
            label={label}
            value={dimension[key].location}
            onChange={(location) => choose({ dimension: { [key]: { ...dimension[key], location } } })}
          />
        ))}
      </>
    );
  }
  return <LocationPicker value={fields.location ?? ''} onChange={(location) => choose({ location })} />;
}

function AlternativeStep({ plan, fields, choose }: StepProps) {
  if (plan.alternatives === 'several')
    return (
      <AlternativesMultiSelect
        selected={fields.selectedAlts ?? []}
        onChange={(selectedAlts) => choose({ selectedAlts })}
      />
    );
  if (plan.alternatives === 'base-compared') {
    return (
      <>
        <AlternativePicker label="Base scenario" value={fields.altA ?? ''} onChange={(altA) => choose({ altA })} />
        <AlternativePicker label="Compared scenario" value={fields.altB ?? ''} onChange={(altB) => choose({ altB })} />
      </>
    );
  }
  return <AlternativePicker value={fields.selectedAlt ?? ''} onChange={(selectedAlt) => choose({ selectedAlt })} />;
}

function DatesStep({ plan, fields, choose }: StepProps) {
  if (!plan.dates)
    return <p className="wizard__note">This chart draws the whole record; its range selector picks the dates shown.</p>;
  return (
    <>
      <DateRangePicker
        range={chartRange({ startDay: fields.startDay ?? 1, endDay: fields.endDay ?? 365 })}
        onChange={(range) => choose({ startDay: range.startDay, endDay: range.endDay })}
      />
      {plan.lookup && (
        <DataTypePicker value={fields.lookupKey ?? 'median'} onChange={(lookupKey) => choose({ lookupKey })} />
      )}
      {plan.diffMethod && (
        <PickerField label="Difference">
          {(id) => (
            <select
              id={id}
              className="ui-input ui-select"
              value={fields.diffMethod ?? 'absolute'}
              onChange={(event) => choose({ diffMethod: event.target.value === 'relative' ? 'relative' : 'absolute' })}
            >
              <option value="absolute">Absolute</option>
              <option value="relative">Relative (%)</option>
            </select>
          )}
        </PickerField>
      )}
    </>
  );
}
