import { credentialsProjection } from './credentials/projection.ts';
import { licenseKeysProjection } from './license-keys/projection.ts';
import { passwordResetsProjection } from './password-resets/projection.ts';
import type { Projection } from './projection.ts';
import { projectionGroup } from './projection-group.ts';
import { projectHistoryProjection } from './project-history/projection.ts';
import { projectListProjection } from './project-list/projection.ts';
import { projectMembersProjection } from './project-members/projection.ts';
import { projectsProjection } from './projects/projection.ts';
import { reservationsProjection } from './reservations/projection.ts';
import { usersProjection } from './users/projection.ts';

/** The read models of users, licenses and projects, one per query folder. */
export const coreReadModels: readonly Projection[] = [
  usersProjection,
  credentialsProjection,
  passwordResetsProjection,
  licenseKeysProjection,
  projectsProjection,
  projectMembersProjection,
  projectListProjection,
  projectHistoryProjection,
  reservationsProjection,
];

/**
 * What the runner runs: the core read models as one group, which halves the work per command
 * compared with one loop per read model, nine here (see scripts/src/bench/commands.ts).
 */
export const coreProjections: readonly Projection[] = [projectionGroup('core_read_models_v3', coreReadModels)];
