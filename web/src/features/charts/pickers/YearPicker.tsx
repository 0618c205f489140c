import { useEffect, useId, useRef, useState } from 'react';
import { PickerField } from '../../../components/forms/PickerField.tsx';
import { useDebounced } from './use-debounced.ts';
import { toggleOrOnly } from './selection.ts';
import { acceptYearInput, nextYear, previousYear } from './years.ts';

/** Typed and slid years reach the chart this long after the last change (docs/product-guide.md#fixed-values). */
export const YEAR_INPUT_DEBOUNCE_MS = 200;
/** Width of the year popup (docs/product-guide.md#fixed-values). */
export const YEAR_POPUP_WIDTH = 420;

interface YearPickerProps {
  /** Years with data, ascending. */
  years: readonly number[];
  /** The picked years; the last one is the one the arrows, slider and number field move. */
  selected: readonly number[];
  onChange: (years: number[]) => void;
  /** Offers the several-years mode (click toggles a year, double-click keeps only that one). */
  allowMultiple?: boolean;
  label?: string;
}

const withLast = (selected: readonly number[], year: number): number[] => [
  ...selected.slice(0, -1).filter((picked) => picked !== year),
  year,
];

/** Year picker: previous/next arrows and a popup with a slider and a number field, bounded by the years with data. */
export function YearPicker({ years, selected, onChange, allowMultiple = false, label = 'Year' }: YearPickerProps) {
  const [open, setOpen] = useState(false);
  const [several, setSeveral] = useState(selected.length > 1);
  const rootRef = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const current = selected.at(-1) ?? null;
  const previous = previousYear(years, current);
  const next = nextYear(years, current);

  useEffect(() => {
    if (!open) return undefined;
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const ascending = [...selected].sort((a, b) => a - b);
  const summary =
    ascending.length === 0
      ? 'None'
      : ascending.length <= 3
        ? ascending.join(', ')
        : `${ascending.slice(0, 2).join(', ')} +${ascending.length - 2}`;

  return (
    <div
      className="year-picker"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <PickerField label={label}>
        {(id) => (
          <div className="picker__row year-picker__row">
            <button
              type="button"
              className="icon-button"
              aria-label="Previous year"
              disabled={previous === null}
              onClick={() => previous !== null && onChange(withLast(selected, previous))}
            >
              ‹
            </button>
            <button
              id={id}
              type="button"
              className="ui-input year-picker__value"
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? popupId : undefined}
              onClick={() => setOpen((isOpen) => !isOpen)}
            >
              {summary}
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label="Next year"
              disabled={next === null}
              onClick={() => next !== null && onChange(withLast(selected, next))}
            >
              ›
            </button>
          </div>
        )}
      </PickerField>
      {open && (
        <div
          id={popupId}
          role="dialog"
          aria-label={`Choose ${label.toLowerCase()}`}
          className="year-popup"
          style={{ width: YEAR_POPUP_WIDTH }}
        >
          {allowMultiple && (
            <label className="year-popup__mode">
              <input
                type="checkbox"
                checked={several}
                onChange={(event) => {
                  setSeveral(event.target.checked);
                  if (!event.target.checked && selected.length > 1) onChange(selected.slice(-1));
                }}
              />
              Several years
            </label>
          )}
          {several ? (
            <YearGrid years={years} selected={selected} onChange={onChange} />
          ) : (
            <YearSlider years={years} value={current} onCommit={(year) => onChange(withLast(selected, year))} />
          )}
        </div>
      )}
    </div>
  );
}

/** Slider and number field; a year is taken 200 ms after the last change, and only if it has data. */
function YearSlider({
  years,
  value,
  onCommit,
}: {
  years: readonly number[];
  value: number | null;
  onCommit: (year: number) => void;
}) {
  const first = years[0];
  const last = years.at(-1);
  const [draft, setDraft] = useState(value === null ? '' : String(value));
  const commit = useDebounced((text: string) => {
    const year = acceptYearInput(text, years);
    if (year !== null && year !== value) onCommit(year);
  }, YEAR_INPUT_DEBOUNCE_MS);
  useEffect(() => setDraft(value === null ? '' : String(value)), [value]);
  const change = (text: string) => {
    setDraft(text);
    commit(text);
  };
  if (first === undefined || last === undefined) return <p className="year-popup__hint">No years with data.</p>;
  const accepted = acceptYearInput(draft, years) !== null;
  return (
    <div className="year-popup__single">
      <div className="year-popup__slider">
        <span>{first}</span>
        <input
          type="range"
          aria-label="Year slider"
          min={first}
          max={last}
          step={1}
          value={accepted ? Number(draft) : (value ?? first)}
          onChange={(event) => change(event.target.value)}
        />
        <span>{last}</span>
      </div>
      <label className="year-popup__number">
        <span>Year</span>
        <input
          className="ui-input"
          type="number"
          inputMode="numeric"
          min={first}
          max={last}
          step={1}
          value={draft}
          aria-invalid={!accepted || undefined}
          onChange={(event) => change(event.target.value)}
        />
      </label>
      {!accepted && draft.trim() !== '' && (
        <p className="year-popup__hint" role="status">
          Enter a year from {first} to {last} that has data.
        </p>
      )}
    </div>
  );
}

/** Every year with data: a click toggles a year, a double-click keeps only that one. */
function YearGrid({
  years,
  selected,
  onChange,
}: {
  years: readonly number[];
  selected: readonly number[];
  onChange: (years: number[]) => void;
}) {
  return (
    <div className="year-grid" role="group" aria-label="Years">
      {years.map((year) => {
        const picked = selected.includes(year);
        return (
          <button
            key={year}
            type="button"
            className="year-grid__year"
            aria-pressed={picked}
            onClick={toggleOrOnly(
              () => onChange(picked ? selected.filter((y) => y !== year) : [...selected, year]),
              () => onChange([year]),
            )}
          >
            {year}
          </button>
        );
      })}
    </div>
  );
}
