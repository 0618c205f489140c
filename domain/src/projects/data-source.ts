import type { Alternative } from './configuration.ts';

/** The file name an alternative's data source points at (`<project>/data/<file>`), or null without one. */
export function dataFileName(alternative: Pick<Alternative, 'dataSource'>): string | null {
  const name = alternative.dataSource.split('/').pop()?.trim();
  return name ? name : null;
}
