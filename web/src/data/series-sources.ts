// Where each alternative's series are, read from the manifests; free of React and the store, so the page's
// early script (start-early-requests.ts) can use it too.
import type { Alternative } from '../lib/api-types.ts';
import type { AlternativeManifest } from './alternative-data.ts';

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
  // By alternative, then by location.
  const urls = new Map<string, Map<string, string>>();
  const locations = new Map<string, DataLocation>();
  alternatives.forEach((alternative, i) => {
    const urlsOfAlternative = new Map<string, string>();
    urls.set(alternative.key, urlsOfAlternative);
    for (const entry of manifests[i]?.locations ?? []) {
      urlsOfAlternative.set(entry.location, entry.url);
      if (!locations.has(entry.location))
        locations.set(entry.location, { key: entry.location, measure: entry.measure });
    }
  });
  return {
    alternatives,
    locations: [...locations.values()],
    urlOf: (alternativeKey, location) => urls.get(alternativeKey)?.get(location) ?? null,
  };
}
