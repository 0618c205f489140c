import { coreProjections } from './core-projections.ts';
import type { Projection } from './projection.ts';
import { viewerProjections } from './viewer-projections.ts';

/** Every read model the app keeps: what the server runs and what a rebuild rebuilds. */
export const allProjections: readonly Projection[] = [...coreProjections, ...viewerProjections];
