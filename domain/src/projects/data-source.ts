import type { Alternative } from './configuration.ts';
import type { ProjectEvent } from './project.ts';

/** The file name an alternative's data source points at (`<project>/data/<file>`), or null without one. */
export function dataFileName(alternative: Pick<Alternative, 'dataSource'>): string | null {
  const name = alternative.dataSource.split('/').pop()?.trim();
  return name ? name : null;
}

/**
 * Every data file name a project's events have given an alternative, those of removed alternatives and of replaced
 * versions included: what a restore of an earlier version may bring back.
 */
export function dataFilesNamedBy(events: readonly ProjectEvent[]): Set<string> {
  const sources = events.flatMap((event) => {
    switch (event.type) {
      case 'ProjectCreated':
        return event.data.configuration.alternatives.map((alternative) => alternative.dataSource);
      case 'AlternativeAdded':
        return [event.data.alternative.dataSource];
      case 'AlternativeEdited':
        return event.data.changes.dataSource === undefined ? [] : [event.data.changes.dataSource];
      default:
        return [];
    }
  });
  return new Set(sources.map((dataSource) => dataFileName({ dataSource })).filter((name) => name !== null));
}

/**
 * Makes an uploaded file's name fit for a storage key, as the product does: spaces and plus signs become
 * hyphens; parentheses, dollar signs and question marks go.
 */
export function sanitizeFileName(name: string): string {
  return name.replace(/[ +]/g, '-').replace(/[()$?]/g, '');
}

/**
 * The alternative other than `ownKey` whose data file is stored under the same name as `fileName`
 * (names compared as sanitised, so `a b.csv` and `a-b.csv` are one file), or undefined.
 */
export function otherAlternativeUsingFile(
  alternatives: readonly Alternative[],
  fileName: string,
  ownKey: string | undefined,
): Alternative | undefined {
  const stored = sanitizeFileName(fileName);
  return alternatives.find((alternative) => {
    if (alternative.key === ownKey) return false;
    const used = dataFileName(alternative);
    return used !== null && sanitizeFileName(used) === stored;
  });
}

/** Why a data file cannot be stored under a name another alternative's data already has. */
export function fileInUseMessage(owner: Pick<Alternative, 'text'>, fileName: string): string {
  return `Another alternative, '${owner.text}', already uses a file named ${sanitizeFileName(fileName)}: rename this file.`;
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
