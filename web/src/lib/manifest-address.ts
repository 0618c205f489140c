// Where an alternative's manifest is asked for. Free of the app's store, so the early requests at page start can use it too.
import type { Alternative } from './api-types.ts';
import { endpointUrl } from './endpoint-url.ts';

/** The alternative's cleaning settings as the manifest's query string (empty settings are left out). */
export function importSettingsQuery(
  alternative: Pick<Alternative, 'autofill' | 'ignoreNegatives' | 'ignoreValues' | 'ignoreYears'>,
): Record<string, string> {
  const query: Record<string, string> = {};
  if (alternative.autofill) query.autofill = 'true';
  if (alternative.ignoreNegatives) query.ignoreNegatives = 'true';
  if (alternative.ignoreValues.length > 0) query.ignoreValues = alternative.ignoreValues.join(',');
  if (alternative.ignoreYears.length > 0) query.ignoreYears = alternative.ignoreYears.join(',');
  return query;
}

/** The manifest's path under /api for a data file of a project. */
export const manifestPath = (projectKey: string, fileName: string) =>
  endpointUrl('/api/project/{project_key}/data/{filename}/manifest', { project_key: projectKey, filename: fileName });
