import type { ProjectRole } from '@waterline/domain/projects/roles';

const READ_ONLY: ProjectRole = 3;

export interface ThresholdPermissions {
  /** Add: anyone past the project's gate, signed in or not, except Read Only members. */
  canAdd: boolean;
  /** Edit: signed-in users who are not Read Only; the server further allows only the user who added it or an admin. */
  canEdit: boolean;
  /** Delete: signed-in users who are not Read Only; the server further allows only the user who added it or an admin. */
  canDelete: boolean;
}

/** What the thresholds panel offers, by the server's rules (docs/api-thresholds-pms.md); everyone can view and toggle. */
export function thresholdPermissions(signedIn: boolean, role: ProjectRole | null): ThresholdPermissions {
  const readOnly = role === READ_ONLY;
  return { canAdd: !readOnly, canEdit: signedIn && !readOnly, canDelete: signedIn && !readOnly };
}
