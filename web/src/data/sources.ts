import { shallowEqual } from 'react-redux';
import { useEffect, useMemo } from 'react';
import { useStableList } from './stable-list.ts';
import { useAppDispatch, useAppSelector } from '../state/store.ts';
import { alternativeDataApi, type AlternativeManifest } from './alternative-data.ts';
import type { Alternative } from '../lib/api-types.ts';
import { useCurrentProject } from '../lib/current-project.tsx';

/** A location found in the project's data, with its unit. */
export interface DataLocation {
  key: string;
  measure: string;
}

/** A location as pickers and lists show it: its name and its measure. */
export function locationLabel(location: DataLocation): string {
  return location.measure ? `${location.key} (${location.measure})` : location.key;
}

/** Where each alternative's series are, from the manifests of the project's visible alternatives. */
export interface SeriesSources {
  /** Visible alternatives in the project's order. */
  alternatives: Alternative[];
  /** Every location of any alternative's data, in first-seen order. */
  locations: DataLocation[];
  /** The address of one location's series of one alternative; null when that alternative has no such location. */
  urlOf: (alternativeKey: string, location: string) => string | null;
  /** True while a manifest is still on its way. */
  loading: boolean;
}

/** Indexes manifests by alternative and location. */
export function seriesSources(
  alternatives: Alternative[],
  manifests: readonly (AlternativeManifest | undefined)[],
): Omit<SeriesSources, 'loading'> {
  const urls = new Map<string, string>();
  const locations = new Map<string, DataLocation>();
  alternatives.forEach((alternative, i) => {
    for (const entry of manifests[i]?.locations ?? []) {
      urls.set(JSON.stringify([alternative.key, entry.location]), entry.url);
      if (!locations.has(entry.location))
        locations.set(entry.location, { key: entry.location, measure: entry.measure });
    }
  });
  return {
    alternatives,
    locations: [...locations.values()],
    urlOf: (alternativeKey, location) => urls.get(JSON.stringify([alternativeKey, location])) ?? null,
  };
}

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
