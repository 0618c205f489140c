import { z } from 'zod';
import { acceptedSchema, messageSchema } from './common.ts';
import { historySchema, projectAtVersionSchema, restoredSchema, restoreRequestSchema, versionParamsSchema } from './history.ts';
import {
  addMemberRequestSchema,
  editMemberRequestSchema,
  memberAddedSchema,
  membersSchema,
  projectIdParamsSchema,
  roleParamsSchema,
  roleSchema,
} from './members.ts';
import {
  accessCodeParamsSchema,
  adminProjectSchema,
  createProjectRequestSchema,
  projectAnswerSchema,
  projectCreatedSchema,
  projectKeyParamsSchema,
  projectListSchema,
  projectUpdatedSchema,
  updateProjectParamsSchema,
  updateProjectRequestSchema,
} from './projects.ts';
import {
  forgotPasswordParamsSchema,
  resetPasswordParamsSchema,
  resetPasswordRequestSchema,
  signedInSchema,
  signedUpSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from './users.ts';

/** Who may call a route: anyone, anyone (a token adds rights), or only a signed-in user. */
export type RouteAuth = 'none' | 'optional' | 'required';

export interface RouteContract {
  method: 'get' | 'post' | 'put' | 'delete';
  /** OpenAPI form, e.g. /api/project/{project_key}. */
  path: string;
  summary: string;
  auth: RouteAuth;
  params?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Success answers; the failures every route can give are added by the OpenAPI document. */
  responses: Partial<Record<200 | 201 | 202, { description: string; schema: z.ZodType }>>;
  /** Failures particular to the route, by status. */
  failures?: Partial<Record<400 | 401 | 403 | 404 | 409 | 429 | 502, string>>;
  rateLimited?: boolean;
}

const accepted = { description: 'Stored; the read models had not caught up within the wait', schema: acceptedSchema };

/** Every route of the users, auth, projects, members and history API. */
export const routes = {
  signUp: {
    method: 'post',
    path: '/api/users/create',
    summary: 'Sign up with a license key (each key works once); answers with the token in the `token` header',
    auth: 'none',
    body: signUpRequestSchema,
    responses: { 201: { description: 'Signed up', schema: signedUpSchema }, 202: accepted },
    failures: { 400: 'Invalid input or license key', 409: 'Email taken or license key already used' },
  },
  signIn: {
    method: 'post',
    path: '/api/users/signin',
    summary: 'Sign in; the token comes back in the `token` response header',
    auth: 'none',
    body: signInRequestSchema,
    responses: { 200: { description: 'Signed in', schema: signedInSchema } },
    failures: { 401: 'Invalid credentials' },
    rateLimited: true,
  },
  checkToken: {
    method: 'get',
    path: '/api/auth/check-token',
    summary: "The token's user",
    auth: 'required',
    responses: { 200: { description: 'The token is valid', schema: signedInSchema } },
  },
  signOutEverywhere: {
    method: 'post',
    path: '/api/auth/sign-out-everywhere',
    summary: "Ends every session of the signed-in user: every token issued before, this one included, stops working (a password reset does the same)",
    auth: 'required',
    responses: { 200: { description: 'Every session ended', schema: messageSchema }, 202: accepted },
  },
  forgotPassword: {
    method: 'post',
    path: '/api/auth/forgot-password/{email}',
    summary: 'Mails a reset link when the email belongs to a user; the answer is the same either way',
    auth: 'none',
    params: forgotPasswordParamsSchema,
    responses: { 200: { description: 'Mail sent (if the user exists)', schema: messageSchema } },
    failures: { 502: 'The mail could not be sent' },
    rateLimited: true,
  },
  resetPassword: {
    method: 'post',
    path: '/api/auth/reset-password/{reset_hash}',
    summary: 'Sets a new password with the token from the reset link',
    auth: 'none',
    params: resetPasswordParamsSchema,
    body: resetPasswordRequestSchema,
    responses: { 200: { description: 'Password reset', schema: messageSchema }, 202: accepted },
    failures: { 400: 'Invalid input, or the link is invalid or expired' },
    rateLimited: true,
  },
  listProjects: {
    method: 'get',
    path: '/api/projects',
    summary: "The signed-in user's projects",
    auth: 'required',
    responses: { 200: { description: 'Projects', schema: projectListSchema } },
  },
  createProject: {
    method: 'post',
    path: '/api/projects/create',
    summary: 'Creates a project (key lower-cased, trimmed, unique); the creator becomes its admin',
    auth: 'required',
    body: createProjectRequestSchema,
    responses: { 201: { description: 'Created', schema: projectCreatedSchema }, 202: accepted },
    failures: { 409: 'A project with this key already exists' },
  },
  openProject: {
    method: 'get',
    path: '/api/project/{project_key}',
    summary: 'The project behind its access gate (token and `remember-me-token` headers considered)',
    auth: 'optional',
    params: projectKeyParamsSchema,
    headers: z.object({ 'remember-me-token': z.string().optional() }),
    responses: { 200: { description: 'The project, or that it needs an access code', schema: projectAnswerSchema } },
    failures: { 403: 'Members only', 404: 'Unable to find project' },
  },
  openProjectWithAccessCode: {
    method: 'get',
    path: '/api/project/{project_key}/{access_code}',
    summary: 'Opens a project with its access code; `rememberMe: true` adds a remember-me token',
    auth: 'optional',
    params: accessCodeParamsSchema,
    headers: z.object({ rememberMe: z.string().optional() }),
    responses: { 200: { description: 'The project', schema: projectAnswerSchema } },
    failures: { 401: 'Invalid access code', 403: 'Members only', 404: 'Unable to find project' },
    rateLimited: true,
  },
  adminProject: {
    method: 'get',
    path: '/api/admin/project/{project_key}',
    summary: 'The project for its admin area (role 1 only)',
    auth: 'required',
    params: projectKeyParamsSchema,
    responses: { 200: { description: 'The project', schema: adminProjectSchema } },
  },
  updateProject: {
    method: 'put',
    path: '/api/project/{project_key}/{project_id}/update',
    summary: 'Saves the submitted project: each difference becomes its own event (admins only)',
    auth: 'required',
    params: updateProjectParamsSchema,
    body: updateProjectRequestSchema,
    responses: { 200: { description: 'Saved', schema: projectUpdatedSchema }, 202: accepted },
  },
  projectMembers: {
    method: 'get',
    path: '/api/projectusers/{project_id}',
    summary: "The project's members with their roles (members only)",
    auth: 'required',
    params: projectIdParamsSchema,
    responses: { 200: { description: 'Members', schema: membersSchema } },
  },
  memberRole: {
    method: 'get',
    path: '/api/projectusers/role/{project_key}/{user_id}',
    summary: "A user's role in the project (null when not a member); for oneself or for a fellow member",
    auth: 'required',
    params: roleParamsSchema,
    responses: { 200: { description: 'The role', schema: roleSchema } },
  },
  addMember: {
    method: 'post',
    path: '/api/project/{project_key}/users/add',
    summary: 'Adds a registered user as member (admins only)',
    auth: 'required',
    params: projectKeyParamsSchema,
    body: addMemberRequestSchema,
    responses: { 201: { description: 'Added', schema: memberAddedSchema }, 202: accepted },
    failures: { 409: 'This user is already a member of the project' },
  },
  editMember: {
    method: 'put',
    path: '/api/project/{project_key}/users/edit',
    summary: "Changes a member's role (admins only, never their own)",
    auth: 'required',
    params: projectKeyParamsSchema,
    body: editMemberRequestSchema,
    responses: { 200: { description: 'Changed', schema: messageSchema }, 202: accepted },
  },
  history: {
    method: 'get',
    path: '/api/project/{project_key}/history',
    summary: "The project's history: who, when, which event, what changed (admins only)",
    auth: 'required',
    params: projectKeyParamsSchema,
    responses: { 200: { description: 'History', schema: historySchema } },
  },
  projectAtVersion: {
    method: 'get',
    path: '/api/project/{project_key}/history/{version}',
    summary: 'The project as it was at a version (admins only)',
    auth: 'required',
    params: versionParamsSchema,
    responses: { 200: { description: 'The project at that version', schema: projectAtVersionSchema } },
  },
  restore: {
    method: 'post',
    path: '/api/project/{project_key}/restore/{version}',
    summary: 'Appends events that bring the configuration back to a version (admins only); history is kept. The access code and public flag stay as they are unless restoreAccess is true',
    auth: 'required',
    params: versionParamsSchema,
    body: restoreRequestSchema,
    responses: { 200: { description: 'Restored', schema: restoredSchema }, 202: accepted },
  },
} as const satisfies Record<string, RouteContract>;

/** `/api/project/{project_key}` becomes Express's `/api/project/:project_key`. */
export function expressPath(route: RouteContract): string {
  return route.path.replace(/\{([^}]+)\}/g, ':$1');
}
