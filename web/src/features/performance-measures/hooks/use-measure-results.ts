import type { DailySeries, PerformanceMeasureOutcome } from '@waterline/domain/analysis/index';
import { useEffect, useMemo, useState } from 'react';
import { paletteColor } from '../../../components/charts/palette.ts';
import type { Alternative } from '../../../lib/api-types.ts';
import { runMeasure } from '../compute/run-measure.ts';
import type { MeasureData } from '../model/measure-data.ts';
import type { AlternativeOutcome, ResultColumn } from '../model/results-table.ts';
import type { SeriesState } from './AlternativeSeries.tsx';

type Computed = { inputs: object; outcomes: PerformanceMeasureOutcome[] } | { inputs: object; message: string };

/** One result column per alternative: the measure computed on each alternative's series once all of them have arrived. */
export function useMeasureResults(
  data: MeasureData,
  alternatives: readonly Alternative[],
  states: Record<string, SeriesState>,
): ResultColumn[] {
  const inputs = useMemo(() => {
    const settled = alternatives.every((alternative) => (states[alternative.key]?.status ?? 'loading') !== 'loading');
    const ready = alternatives.flatMap((alternative) => {
      const state = states[alternative.key];
      return state?.status === 'ready' ? [{ key: alternative.key, series: state.value }] : [];
    });
    return { data, settled, ready };
  }, [data, alternatives, states]);
  const [computed, setComputed] = useState<Computed | null>(null);

  useEffect(() => {
    if (!inputs.settled) return undefined;
    let cancelled = false;
    const series: DailySeries[] = inputs.ready.map((entry) => entry.series);
    runMeasure(inputs.data, series).then(
      (outcomes) => !cancelled && setComputed({ inputs, outcomes }),
      (error: unknown) =>
        !cancelled &&
        setComputed({ inputs, message: error instanceof Error ? error.message : 'Unable to compute the measure' }),
    );
    return () => {
      cancelled = true;
    };
  }, [inputs]);

  return useMemo(() => {
    const current = computed?.inputs === inputs ? computed : null;
    return alternatives.map((alternative, index) => {
      const state = states[alternative.key];
      let outcome: AlternativeOutcome;
      if (!state || state.status === 'loading') outcome = { status: 'loading' };
      else if (state.status === 'missing') outcome = { status: 'missing' };
      else if (state.status === 'error') outcome = { status: 'error', message: state.message };
      else if (!current) outcome = { status: 'loading' };
      else if ('message' in current) outcome = { status: 'error', message: current.message };
      else {
        const found = current.outcomes[inputs.ready.findIndex((entry) => entry.key === alternative.key)];
        outcome = found ? { status: 'computed', outcome: found } : { status: 'loading' };
      }
      return {
        key: alternative.key,
        label: alternative.text || alternative.key,
        color: alternative.color || paletteColor(index),
        outcome,
      };
    });
  }, [alternatives, states, inputs, computed]);
}
