import { useMemo } from 'react';
import { useListPerformanceMeasuresQuery } from '../api.ts';
import { mergeMeasures, type MeasureEntry } from '../model/measure-list.ts';
import { useTemporaryMeasures } from './use-temporary-measures.ts';

/** The project's measures: saved ones from the server (a failed list shows none, docs/product-guide.md#messages) and this browser's temporary ones. */
export function useMeasures(projectKey: string): { entries: MeasureEntry[]; loading: boolean; refreshing: boolean } {
  const { data: saved, isLoading, isFetching } = useListPerformanceMeasuresQuery(projectKey);
  const { measures: temporary } = useTemporaryMeasures(projectKey);
  const entries = useMemo(() => mergeMeasures(saved ?? [], temporary), [saved, temporary]);
  return { entries, loading: isLoading, refreshing: isFetching };
}
