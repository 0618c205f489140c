import type { Threshold } from '@waterline/contract/thresholds';
import { roundStatistic, THRESHOLD_ERROR, type DailySeries } from '@waterline/domain/analysis/index';
import { dayLabel, type JulianDay } from '@waterline/domain/calendar/index';
import { useMemo, useState } from 'react';
import { Select, Tabs } from '../../../../components/ui/index.ts';
import { TraceSwatch } from '../../../../components/charts/TraceSwatch.tsx';
import { isoDateOf, type DayWindow } from './record-window.ts';
import { windowSummary, windowThresholdCounts } from './window-summary.ts';

/** A drawn line with its series. */
export interface PanelLine {
  name: string;
  color: string;
  series: DailySeries;
}

interface ContinuousSidePanelProps {
  lines: readonly PanelLine[];
  window: DayWindow;
  thresholds: readonly Threshold[];
  selectedThreshold: Threshold | null;
  onSelectThreshold: (id: string | null) => void;
}

const NONE = '';
const shown = (value: number) =>
  Number.isFinite(value) ? roundStatistic(value).toLocaleString('en-US', { maximumFractionDigits: 2 }) : '-';

/** The right panel: a summary of each line in the window, or a threshold to draw with each line's day counts in the window. */
export function ContinuousSidePanel({
  lines,
  window,
  thresholds,
  selectedThreshold,
  onSelectThreshold,
}: ContinuousSidePanelProps) {
  const [tab, setTab] = useState(selectedThreshold ? 'threshold' : 'summary');
  const period = `${isoDateOf(window.start)} to ${isoDateOf(window.end)}`;
  return (
    <div className="record-chart__side" data-tour="side">
      <Tabs
        label="Side panel"
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          { id: 'summary', label: 'Summary', content: <SummaryTable lines={lines} window={window} period={period} /> },
          {
            id: 'threshold',
            label: 'Threshold',
            content: (
              <div className="side-section">
                <Select
                  label="Saved threshold"
                  value={selectedThreshold?.id ?? NONE}
                  onChange={(event) => onSelectThreshold(event.target.value === NONE ? null : event.target.value)}
                  options={[
                    { value: NONE, label: thresholds.length > 0 ? 'None' : 'No thresholds saved here' },
                    ...thresholds.map((threshold) => ({ value: threshold.id, label: threshold.data.name })),
                  ]}
                />
                {selectedThreshold && (
                  <ThresholdCountsTable threshold={selectedThreshold} lines={lines} window={window} period={period} />
                )}
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}

function SummaryTable({ lines, window, period }: { lines: readonly PanelLine[]; window: DayWindow; period: string }) {
  const rows = useMemo(
    () => lines.map((line) => ({ line, summary: windowSummary(line.series, window) })),
    [lines, window],
  );
  return (
    <div className="summary-table-scroll">
      <table className="summary-table" aria-label="Summary">
        <caption className="picker__hint">Daily values from {period}</caption>
        <thead>
          <tr>
            <th scope="col">Alternative</th>
            <th scope="col">Min</th>
            <th scope="col">Mean</th>
            <th scope="col">Max</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ line, summary }) => (
            <tr key={line.name}>
              <th scope="row">
                <TraceSwatch color={line.color} /> {line.name}
              </th>
              <td>{shown(summary.min)}</td>
              <td>{shown(summary.mean)}</td>
              <td>{shown(summary.max)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the threshold is, in a line: its value or range, its days when it has a window, whether it is stepped. */
function thresholdText({ data }: Threshold): string {
  const bound = data.isStepped
    ? 'Stepped by day'
    : data.isRange
      ? `Range ${String(data.lowerRange ?? '')} – ${String(data.upperRange ?? '')}`
      : `Value ${String(data.value ?? '')}`;
  const days =
    data.isWindow && data.startWindow && data.endWindow
      ? `, ${dayLabel(data.startWindow as JulianDay)} – ${dayLabel(data.endWindow as JulianDay)}`
      : '';
  return bound + days;
}

function ThresholdCountsTable({
  threshold,
  lines,
  window,
  period,
}: {
  threshold: Threshold;
  lines: readonly PanelLine[];
  window: DayWindow;
  period: string;
}) {
  const counts = useMemo(
    () =>
      windowThresholdCounts(
        threshold.data,
        lines.map(({ name, series }) => ({ name, series })),
        window,
      ),
    [threshold, lines, window],
  );
  const isRange = threshold.data.isRange === true;
  return (
    <>
      <p className="picker__hint">{thresholdText(threshold)}</p>
      <div className="summary-table-scroll">
        <table className="summary-table" aria-label="Threshold days">
          <caption className="picker__hint">Days from {period}</caption>
          <thead>
            <tr>
              <th scope="col">Alternative</th>
              <th scope="col">Below</th>
              <th scope="col">{isRange ? 'Between' : 'Equal'}</th>
              <th scope="col">Above</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => {
              const own = counts[line.name];
              return (
                <tr key={line.name}>
                  <th scope="row">
                    <TraceSwatch color={line.color} /> {line.name}
                  </th>
                  {own === undefined || own === THRESHOLD_ERROR ? (
                    <td colSpan={3}>{THRESHOLD_ERROR}</td>
                  ) : (
                    <>
                      <td>{own.below}</td>
                      <td>{(isRange ? own.between : own.equal) ?? '-'}</td>
                      <td>{own.above}</td>
                    </>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
