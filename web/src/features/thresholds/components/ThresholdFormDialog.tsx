import { OPACITY } from '@waterline/domain/thresholds/threshold-data';
import { useState, type FormEvent } from 'react';
import { LINE_PATTERN_LABELS, LINE_PATTERNS, type LinePattern } from '../../../components/charts/line-patterns.ts';
import { DayPicker } from '../../../components/forms/DayPicker.tsx';
import { Checkbox, Dialog, ErrorBar, Select, TextField, FormActions } from '../../../components/ui/index.ts';
import { describeRequestError, type RequestError } from '../../../lib/api-error.ts';
import { UNABLE_TO_PROCESS } from '../../../lib/messages.ts';
import { useChartContext } from '../../charts/index.ts';
import { useAddThresholdMutation, useEditThresholdMutation, type Threshold } from '../api.ts';
import { ColorChoice } from './ColorChoice.tsx';
import { StepsEditor } from './StepsEditor.tsx';
import {
  checkThresholdForm,
  newThresholdForm,
  thresholdFormOf,
  type ThresholdForm,
  type ThresholdFormErrors,
  type ThresholdFormField,
} from '../model/threshold-form.ts';

const PATTERN_OPTIONS = LINE_PATTERNS.map((pattern) => ({ value: pattern, label: LINE_PATTERN_LABELS[pattern] }));

interface ThresholdFormDialogProps {
  /** The threshold to edit; null adds one. */
  threshold: Threshold | null;
  /** The chart's location, where a new threshold belongs. */
  location: string;
  onSaved: (saved: Threshold) => void;
  onClose: () => void;
}

/**
 * Adds or edits a threshold of any kind: a value, a range (with an optional fill and its opacity),
 * a date window, and steps per day; name, colour and pattern. A form with a mistake says what to
 * fix, field by field, and saves nothing.
 */
export function ThresholdFormDialog({ threshold, location, onSaved, onClose }: ThresholdFormDialogProps) {
  const { projectKey, startCalDay } = useChartContext();
  const [form, setForm] = useState<ThresholdForm>(() =>
    threshold ? thresholdFormOf(threshold.data, startCalDay) : newThresholdForm(startCalDay),
  );
  const [errors, setErrors] = useState<ThresholdFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [addThreshold, adding] = useAddThresholdMutation();
  const [editThreshold, editing] = useEditThresholdMutation();
  const busy = adding.isLoading || editing.isLoading;

  /** Changes the form; the messages about the changed fields go, the others stay until the next Save. */
  const update = (changes: Partial<ThresholdForm>, fields: ThresholdFormField[]) => {
    setForm((current) => ({ ...current, ...changes }));
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => field !== 'form' && !fields.includes(field as ThresholdFormField)),
      ),
    );
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkThresholdForm(form, threshold?.location ?? location, startCalDay);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const failed = (error: RequestError) => setServerError(describeRequestError(error).message ?? UNABLE_TO_PROCESS);
    if (threshold) {
      const edited = { ...threshold, location: checked.data.location, data: checked.data };
      const answer = await editThreshold({ projectKey, threshold: edited });
      if ('error' in answer) return failed(answer.error);
      onSaved(edited);
    } else {
      const answer = await addThreshold({ projectKey, data: checked.data });
      if ('error' in answer) return failed(answer.error);
      onSaved(answer.data);
    }
  };

  const fillable = form.isRange;
  return (
    <Dialog open title={threshold ? 'Edit Threshold' : 'Add Threshold'} onClose={onClose} size="wide">
      <form className="form threshold-form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Name"
          value={form.name}
          maxLength={200}
          error={errors.name}
          onChange={(event) => update({ name: event.target.value }, ['name'])}
        />
        <fieldset className="threshold-form__kinds">
          <legend>Kind</legend>
          <Checkbox
            label="Range (upper and lower)"
            checked={form.isRange}
            onChange={(event) =>
              update({ isRange: event.target.checked }, ['value', 'upperRange', 'lowerRange', 'stepsLower'])
            }
          />
          <Checkbox
            label="Stepped (a value per day)"
            checked={form.isStepped}
            onChange={(event) =>
              update({ isStepped: event.target.checked }, ['value', 'upperRange', 'lowerRange', 'steps', 'stepsLower'])
            }
          />
          <Checkbox
            label="Date window"
            checked={form.isWindow}
            onChange={(event) => update({ isWindow: event.target.checked }, ['window'])}
          />
        </fieldset>

        {form.isStepped ? (
          <div className="threshold-form__steps">
            <StepsEditor
              label={form.isRange ? 'Upper steps' : 'Steps'}
              rows={form.steps}
              startCalDay={startCalDay}
              error={errors.steps}
              onChange={(steps) => update({ steps }, ['steps', 'stepsLower'])}
            />
            {form.isRange && (
              <StepsEditor
                label="Lower steps"
                rows={form.stepsLower}
                startCalDay={startCalDay}
                error={errors.stepsLower}
                onChange={(stepsLower) => update({ stepsLower }, ['stepsLower'])}
              />
            )}
          </div>
        ) : form.isRange ? (
          <div className="threshold-form__row">
            <TextField
              label="Upper range"
              type="number"
              step="any"
              value={form.upperRange}
              error={errors.upperRange}
              onChange={(event) => update({ upperRange: event.target.value }, ['upperRange', 'lowerRange'])}
            />
            <TextField
              label="Lower range"
              type="number"
              step="any"
              value={form.lowerRange}
              error={errors.lowerRange}
              onChange={(event) => update({ lowerRange: event.target.value }, ['lowerRange'])}
            />
          </div>
        ) : (
          <TextField
            label="Value"
            type="number"
            step="any"
            value={form.value}
            error={errors.value}
            onChange={(event) => update({ value: event.target.value }, ['value'])}
          />
        )}

        {form.isWindow && (
          <div className="threshold-form__row" role="group" aria-label="Date window">
            <DayPicker
              legend="Start"
              day={form.startWindow}
              onChange={(startWindow) => update({ startWindow }, ['window'])}
            />
            <DayPicker legend="End" day={form.endWindow} onChange={(endWindow) => update({ endWindow }, ['window'])} />
            {errors.window && <p className="ui-field__error">{errors.window}</p>}
          </div>
        )}

        <ColorChoice value={form.color} onChange={(color) => update({ color }, [])} />
        <div className="threshold-form__row">
          <Select
            label="Pattern"
            options={PATTERN_OPTIONS}
            value={form.pattern}
            onChange={(event) => update({ pattern: event.target.value as LinePattern }, [])}
          />
          <Checkbox
            className="threshold-form__fill"
            label="Fill the range"
            title={fillable ? undefined : 'Only a range can be filled'}
            disabled={!fillable}
            checked={fillable && form.fill}
            onChange={(event) => update({ fill: event.target.checked }, ['opacity'])}
          />
          <TextField
            label="Opacity"
            type="number"
            min={OPACITY.min}
            max={OPACITY.max}
            step={OPACITY.step}
            disabled={!(fillable && form.fill)}
            value={form.opacity}
            error={errors.opacity}
            onChange={(event) => update({ opacity: event.target.value }, ['opacity'])}
          />
        </div>

        <ErrorBar message={errors.form ?? serverError} />
        <FormActions onCancel={onClose} submit="Save" busy={busy} />
      </form>
    </Dialog>
  );
}
