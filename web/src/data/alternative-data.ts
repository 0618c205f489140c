import { api, contract } from '../state/api.ts';
import type { AppDispatch } from '../state/store.ts';
import type { Alternative } from '../lib/api-types.ts';
import { dataFileName, importSettingsQuery } from '@waterline/domain/projects/data-source';
import { listedManifest, manifestPath } from '../lib/manifest-address.ts';
import { projectAccessHeaders } from '../lib/project-access.ts';

/** One location of an imported alternative; `url` serves its compact series. */
export type ManifestLocation = {
  index: number;
  key: string;
  location: string;
  measure: string;
  minYear: number;
  maxYear: number;
  url: string;
};

/** GET /api/project/{key}/data/{file}/manifest: what an alternative's data file holds once imported with its settings. */
export type AlternativeManifest = {
  success: true;
  sha256: string;
  importKey: string;
  rows: number;
  dropped: { leapDays: number; emptyDates: number; ignoredYears: number };
  locations: ManifestLocation[];
};

/** Shown when the server cannot read an alternative's data file (docs/product-guide.md#messages). */
export const UNABLE_TO_PROCESS_DATA = 'Unable to process data, check date format / file structure for errors';

export type ManifestRequest = { projectKey: string; alternative: Alternative };

export const alternativeDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAlternativeManifest: build.query<AlternativeManifest, ManifestRequest>({
      queryFn: async ({ projectKey, alternative }, _queryApi, _extra, fetchWithBaseQuery) => {
        const fileName = dataFileName(alternative);
        if (!fileName)
          return { error: { status: 404, data: { success: false, message: `${alternative.text} has no data file` } } };
        const answer = await fetchWithBaseQuery({
          url: manifestPath(projectKey, fileName),
          params: importSettingsQuery(alternative),
          headers: projectAccessHeaders(projectKey),
        });
        return answer.error ? { error: answer.error } : { data: answer.data as AlternativeManifest };
      },
      // One cache entry per file and settings, whatever else about the alternative changes.
      serializeQueryArgs: ({ endpointName, queryArgs: { projectKey, alternative } }) =>
        `${endpointName}(${JSON.stringify([projectKey, alternative.dataSource, importSettingsQuery(alternative)])})`,
    }),
    getProjectManifests: contract(build).query('projectManifests', {
      query: (projectKey: string) => ({ path: { project_key: projectKey }, headers: projectAccessHeaders(projectKey) }),
    }),
  }),
});

/**
 * Asks for the manifests of the project's visible alternatives in one request, and fills each of `alternatives`'
 * manifest entries with the one listed for it, in one update: those then need no request of their own. Those the
 * answer does not list as they are (see listedManifest), or not at all when it fails, are left to their own requests.
 */
export async function loadListedManifests(
  dispatch: AppDispatch,
  projectKey: string,
  alternatives: readonly Alternative[],
): Promise<void> {
  const answer = await dispatch(
    alternativeDataApi.endpoints.getProjectManifests.initiate(projectKey, { subscribe: false }),
  );
  const listed = answer.data?.alternatives ?? [];
  const entries = alternatives.flatMap((alternative) => {
    const manifest = listedManifest(listed, alternative);
    return manifest === undefined
      ? []
      : [{ endpointName: 'getAlternativeManifest' as const, arg: { projectKey, alternative }, value: manifest }];
  });
  if (entries.length > 0) dispatch(alternativeDataApi.util.upsertQueryEntries(entries));
}

export const { useGetAlternativeManifestQuery } = alternativeDataApi;
