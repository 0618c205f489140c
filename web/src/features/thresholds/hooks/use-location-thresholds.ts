import { skipToken } from '@reduxjs/toolkit/query/react';
import { useListThresholdsQuery, type Threshold } from '../api.ts';

const NONE: Threshold[] = [];

/** The thresholds of a location of a project, in the order added; empty while loading, when the list cannot be had (docs/product-guide.md#calls) and without a location. */
export function useLocationThresholds(
  projectKey: string,
  location: string,
): { thresholds: Threshold[]; loading: boolean } {
  const { data, isError, isLoading } = useListThresholdsQuery(location ? { projectKey, location } : skipToken);
  return { thresholds: isError || !data ? NONE : data, loading: isLoading };
}
