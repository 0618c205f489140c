import { ADMIN, type ProjectRole } from '../projects/roles.ts';

const READ_ONLY: ProjectRole = 3;

/** Who asks, as the API found them: the signed-in user (null for a visitor past the project's gate) and their role in the project. */
export interface ThresholdActor {
  userId: string | null;
  role: ProjectRole | null;
}

/** Anyone past the project's gate may add thresholds, except Read Only members. */
export const mayAddThresholds = (role: ProjectRole | null): boolean => role !== READ_ONLY;

/**
 * Editing or deleting a threshold is for the signed-in user who added it or an admin of its project
 * (a visitor's threshold: admins only); never for Read Only members.
 */
export const mayChangeThreshold = (actor: ThresholdActor, addedBy: string | null): boolean =>
  mayAddThresholds(actor.role) && (actor.role === ADMIN || (actor.userId !== null && actor.userId === addedBy));
