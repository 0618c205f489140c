import { z } from 'zod';

/** Project member roles: 1 Admin (configuration, members, map), 2 Collaborator, 3 Read Only (changes nothing). */
export const roleNames = { 1: 'Admin', 2: 'Collaborator', 3: 'Read Only' } as const;

export type ProjectRole = keyof typeof roleNames;

export const ADMIN: ProjectRole = 1;

export const projectRoleSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'Role must be 1 (Admin), 2 (Collaborator) or 3 (Read Only)',
});
