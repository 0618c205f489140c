import type { FrequencyHeadline } from '@waterline/domain/analysis/index';
import { betterOf } from '@waterline/domain/analysis/index';
import { useMemo } from 'react';
import { useMeasureOutcomes, type MeasureOfAlternative } from '../../../data/index.ts';
import type { MeasureEntry } from '../../performance-measures/measures.ts';
import { cellOf, markedRow, type MatrixCell, type MatrixRow } from '../model/matrix.ts';

/** A row per measure, a cell per alternative key: each measure computed on each alternative's series in the analysis worker. */
export function useCompareMatrix(
  measures: readonly MeasureEntry[],
  alternativeKeys: readonly string[],
  frequency: FrequencyHeadline,
): MatrixRow[] {
  const items = useMemo<MeasureOfAlternative[]>(
    () =>
      measures.flatMap((measure) => alternativeKeys.map((alternativeKey) => ({ alternativeKey, data: measure.data }))),
    [measures, alternativeKeys],
  );
  const outcomes = useMeasureOutcomes(items);
  return useMemo(
    () =>
      measures.map((measure, row) => {
        const cells: Record<string, MatrixCell> = {};
        alternativeKeys.forEach((key, column) => {
          const state = outcomes[row * alternativeKeys.length + column] ?? { status: 'loading' };
          cells[key] = cellOf(state, frequency);
        });
        return markedRow(
          {
            id: measure.id,
            name: measure.data.name,
            pmType: measure.data.pmType,
            location: measure.data.location,
            temporary: measure.temporary,
            better: betterOf(measure.data),
            cells,
          },
          alternativeKeys,
        );
      }),
    [measures, alternativeKeys, outcomes, frequency],
  );
}
