import type { RuleType, ScoringRule } from '@waterline/domain/analysis/index';
import type { Dispatch } from 'react';
import { Button, Select, TextField } from '../../../../components/ui/index.ts';
import { scoreProblem } from '../../model/editor-checks.ts';
import type { EditorEvent } from '../../model/editor-events.ts';
import type { MeasureData } from '../../model/measure-data.ts';
import { DayPicker } from '../../../../components/forms/DayPicker.tsx';
import { inputText, pickerDay } from './fields.ts';
import { RuleActions } from './RuleActions.tsx';
import { ruleLabel, RULE_TYPE_OPTIONS, scoringRuleBounds } from './rule-fields.ts';

function ScoringRuleCard({
  rule,
  index,
  count,
  dispatch,
}: {
  rule: ScoringRule;
  index: number;
  count: number;
  dispatch: Dispatch<EditorEvent>;
}) {
  const label = ruleLabel(rule.name, index);
  const edit = (changes: Partial<ScoringRule>) => dispatch({ type: 'ruleEdited', index, changes });
  const bounds = scoringRuleBounds(rule.type);
  return (
    <li className="pm-rule" aria-label={`Rule ${index + 1}: ${label}`}>
      <div className="pm-rule__head">
        <span className="pm-rule__number">{index + 1}</span>
        <TextField label="Rule name" value={rule.name ?? ''} onChange={(event) => edit({ name: event.target.value })} />
        <RuleActions
          name={label}
          index={index}
          count={count}
          onMove={(direction) => dispatch({ type: 'ruleMoved', index, direction })}
          onRemove={() => dispatch({ type: 'ruleRemoved', index })}
        />
      </div>
      <div className="pm-form-grid">
        <Select
          label="Rule type"
          options={RULE_TYPE_OPTIONS}
          value={rule.type}
          onChange={(event) => edit({ type: event.target.value as RuleType })}
        />
        {bounds.lower && (
          <TextField
            label="Lower range"
            type="number"
            value={inputText(rule.lowerRange)}
            onChange={(event) => edit({ lowerRange: event.target.value })}
          />
        )}
        {bounds.upper && (
          <TextField
            label="Upper range"
            type="number"
            value={inputText(rule.upperRange)}
            onChange={(event) => edit({ upperRange: event.target.value })}
          />
        )}
        <TextField
          className="pm-form-grid__wide"
          label="Score"
          hint="A number, or a formula in x (the day's value), e.g. min(1, x / 15000)"
          value={inputText(rule.score)}
          error={scoreProblem(rule.score)}
          spellCheck={false}
          onChange={(event) => edit({ score: event.target.value })}
        />
      </div>
      <div className="pm-day-range">
        <DayPicker legend="From" day={pickerDay(rule.startDay, 1)} onChange={(day) => edit({ startDay: day })} />
        <DayPicker legend="To" day={pickerDay(rule.endDay, 365)} onChange={(day) => edit({ endDay: day })} />
      </div>
    </li>
  );
}

/** The rules of a 'Weighted Score - Rules' measure: each day gets the score of the last rule it matches, else the default score. */
export function RulesBuilder({ data, dispatch }: { data: MeasureData; dispatch: Dispatch<EditorEvent> }) {
  const rules = data.ranges ?? [];
  return (
    <div className="pm-rules">
      <p className="pm-note">
        Rules apply top to bottom: a later rule that matches a day overrides an earlier one. Days no rule matches get
        the default score.
      </p>
      <div className="pm-form-grid">
        <TextField
          label="Default score"
          type="number"
          value={inputText(data.defaultScore)}
          onChange={(event) => dispatch({ type: 'textEdited', field: 'defaultScore', text: event.target.value })}
        />
      </div>
      {rules.length > 0 && (
        <ol className="pm-rule-list" aria-label="Scoring rules">
          {rules.map((rule, index) => (
            <ScoringRuleCard
              key={rule.key ?? index}
              rule={rule}
              index={index}
              count={rules.length}
              dispatch={dispatch}
            />
          ))}
        </ol>
      )}
      <Button variant="secondary" onClick={() => dispatch({ type: 'ruleAdded' })}>
        Add Rule
      </Button>
    </div>
  );
}
