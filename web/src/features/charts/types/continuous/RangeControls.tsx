import { activeRangeButton, isoDateOf, RANGE_BUTTONS, rangeButtonWindow, type DayWindow } from './record-window.ts';

interface RangeControlsProps {
  /** The whole record of the chart's alternatives. */
  extent: DayWindow;
  window: DayWindow;
  /** A window being dragged: drawn at once, kept once the handle rests. */
  onMove: (window: DayWindow) => void;
  /** A window chosen by a button. */
  onPick: (window: DayWindow) => void;
}

/** The range buttons (1m, 6m, 1y, 5y, 10y, all) and a slider with two handles over the whole record. */
export function RangeControls({ extent, window, onMove, onPick }: RangeControlsProps) {
  const active = activeRangeButton(window, extent);
  const span = Math.max(1, extent.end - extent.start);
  const percent = (day: number) => `${(((day - extent.start) / span) * 100).toFixed(3)}%`;
  const handle = (label: string, day: number, windowAt: (day: number) => DayWindow) => (
    <input
      type="range"
      aria-label={label}
      aria-valuetext={isoDateOf(day)}
      min={extent.start}
      max={extent.end}
      step={1}
      value={day}
      onChange={(event) => onMove(windowAt(Number(event.target.value)))}
    />
  );
  return (
    <div className="range-controls" data-tour="range">
      <div className="range-controls__buttons" role="group" aria-label="Range">
        {RANGE_BUTTONS.map((button) => (
          <button
            key={button}
            type="button"
            className="range-controls__button"
            aria-pressed={active === button}
            onClick={() => onPick(rangeButtonWindow(button, window, extent))}
          >
            {button}
          </button>
        ))}
      </div>
      <div className="range-slider" role="group" aria-label="Dates shown">
        <div className="range-slider__track" />
        <div
          className="range-slider__selected"
          style={{ left: percent(window.start), width: `calc(${percent(window.end)} - ${percent(window.start)})` }}
        />
        {handle('Window start', window.start, (day) => ({ start: Math.min(day, window.end), end: window.end }))}
        {handle('Window end', window.end, (day) => ({ start: window.start, end: Math.max(day, window.start) }))}
      </div>
      <div className="range-controls__dates" aria-live="polite">
        <span>{isoDateOf(window.start)}</span>
        <span>{isoDateOf(window.end)}</span>
      </div>
    </div>
  );
}
