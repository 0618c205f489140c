import type { ProjectRole } from './roles.ts';

/** What the project gate answers: open it, ask for the access code, or turn away (members only). */
export type ProjectGate = 'open' | 'needs_access_code' | 'members_only';

/**
 * Members always get in. A project that is not public admits only members. A public project opens
 * to anyone unless it has an access code; then the code (or a token earned with it) is needed.
 */
export function projectGate(access: {
  isPublic: boolean;
  hasAccessCode: boolean;
  role: ProjectRole | null;
  holdsAccessToken: boolean;
}): ProjectGate {
  if (access.role !== null) return 'open';
  if (!access.isPublic) return 'members_only';
  if (!access.hasAccessCode || access.holdsAccessToken) return 'open';
  return 'needs_access_code';
}
