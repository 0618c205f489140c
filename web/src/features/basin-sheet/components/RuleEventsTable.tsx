import type { BasinEvaluation } from '@waterline/domain/basin/index';

/** Events per year of each rule: years down, rules across, totals at the foot. */
export function RuleEventsTable({ evaluation }: { evaluation: BasinEvaluation }) {
  const { results } = evaluation;
  // Rules whose months wrap credit a season to the year it ends, which may follow the last calendar year.
  const years = [...new Set([...evaluation.years, ...results.flatMap((result) => [...result.perYear.keys()])])].sort(
    (a, b) => a - b,
  );
  return (
    <div className="basin-table-scroll basin-table-scroll--tall">
      <table className="basin-table basin-table--counts" aria-label="Events per year">
        <thead>
          <tr>
            <th scope="col">Year</th>
            {results.map(({ rule }) => (
              <th key={rule.id} scope="col">
                {rule.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {years.map((year) => (
            <tr key={year}>
              <th scope="row">{year}</th>
              {results.map(({ rule, perYear }) => (
                <td key={rule.id} className="numeric">
                  {perYear.get(year) ?? 0}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {results.map(({ rule, total }) => (
              <td key={rule.id} className="numeric">
                {total}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
