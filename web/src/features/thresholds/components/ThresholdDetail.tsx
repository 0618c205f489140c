import { THRESHOLD_ERROR, toNumber } from '@waterline/domain/analysis/index';
import type { JulianDay } from '@waterline/domain/calendar/index';
import { useMemo, type ReactNode } from 'react';
import { LINE_PATTERN_LABELS, linePatternOf } from '../../../components/charts/line-patterns.ts';
import { Button, Dialog, DialogActions } from '../../../components/ui/index.ts';
import { rangeText, type ChartLayerContext } from '../../charts/index.ts';
import type { Threshold } from '../api.ts';
import { chartThresholdCounts } from '../model/counts.ts';
import { dailyFromEntries } from '../model/steps.ts';
import { ThresholdSwatch } from './ThresholdSwatch.tsx';

interface ThresholdDetailProps {
  threshold: Threshold;
  context: ChartLayerContext;
  /** Whether the server lets the viewer edit and delete it. */
  mayChange: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onClose: () => void;
}

const shownNumber = (value: unknown): string => {
  const number = toNumber(value);
  return Number.isNaN(number) ? THRESHOLD_ERROR : number.toLocaleString('en-US');
};

/** The lowest and highest bound of stepped entries, as the detail shows them. */
function stepsText(entries: Threshold['data']['steps']): string {
  const bounds = dailyFromEntries(entries)?.filter((bound): bound is number => bound !== null) ?? [];
  if (bounds.length === 0) return THRESHOLD_ERROR;
  return `A value per day, ${shownNumber(Math.min(...bounds))} to ${shownNumber(Math.max(...bounds))}`;
}

/** The bounds of a threshold as name and text: its value, its upper and lower range, or its steps. */
function boundRows(data: Threshold['data']): [string, string][] {
  const isRange = data.isRange === true;
  if (data.isStepped === true)
    return isRange
      ? [
          ['Upper steps', stepsText(data.steps)],
          ['Lower steps', stepsText(data.stepsLower)],
        ]
      : [['Steps', stepsText(data.steps)]];
  return isRange
    ? [
        ['Upper range', shownNumber(data.upperRange)],
        ['Lower range', shownNumber(data.lowerRange)],
      ]
    : [['Value', shownNumber(data.value)]];
}

/**
 * A threshold's details (docs/product-guide.md#thresholds): pattern, value or range, date window or the chart's date
 * range, and per drawn trace the days below, equal to or between, and above it; Edit and Delete for
 * those the server lets change it. Escape closes it and focus returns to the button that opened it.
 */
export function ThresholdDetail({ threshold, context, mayChange, onEdit, onDelete, onClose }: ThresholdDetailProps) {
  const { data } = threshold;
  const isRange = data.isRange === true;
  const { traces, range } = context;
  const rows = useMemo(() => chartThresholdCounts(data, traces, range), [data, traces, range]);
  const dateWindow =
    data.isWindow === true ? { startDay: data.startWindow as JulianDay, endDay: data.endWindow as JulianDay } : null;
  const facts: [string, ReactNode][] = [
    [
      'Pattern',
      <>
        <ThresholdSwatch threshold={threshold} /> {LINE_PATTERN_LABELS[linePatternOf(data.pattern)]}
      </>,
    ],
    ...boundRows(data),
    [dateWindow ? 'Date window' : 'Date range', rangeText(dateWindow ?? range)],
  ];

  return (
    <Dialog open title={data.name} onClose={onClose} size="wide">
      <dl className="threshold-detail__facts">
        {facts.map(([name, text]) => (
          <div key={name} className="threshold-detail__fact">
            <dt>{name}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      {rows.length === 0 ? (
        <p className="threshold-detail__empty">The chart draws no trace to count.</p>
      ) : (
        <div className="threshold-detail__table-wrap">
          <table className="threshold-detail__table">
            <caption>Days by trace</caption>
            <thead>
              <tr>
                <th scope="col">Trace</th>
                <th scope="col">Less than</th>
                <th scope="col">{isRange ? 'Between' : 'Equal'}</th>
                <th scope="col">Greater than</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ trace, counts }) => (
                <tr key={trace}>
                  <th scope="row">{trace}</th>
                  {counts === THRESHOLD_ERROR ? (
                    <td colSpan={3}>{THRESHOLD_ERROR}</td>
                  ) : (
                    <>
                      <td>{counts.below}</td>
                      <td>{isRange ? counts.between : counts.equal}</td>
                      <td>{counts.above}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {mayChange && (
        <DialogActions>
          <Button variant="danger" onClick={onDelete}>
            Delete
          </Button>
          <Button variant="secondary" onClick={onEdit}>
            Edit
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
