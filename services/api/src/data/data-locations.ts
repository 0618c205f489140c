import type { Alternative } from '@waterline/domain/projects/configuration';
import type { ProjectDataInput } from '@waterline/domain/projects/configuration-changes';
import { dataFileName } from '@waterline/domain/projects/data-source';
import type { ProjectRecord } from '@waterline/read-models/projects/queries';
import type { DataFiles } from './data-files.ts';
import { rawImportOptions } from './import-variant.ts';

/** The locations a project's data holds: every location column of its alternatives' data files. */
export type DataLocations = (
  projectKey: string,
  alternatives: readonly Pick<Alternative, 'dataSource'>[],
) => Promise<ReadonlySet<string>>;

/** For an app without data files: no project holds any location. */
export const noDataLocations: DataLocations = async () => new Set();

/** Reads the locations from the files' imports (an unreadable or missing file adds none). */
export function dataLocationsOf(dataFiles: DataFiles): DataLocations {
  return async (projectKey, alternatives) => {
    const fileNames = new Set(alternatives.map(dataFileName).filter((name) => name !== null));
    // The raw import is the upload's: anyone who may read the project may have it made.
    const manifests = await Promise.all(
      [...fileNames].map((name) =>
        dataFiles.manifest(projectKey, name, rawImportOptions, async () => undefined).catch(() => undefined),
      ),
    );
    return new Set(manifests.flatMap((manifest) => manifest?.locations.map((location) => location.key) ?? []));
  };
}

/**
 * Why an update cannot name its locations: the default chart's location, or a default y-axis range's,
 * that the project's data does not hold. Only newly named locations are checked, so a configuration
 * whose data changed since can still be saved. Null when every location is known.
 */
export async function unknownLocationsProblem(
  dataLocations: DataLocations,
  project: ProjectRecord,
  data: ProjectDataInput | undefined,
): Promise<string | null> {
  const current = project.configuration;
  const named = new Set<string>();
  const chartLocation = data?.defaultChart?.location ?? '';
  if (chartLocation !== '' && chartLocation !== current.defaultChart?.location) named.add(chartLocation);
  const ranged = new Set(current.yAxisDefaults.map((range) => range.location));
  for (const { location } of data?.yAxisDefaults ?? []) if (!ranged.has(location)) named.add(location);
  if (named.size === 0) return null;
  const known = await dataLocations(project.key, data?.alternatives ?? current.alternatives);
  const unknown = [...named].filter((location) => !known.has(location));
  return unknown.length === 0
    ? null
    : `Unknown location: ${unknown.join(', ')}. Pick a location of the project's data.`;
}
