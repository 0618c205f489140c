// Where an alternative's manifest, and the manifests of a project's visible alternatives, are asked for. Free of the
// app's store, so the early requests at page start can use it too.
import type { ManifestResponse, ProjectManifestsResponse } from '@waterline/contract/data-contract';
import { importSettingsQuery } from '@waterline/domain/projects/data-source';
import type { Alternative } from './api-types.ts';
import { endpointUrl } from './endpoint-url.ts';

/** The manifest's path under /api for a data file of a project. */
export const manifestPath = (projectKey: string, fileName: string) =>
  endpointUrl('/api/project/{project_key}/data/{filename}/manifest', { project_key: projectKey, filename: fileName });

/** The path under /api of the manifests of a project's visible alternatives, in one answer. */
export const projectManifestsPath = (projectKey: string) =>
  endpointUrl('/api/project/{project_key}/manifests', { project_key: projectKey });

/**
 * The manifest the project's manifests list for `alternative`: only one of the same data file imported with the
 * same settings, as the alternative's own manifest request would get; undefined otherwise (the project changed
 * since, or the list has a failure for it).
 */
export function listedManifest(
  listed: ProjectManifestsResponse['alternatives'],
  alternative: Pick<
    Alternative,
    'key' | 'dataSource' | 'autofill' | 'ignoreNegatives' | 'ignoreValues' | 'ignoreYears'
  >,
): ManifestResponse | undefined {
  const entry = listed.find((candidate) => candidate.key === alternative.key);
  return entry !== undefined &&
    entry.dataSource === alternative.dataSource &&
    JSON.stringify(entry.settings) === JSON.stringify(importSettingsQuery(alternative))
    ? entry.manifest
    : undefined;
}
