import type { DataManifest, ManifestResponse, ProjectManifestsResponse } from '@waterline/contract/data-contract';
import type { Alternative } from '@waterline/domain/projects/configuration';
import { dataFileName, importSettingsQuery } from '@waterline/domain/projects/data-source';
import { dataRefusal } from './data-failures.ts';
import { alternativeImportOptions, type CanonicalImportOptions } from './import-variant.ts';

/** A manifest as the API answers it: each location also carries the URL of its series. */
export function manifestResponse(projectKey: string, manifest: DataManifest): ManifestResponse {
  const seriesPath = `/api/project/${encodeURIComponent(projectKey)}/series/${manifest.importKey}`;
  return {
    success: true,
    ...manifest,
    locations: manifest.locations.map((location) => ({ ...location, url: `${seriesPath}/${location.index}` })),
  };
}

/**
 * The manifests of `alternatives` for the project's manifests list, in their order: each with its data file and
 * settings, and its manifest or the refusal its own manifest's request would get. A failure that is the server's
 * own fails the list.
 */
export function listedManifests(
  alternatives: readonly Alternative[],
  manifestOf: (fileName: string, options: CanonicalImportOptions) => Promise<ManifestResponse>,
): Promise<ProjectManifestsResponse['alternatives']> {
  return Promise.all(
    alternatives.map(async (alternative) => {
      const listed = {
        key: alternative.key,
        dataSource: alternative.dataSource,
        settings: importSettingsQuery(alternative),
      };
      const fileName = dataFileName(alternative);
      if (fileName === null)
        return { ...listed, failure: { status: 404, message: 'The alternative has no data file' } };
      try {
        return { ...listed, manifest: await manifestOf(fileName, alternativeImportOptions(alternative)) };
      } catch (error) {
        const refusal = dataRefusal(error);
        if (refusal === undefined) throw error;
        return { ...listed, failure: { status: refusal.status, message: refusal.message } };
      }
    }),
  );
}
