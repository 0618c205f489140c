import type { Threshold, ThresholdsAnswer } from '@waterline/api/contract/thresholds';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { api } from '../../../app/api.ts';
import { projectAccessHeaders } from '../../../lib/project-access.ts';
import { useChartContext } from '../registry/registry-context.tsx';

type LocationThresholdsArgs = { projectKey: string; location: string };

/**
 * GET /api/thresholds/{project_key}?location=L, read only: the saved thresholds the Period of Record
 * and Continuous charts compare with. Tagged like the thresholds panel's list, so its changes refetch this.
 */
export const locationThresholdsApi = api.injectEndpoints({
  endpoints: (build) => ({
    readLocationThresholds: build.query<Threshold[], LocationThresholdsArgs>({
      query: ({ projectKey, location }) => ({
        url: `thresholds/${encodeURIComponent(projectKey)}?location=${encodeURIComponent(location)}`,
        headers: projectAccessHeaders(projectKey),
      }),
      transformResponse: (answer: ThresholdsAnswer) => answer.thresholds,
      providesTags: (_thresholds, _error, { projectKey }) => [
        { type: 'Thresholds', id: projectKey },
        { type: 'Thresholds', id: 'LIST' },
      ],
    }),
  }),
});

/** The saved thresholds of a location of the open project, in the order added; empty while loading or when the call fails (spec section 7). */
export function useLocationThresholds(location: string): { thresholds: Threshold[]; loading: boolean } {
  const { projectKey } = useChartContext();
  const { data, isLoading } = locationThresholdsApi.useReadLocationThresholdsQuery(location ? { projectKey, location } : skipToken);
  return { thresholds: data ?? NO_THRESHOLDS, loading: isLoading };
}

const NO_THRESHOLDS: Threshold[] = [];
