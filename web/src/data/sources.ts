import { shallowEqual } from 'react-redux';
import { useEffect, useMemo } from 'react';
import { useStableList } from './stable-list.ts';
import { useAppDispatch, useAppSelector } from '../state/store.ts';
import { alternativeDataApi, type AlternativeManifest } from './alternative-data.ts';
import type { Alternative } from '../lib/api-types.ts';
import { seriesSources, type SeriesSources } from './series-sources.ts';
import { useCurrentProject } from '../lib/current-project.tsx';

/** The manifests of the given alternatives' data files, in their order, kept loaded while in use. */
export function useAlternativeManifests(
  projectKey: string,
  alternatives: readonly Alternative[],
): { manifests: readonly (AlternativeManifest | undefined)[]; loading: boolean; failed: Alternative[] } {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const requests = alternatives.map((alternative) =>
      dispatch(alternativeDataApi.endpoints.getAlternativeManifest.initiate({ projectKey, alternative })),
    );
    return () => requests.forEach((request) => request.unsubscribe());
  }, [dispatch, projectKey, alternatives]);

  const answers = useAppSelector(
    (state) =>
      alternatives.map((alternative) =>
        alternativeDataApi.endpoints.getAlternativeManifest.select({ projectKey, alternative })(state),
      ),
    (a, b) => a.length === b.length && a.every((answer, i) => shallowEqual(answer, b[i])),
  );
  const manifests = useStableList(answers.map((answer) => answer.data));
  const loading = answers.some((answer) => answer.isLoading || answer.isUninitialized);
  const failed = alternatives.filter((_alternative, i) => answers[i]?.isError);
  return { manifests, loading, failed };
}

/** The series sources of the open project; keeps its manifests loaded while in use. */
export function useSeriesSources(): SeriesSources {
  const { projectKey, project } = useCurrentProject();
  const alternatives = useMemo(
    () => project.data.alternatives.filter((alternative) => !alternative.hidden),
    [project.data.alternatives],
  );
  const { manifests, loading } = useAlternativeManifests(projectKey, alternatives);
  return useMemo(() => ({ ...seriesSources(alternatives, manifests), loading }), [alternatives, manifests, loading]);
}
