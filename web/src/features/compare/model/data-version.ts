import type { AlternativeManifest } from '../../../data/alternative-data.ts';
import type { Alternative } from '../../../lib/api-types.ts';

/**
 * The data the figures were computed from: each alternative's imported data file named by the start of its SHA-256,
 * so a printed comparison can be matched to the files it came from. '-' for an alternative whose file is not read yet.
 */
export function dataVersion(
  alternatives: readonly Alternative[],
  manifests: readonly (AlternativeManifest | undefined)[],
): string {
  return alternatives
    .map((alternative, i) => `${alternative.text || alternative.key} ${manifests[i]?.sha256.slice(0, 12) ?? '-'}`)
    .join(' · ');
}
