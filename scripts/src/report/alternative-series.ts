import { gunzipSync } from 'node:zlib';
import { alternativeImportOptions, type DataFiles } from '@waterline/api';
import { decodeSeries, type DailySeries, type EncodedSeries } from '@waterline/domain/analysis/index';
import type { Alternative } from '@waterline/domain/projects/configuration';
import { dataFileName } from '@waterline/domain/projects/data-source';
import type { ProjectRecord } from '@waterline/read-models/projects/queries';

/** One alternative's series at a location, or why there is none. */
export type AlternativeSeries =
  { alternative: Alternative; series: DailySeries } | { alternative: Alternative; missing: string };

/**
 * The series of each alternative the charts draw (hidden ones left out) at `location`, read as the
 * charts read them: the alternative's import of its data file (made on first request, as the app does)
 * through the data-files service.
 */
export async function alternativeSeriesAt(
  dataFiles: DataFiles,
  project: ProjectRecord,
  location: string,
): Promise<AlternativeSeries[]> {
  const shown = project.configuration.alternatives.filter((alternative) => !alternative.hidden);
  return Promise.all(shown.map((alternative) => seriesOf(dataFiles, project.key, alternative, location)));
}

async function seriesOf(
  dataFiles: DataFiles,
  projectKey: string,
  alternative: Alternative,
  location: string,
): Promise<AlternativeSeries> {
  const fileName = dataFileName(alternative);
  if (fileName === null) return { alternative, missing: 'No data file' };
  // An alternative's own settings may always be imported.
  const manifest = await dataFiles.manifest(
    projectKey,
    fileName,
    alternativeImportOptions(alternative),
    async () => undefined,
  );
  if (manifest === undefined) return { alternative, missing: `Data file not found: ${fileName}` };
  const entry = manifest.locations.find((candidate) => candidate.key === location);
  if (entry === undefined) return { alternative, missing: 'No data at this location' };
  const stored = await dataFiles.series(projectKey, manifest.importKey, entry.index);
  if (stored === undefined) return { alternative, missing: 'Series not found' };
  return { alternative, series: decodeSeries(JSON.parse(gunzipSync(stored).toString('utf8')) as EncodedSeries) };
}
