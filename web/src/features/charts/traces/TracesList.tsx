import { useId } from 'react';
import type { TraceGroup } from './trace-visibility.ts';
import { TraceSwatch } from '../../../components/charts/TraceSwatch.tsx';

interface TracesListProps {
  groups: readonly TraceGroup[];
  onToggleTrace: (id: string) => void;
  onToggleGroup: (group: string) => void;
  /** The 'All Years' toggle, which draws every year of the record. */
  allYears?: { visible: boolean; onToggle: () => void };
}

/** The traces of a chart by group: each trace and each group toggles, plus 'All Years'. */
export function TracesList({ groups, onToggleTrace, onToggleGroup, allYears }: TracesListProps) {
  const headingId = useId();
  return (
    <section className="side-section traces-list" aria-labelledby={headingId}>
      <h3 id={headingId} className="side-section__title">
        Traces
      </h3>
      {groups.map((group) => (
        <div key={group.name} role="group" aria-label={group.name} className="traces-list__group">
          <label className="traces-list__group-toggle">
            <input type="checkbox" checked={group.visible} onChange={() => onToggleGroup(group.name)} />
            <span>{group.name}</span>
          </label>
          <ul className="traces-list__items">
            {group.traces.map((trace) => (
              <li key={trace.id}>
                <label className={trace.visible ? 'traces-list__item' : 'traces-list__item traces-list__item--hidden'}>
                  <input type="checkbox" checked={trace.visible} onChange={() => onToggleTrace(trace.id)} />
                  <TraceSwatch color={trace.color} dash={trace.dash} filled={trace.filled} />
                  <span>{trace.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {allYears && (
        <label className="traces-list__group-toggle traces-list__all-years">
          <input type="checkbox" checked={allYears.visible} onChange={allYears.onToggle} />
          <span>All Years</span>
        </label>
      )}
    </section>
  );
}
