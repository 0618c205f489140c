import { MONTHS, positionOfDay, type DayRange, type JulianDay } from '@waterline/domain/calendar/index';
import { useState } from 'react';
import { Button, Dialog, DialogActions } from '../../../components/ui/index.ts';
import { useChartContext } from '../registry/registry-context.tsx';
import { NO_SELECTION, nextRangeSelection, pickedRange, rangeText, type RangeSelection } from './date-range.ts';
import { PickerField } from '../../../components/forms/PickerField.tsx';

/** The days shown: a button that opens the date range dialog. */
export function DateRangePicker({ range, onChange }: { range: DayRange; onChange: (range: DayRange) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <PickerField label="Dates">
      {(id) => (
        <>
          <button id={id} type="button" className="ui-input picker__button" onClick={() => setOpen(true)}>
            {rangeText(range)}
          </button>
          {open && (
            <DateRangeDialog
              range={range}
              onClose={(picked) => {
                setOpen(false);
                onChange(picked);
              }}
            />
          )}
        </>
      )}
    </PickerField>
  );
}

/** Months in the order of the project's year; closing with no complete pick gives the whole year. */
function DateRangeDialog({ range, onClose }: { range: DayRange; onClose: (range: DayRange) => void }) {
  const { startCalDay } = useChartContext();
  const [selection, setSelection] = useState<RangeSelection>(NO_SELECTION);
  const shown =
    selection.start === null
      ? range
      : pickedRange({ start: selection.start, end: selection.end ?? selection.start }, startCalDay);
  const inShown = (day: JulianDay) => {
    const position = positionOfDay(day, shown.startDay);
    return position <= positionOfDay(shown.endDay, shown.startDay);
  };
  const close = () => onClose(pickedRange(selection, startCalDay));
  const months = [...MONTHS].sort(
    (a, b) => positionOfDay(a.firstDay, startCalDay) - positionOfDay(b.firstDay, startCalDay),
  );

  return (
    <Dialog open title="Date range" onClose={close} size="wide">
      <p className="form__intro">
        Click the first day, then the last day.{' '}
        {selection.start === null ? `Now: ${rangeText(range)}.` : `Picked: ${rangeText(shown)}.`}
      </p>
      <div className="date-range">
        {months.map((month) => (
          <section key={month.monthNum} className="date-range__month" aria-label={month.name}>
            <h3 className="date-range__month-name">{month.name}</h3>
            <div className="date-range__days">
              {Array.from({ length: month.days }, (_, i) => {
                const day = (month.firstDay + i) as JulianDay;
                return (
                  <button
                    key={day}
                    type="button"
                    className="date-range__day"
                    aria-pressed={inShown(day)}
                    aria-label={`${month.short} ${i + 1}`}
                    onClick={() => setSelection((current) => nextRangeSelection(current, day))}
                  >
                    {i + 1}
                  </button>
                );
              })}
            </div>
          </section>
        ))}
      </div>
      <DialogActions>
        <Button variant="secondary" onClick={() => onClose(pickedRange(NO_SELECTION, startCalDay))}>
          Whole year
        </Button>
        <Button onClick={close}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
