import { MATRIX_RULE_VALID, validateMatrixRule } from '@waterline/domain/analysis/index';
import { dayLabel, type JulianDay } from '@waterline/domain/calendar/index';
import { useMemo, useState, type Dispatch } from 'react';
import { VegaChart } from '../../../../components/charts/VegaChart.tsx';
import { Button, TextField } from '../../../../components/ui/index.ts';
import { lookupHeatmapChart } from '../../charts/lookup-heatmap.ts';
import type { EditorEvent } from '../../model/editor-events.ts';
import { lookupHeatmap, weightRuns } from '../../model/lookup-table.ts';
import { dayWeightsOf, type MeasureData } from '../../model/measure-data.ts';
import { inputText } from './fields.ts';
import { LookupTableDialog } from './LookupTableDialog.tsx';

const HEATMAP_LABEL = 'Lookup table heatmap: weight by day of the year and value';

/** How the date weights read in one line. */
function weightsSummary(weights: readonly (number | string)[]): string {
  const runs = weightRuns(weights);
  if (runs.length === 1 && runs[0]) return `${runs[0].weight} on every day`;
  return runs
    .map((run) => `${dayLabel(run.startDay as JulianDay)}–${dayLabel(run.endDay as JulianDay)}: ${run.weight}`)
    .join('; ');
}

const NO_RULES: NonNullable<MeasureData['yLookup']> = [];

/** The lookup table of a 'Weighted Score - Matrix' measure: a summary, the dialog that edits it, and its heatmap. */
export function MatrixBuilder({
  data,
  dispatch,
  measure,
}: {
  data: MeasureData;
  dispatch: Dispatch<EditorEvent>;
  measure: string;
}) {
  const [open, setOpen] = useState(false);
  const weights = dayWeightsOf(data);
  const rules = data.yLookup ?? NO_RULES;
  const validCount = rules.filter((rule) => validateMatrixRule(rule) === MATRIX_RULE_VALID).length;
  const chart = useMemo(
    () =>
      lookupHeatmapChart(
        lookupHeatmap(weights, rules, data.defaultWeight),
        measure ? `Value (${measure})` : 'Value',
        HEATMAP_LABEL,
      ),
    [weights, rules, data.defaultWeight, measure],
  );
  return (
    <div className="pm-matrix">
      <p className="pm-note">
        A day&apos;s value gets the weight of the last data rule it matches (else the default weight); the year&apos;s
        score is the mean of those weights, each day counted with its date weight.
      </p>
      <div className="pm-form-grid">
        <TextField
          label="Default weight"
          type="number"
          value={inputText(data.defaultWeight)}
          onChange={(event) => dispatch({ type: 'textEdited', field: 'defaultWeight', text: event.target.value })}
        />
      </div>
      <dl className="pm-facts">
        <div>
          <dt>Date weights</dt>
          <dd>{weightsSummary(weights)}</dd>
        </div>
        <div>
          <dt>Data rules</dt>
          <dd>{rules.length === 0 ? 'None yet' : `${rules.length} (${validCount} valid)`}</dd>
        </div>
      </dl>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Edit Data Lookup Table
      </Button>
      <figure className="pm-heatmap">
        <VegaChart spec={chart.spec} datasets={chart.datasets} label={HEATMAP_LABEL} />
        <figcaption>
          Weight of a day&apos;s value (date weight × value weight), sampled in 100 value steps.{' '}
          {rules.length > validCount ? 'Rules that are not valid are left out.' : ''}
        </figcaption>
      </figure>
      <LookupTableDialog
        open={open}
        onClose={() => setOpen(false)}
        weights={weights}
        rules={rules}
        dispatch={dispatch}
      />
    </div>
  );
}
