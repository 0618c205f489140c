import type { DailySeries } from '@waterline/domain/analysis/index';
import { useCallback, useEffect, useState } from 'react';
import { useLocationSeries, type Loadable } from '../../../data/index.ts';

/** A location's series of one alternative, or 'missing' when that alternative has no such location. */
export type SeriesState = Loadable<DailySeries> | { status: 'missing' };

const MISSING: SeriesState = Object.freeze({ status: 'missing' });

type Report = (alternativeKey: string, state: SeriesState) => void;

/** Loads one alternative's series of the location and reports where it stands. */
export function AlternativeSeries({
  alternativeKey,
  location,
  onState,
}: {
  alternativeKey: string;
  location: string;
  onState: Report;
}) {
  const loaded = useLocationSeries(alternativeKey, location);
  // 'missing' comes as a new object on each render: one shared object keeps the report from repeating.
  const state = loaded.status === 'missing' ? MISSING : loaded;
  useEffect(() => onState(alternativeKey, state), [alternativeKey, state, onState]);
  return null;
}

/** The series states reported by AlternativeSeries elements, by alternative key. */
export function useSeriesStates(): [Record<string, SeriesState>, Report] {
  const [states, setStates] = useState<Record<string, SeriesState>>({});
  const report = useCallback<Report>(
    (alternativeKey, state) =>
      setStates((current) => (current[alternativeKey] === state ? current : { ...current, [alternativeKey]: state })),
    [],
  );
  return [states, report];
}
