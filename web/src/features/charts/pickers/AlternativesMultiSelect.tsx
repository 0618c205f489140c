import { useId } from 'react';
import { TraceSwatch } from '../../../components/charts/TraceSwatch.tsx';
import { useChartContext } from '../registry/registry-context.tsx';
import { toggledAlternative, toggleOrOnly } from './selection.ts';

/** Alternatives multi-select: a click toggles one, a double-click selects only that one; Show all and Hide all. */
export function AlternativesMultiSelect({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (keys: string[]) => void;
}) {
  const { alternatives } = useChartContext();
  const headingId = useId();
  const order = alternatives.map((alternative) => alternative.key);
  return (
    <section className="side-section alternatives-select" aria-labelledby={headingId}>
      <h3 id={headingId} className="side-section__title">
        Alternatives
      </h3>
      <div className="side-section__actions">
        <button type="button" className="link-button" onClick={() => onChange(order)}>
          Show all
        </button>
        <button type="button" className="link-button" onClick={() => onChange([])}>
          Hide all
        </button>
      </div>
      <ul className="alternatives-select__list" aria-label="Alternatives shown">
        {alternatives.map((alternative) => {
          const shown = selected.includes(alternative.key);
          return (
            <li key={alternative.key}>
              <button
                type="button"
                className="alternatives-select__item"
                aria-pressed={shown}
                title="Click to show or hide; double-click to show only this one"
                onClick={toggleOrOnly(
                  () => onChange(toggledAlternative(order, selected, alternative.key)),
                  () => onChange([alternative.key]),
                )}
              >
                <TraceSwatch color={alternative.color} />
                <span>{alternative.text}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
