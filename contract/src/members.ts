import { z } from 'zod';
import { projectRoleSchema } from '@waterline/domain/projects/roles';
import { emailSchema, idSchema, userSchema } from './common.ts';

export const memberSchema = userSchema.extend({ role: projectRoleSchema }).meta({ id: 'Member' });
export type Member = z.output<typeof memberSchema>;

export const projectIdParamsSchema = z.object({ project_id: idSchema('project_id') });

export const membersSchema = z
  .object({ success: z.literal(true), users: z.array(memberSchema) })
  .meta({ id: 'Members' });
export type MembersAnswer = z.output<typeof membersSchema>;

export const roleParamsSchema = z.object({ project_key: idSchema('project_key'), user_id: idSchema('userId') });

export const roleSchema = z
  .object({ success: z.literal(true), role: projectRoleSchema.nullable() })
  .meta({ id: 'Role' });
export type RoleAnswer = z.output<typeof roleSchema>;

export const addMemberRequestSchema = z
  .object({ email: emailSchema, project_id: idSchema('project_id'), role: projectRoleSchema })
  .meta({ id: 'AddMemberRequest' });
export type AddMemberRequest = z.input<typeof addMemberRequestSchema>;

export const memberAddedSchema = z
  .object({ success: z.literal(true), user: memberSchema, message: z.string() })
  .meta({ id: 'MemberAdded' });
export type MemberAddedAnswer = z.output<typeof memberAddedSchema>;

export const editMemberRequestSchema = z
  .object({ user_id: idSchema('user_id'), project_id: idSchema('project_id'), role: projectRoleSchema })
  .meta({ id: 'EditMemberRequest' });
export type EditMemberRequest = z.input<typeof editMemberRequestSchema>;
