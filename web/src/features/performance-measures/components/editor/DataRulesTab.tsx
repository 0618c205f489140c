import {
  MATRIX_RULE_VALID,
  validateMatrixRule,
  type MatrixRule,
  type RuleType,
} from '@waterline/domain/analysis/index';
import type { Dispatch } from 'react';
import { Button, Select, TextField } from '../../../../components/ui/index.ts';
import type { EditorEvent } from '../../model/editor-events.ts';
import { inputText } from './fields.ts';
import { RuleActions } from './RuleActions.tsx';
import { ruleLabel, RULE_TYPE_OPTIONS } from './rule-fields.ts';

function DataRuleCard({
  rule,
  index,
  count,
  dispatch,
}: {
  rule: MatrixRule;
  index: number;
  count: number;
  dispatch: Dispatch<EditorEvent>;
}) {
  const label = ruleLabel(rule.name, index);
  const edit = (changes: Partial<MatrixRule>) => dispatch({ type: 'dataRuleEdited', index, changes });
  const message = validateMatrixRule(rule);
  const valid = message === MATRIX_RULE_VALID;
  return (
    <li className="pm-rule" aria-label={`Data rule ${index + 1}: ${label}`}>
      <div className="pm-rule__head">
        <span className="pm-rule__number">{index + 1}</span>
        <TextField label="Rule name" value={rule.name ?? ''} onChange={(event) => edit({ name: event.target.value })} />
        <RuleActions
          name={label}
          index={index}
          count={count}
          onMove={(direction) => dispatch({ type: 'dataRuleMoved', index, direction })}
          onRemove={() => dispatch({ type: 'dataRuleRemoved', index })}
        />
      </div>
      <div className="pm-form-grid">
        <Select
          label="Rule type"
          options={RULE_TYPE_OPTIONS}
          value={rule.type}
          onChange={(event) => edit({ type: event.target.value as RuleType })}
        />
        {rule.type === 'range' ? (
          <>
            <TextField
              label="Lower range"
              type="number"
              value={inputText(rule.lowerRange)}
              onChange={(event) => edit({ lowerRange: event.target.value })}
            />
            <TextField
              label="Upper range"
              type="number"
              value={inputText(rule.upperRange)}
              onChange={(event) => edit({ upperRange: event.target.value })}
            />
          </>
        ) : (
          <TextField
            label="Value"
            type="number"
            value={inputText(rule.value)}
            onChange={(event) => edit({ value: event.target.value })}
          />
        )}
        <TextField
          label="Weight"
          type="number"
          step={0.05}
          value={inputText(rule.weight)}
          onChange={(event) => edit({ weight: event.target.value })}
        />
      </div>
      <p className={`pm-rule__check ${valid ? 'pm-rule__check--valid' : 'pm-rule__check--invalid'}`}>{message}</p>
    </li>
  );
}

/** The value rules (y-rules) of the lookup table: a value's weight is that of the last rule it matches, else the default weight. */
export function DataRulesTab({ rules, dispatch }: { rules: readonly MatrixRule[]; dispatch: Dispatch<EditorEvent> }) {
  return (
    <div className="pm-rules">
      <p className="pm-note">
        Rules apply top to bottom: a later rule that matches a value overrides an earlier one. Values no rule matches
        get the default weight.
      </p>
      {rules.length > 0 && (
        <ol className="pm-rule-list" aria-label="Data rules">
          {rules.map((rule, index) => (
            <DataRuleCard key={rule.key ?? index} rule={rule} index={index} count={rules.length} dispatch={dispatch} />
          ))}
        </ol>
      )}
      <Button variant="secondary" onClick={() => dispatch({ type: 'dataRuleAdded' })}>
        Add Rule
      </Button>
    </div>
  );
}
