import { useMemo } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppSelector } from '../../../state/store.ts';
import { alternativeDataApi } from '../../../data/alternative-data.ts';
import { useCurrentProject } from '../../../lib/current-project.tsx';
import type { RecordYears } from '../model/editor-events.ts';

/** The first and last years of a location's record over the visible alternatives; null until a manifest names the location. */
export function useRecordYears(location: string): RecordYears | null {
  const { projectKey, project } = useCurrentProject();
  const spans = useAppSelector(
    (state) =>
      project.data.alternatives
        .filter((alternative) => !alternative.hidden)
        .flatMap(
          (alternative) =>
            alternativeDataApi.endpoints.getAlternativeManifest.select({ projectKey, alternative })(state).data
              ?.locations ?? [],
        )
        .filter((entry) => entry.location === location)
        .flatMap((entry) => [entry.minYear, entry.maxYear]),
    shallowEqual,
  );
  return useMemo(
    () => (spans.length === 0 ? null : { minYear: Math.min(...spans), maxYear: Math.max(...spans) }),
    [spans],
  );
}
