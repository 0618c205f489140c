import type { BasinRule } from '@waterline/domain/basin/index';
import { ruleCondition, ruleCooldown, ruleMonths } from '../model/rule-text.ts';

/** The catalogue as a table: one row per rule. */
export function RuleCatalogueTable({ rules }: { rules: readonly BasinRule[] }) {
  return (
    <div className="basin-table-scroll">
      <table className="basin-table basin-table--catalogue" aria-label="Rule catalogue">
        <thead>
          <tr>
            <th scope="col">Rule</th>
            <th scope="col">Kind</th>
            <th scope="col">Condition</th>
            <th scope="col">Months</th>
            <th scope="col">Cooldown</th>
            <th scope="col">Target</th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr key={rule.id}>
              <th scope="row">{rule.label}</th>
              <td data-label="Kind">{rule.kind === 'volume' ? 'Volume' : 'Threshold'}</td>
              <td data-label="Condition">{ruleCondition(rule)}</td>
              <td data-label="Months">{ruleMonths(rule)}</td>
              <td data-label="Cooldown">{ruleCooldown(rule)}</td>
              <td data-label="Target">{rule.target}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
