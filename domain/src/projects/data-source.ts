import type { Alternative } from './configuration.ts';

/** The file name an alternative's data source points at (`<project>/data/<file>`), or null without one. */
export function dataFileName(alternative: Pick<Alternative, 'dataSource'>): string | null {
  const name = alternative.dataSource.split('/').pop()?.trim();
  return name ? name : null;
}

/**
 * The alternative's cleaning settings as a manifest's query names them (settings not set are left out):
 * what the app asks a manifest with, and what the server answers beside each manifest it lists.
 */
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
