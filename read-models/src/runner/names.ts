import type { Projection } from '../projection.ts';

const IDENTIFIER = /^[a-z][a-z0-9_]{0,47}$/;

export function assertValidProjectionName(name: string): void {
  if (!IDENTIFIER.test(name))
    throw new Error(`Projection name must be a lowercase identifier: ${JSON.stringify(name)}`);
}

/** Projection and table names end up in SQL as identifiers: only plain lowercase names, each projection once. */
export function assertValidProjections(projections: readonly Projection[]): void {
  const seen = new Set<string>();
  for (const projection of projections) {
    assertValidProjectionName(projection.name);
    if (seen.has(projection.name)) throw new Error(`Projection ${projection.name} is listed twice`);
    seen.add(projection.name);
    if (projection.tables.length === 0) throw new Error(`Projection ${projection.name} lists no tables`);
    for (const table of projection.tables) {
      if (!IDENTIFIER.test(table))
        throw new Error(`Table name of ${projection.name} must be a lowercase identifier: ${JSON.stringify(table)}`);
    }
  }
}
