import { useMemo } from 'react';
import { dataFileName } from '@waterline/domain/projects/data-source';
import { seriesSources, useAlternativeManifests, type DataLocation } from '../../../../data/index.ts';
import type { AdminProject } from '../../types.ts';

export interface ProjectLocations {
  /** Every location of any alternative's data, hidden alternatives too, in first-seen order. */
  locations: DataLocation[];
  /** True while a manifest is still on its way. */
  loading: boolean;
  /** The alternatives whose data the server could not read: their locations are not listed. */
  unreadable: string[];
}

/** The locations found in the project's data, read from the manifests of all its alternatives that have a data file. */
export function useProjectLocations(project: AdminProject): ProjectLocations {
  const alternatives = useMemo(
    () => project.data.alternatives.filter((alternative) => dataFileName(alternative) !== null),
    [project.data.alternatives],
  );
  const { manifests, loading, failed } = useAlternativeManifests(project.project_key, alternatives);
  const locations = useMemo(() => seriesSources(alternatives, manifests).locations, [alternatives, manifests]);
  return { locations, loading, unreadable: failed.map((alternative) => alternative.text) };
}
