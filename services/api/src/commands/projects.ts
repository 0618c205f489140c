import { randomUUID } from 'node:crypto';
import { DomainError } from '@waterline/domain/aggregate/decider';
import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import type { LogPosition } from '@waterline/domain/events/envelope';
import type { z } from 'zod';
import { alternativeInputSchema } from '@waterline/domain/projects/configuration';
import { projectDataInputSchema, type AccessCodeChange } from '@waterline/domain/projects/configuration-changes';
import { projectDecider } from '@waterline/domain/projects/project-commands';
import type { ProjectEvent, ProjectState } from '@waterline/domain/projects/project';
import { normalizeProjectKey, projectKeyProblem } from '@waterline/domain/projects/project-key';
import type { ProjectRole } from '@waterline/domain/projects/roles';
import { hashSecret, verifySecret } from '../auth/secrets.ts';
import { describeIssues } from '../errors.ts';
import {
  handleCommand,
  loadStream,
  type CommandEnv,
  type CommandOrigin,
  type CommandResult,
} from './command-handler.ts';
import { withReservation } from './reservations.ts';

/** A project's data as callers pass it: fields with defaults may be left out. */
export type ProjectDataFields = z.input<typeof projectDataInputSchema>;
export type AlternativeFields = z.input<typeof alternativeInputSchema>;

/** Checks input from any caller (not only HTTP) with the contract's schema; a refusal is a DomainError. */
function parseFields<Schema extends z.ZodType>(schema: Schema, input: unknown, what: string): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new DomainError('invalid', describeIssues(result.error.issues, input, what));
  return result.data;
}

export interface NewProject {
  projectKey: string;
  data?: ProjectDataFields;
  public?: boolean;
  /** Plain access code (hashed here); empty or null for none. */
  accessCode?: string | null;
}

/**
 * Creates a project: the key is normalised (lower case, trimmed) and made unique through its
 * reservation stream, then the project stream starts with the creator as admin. Everything that can be
 * refused is checked before the key is reserved, and a failure after it releases the key again.
 */
export async function createProject(
  env: CommandEnv,
  origin: CommandOrigin,
  input: NewProject,
): Promise<{ projectId: string; projectKey: string; position: LogPosition }> {
  const projectKey = normalizeProjectKey(input.projectKey);
  const problem = projectKeyProblem(projectKey, env.reservedProjectKeys?.());
  if (problem) throw new DomainError('invalid', problem);
  const projectId = randomUUID();
  const data = parseFields(projectDataInputSchema, input.data ?? {}, 'data');
  const accessCode: AccessCodeChange = input.accessCode
    ? { kind: 'set', hash: await hashSecret(input.accessCode, env.bcryptCost) }
    : { kind: 'keep' };
  const patch = { ...data, ...(input.public === undefined ? {} : { public: input.public }), accessCode };
  const create = { type: 'CreateProject' as const, data: { projectId, projectKey, createdBy: origin.actorId, patch } };
  projectDecider.decide(create, projectDecider.initialState(), env.clock());
  return withReservation(env, origin, { kind: 'project-key', value: projectKey, ownerId: projectId }, async () => {
    const created = await handleCommand(env, projectDecider, streamIds.project(projectId), create, origin);
    return { projectId, projectKey, position: created.position! };
  });
}

export interface ProjectUpdate {
  projectId: string;
  data?: ProjectDataFields;
  public?: boolean;
  /** Left out or empty: keep the code; null: remove it; text: the new code (a no-op when it equals the current one). */
  accessCode?: string | null;
}

export type ProjectCommandResult = CommandResult<ProjectState, ProjectEvent>;

/** The PUT update: differences between the submitted project and the current one, each as its own event. */
export function updateProject(
  env: CommandEnv,
  origin: CommandOrigin,
  update: ProjectUpdate,
): Promise<ProjectCommandResult> {
  const data = parseFields(projectDataInputSchema, update.data ?? {}, 'data');
  return handleCommand(
    env,
    projectDecider,
    streamIds.project(update.projectId),
    async (state) => {
      const currentHash = state.status === 'created' ? state.configuration.accessCodeHash : null;
      const accessCode = await accessCodeChange(update.accessCode, currentHash, env.bcryptCost);
      const patch = { ...data, ...(update.public === undefined ? {} : { public: update.public }), accessCode };
      return { type: 'ChangeProjectConfiguration' as const, data: { actorId: origin.actorId, patch } };
    },
    origin,
  );
}

async function accessCodeChange(
  code: string | null | undefined,
  currentHash: string | null,
  cost: number,
): Promise<AccessCodeChange> {
  if (code === undefined || code === '') return { kind: 'keep' };
  if (code === null) return { kind: 'remove' };
  if (currentHash && (await verifySecret(code, currentHash))) return { kind: 'keep' };
  return { kind: 'set', hash: await hashSecret(code, cost) };
}

export function addAlternative(
  env: CommandEnv,
  origin: CommandOrigin,
  projectId: string,
  fields: AlternativeFields,
): Promise<ProjectCommandResult> {
  const alternative = parseFields(alternativeInputSchema, fields, 'alternative');
  return handleCommand(
    env,
    projectDecider,
    streamIds.project(projectId),
    { type: 'AddAlternative', data: { actorId: origin.actorId, alternative } },
    origin,
  );
}

export function addMember(
  env: CommandEnv,
  origin: CommandOrigin,
  projectId: string,
  userId: string,
  role: ProjectRole,
): Promise<ProjectCommandResult> {
  return handleCommand(
    env,
    projectDecider,
    streamIds.project(projectId),
    { type: 'AddMember', data: { actorId: origin.actorId, userId, role } },
    origin,
  );
}

export function changeMemberRole(
  env: CommandEnv,
  origin: CommandOrigin,
  projectId: string,
  userId: string,
  role: ProjectRole,
): Promise<ProjectCommandResult> {
  return handleCommand(
    env,
    projectDecider,
    streamIds.project(projectId),
    { type: 'ChangeMemberRole', data: { actorId: origin.actorId, userId, role } },
    origin,
  );
}

/** Appends the events that bring the configuration back to what it was at `toVersion`; members are left as they are. */
export async function restoreProject(
  env: CommandEnv,
  origin: CommandOrigin,
  projectId: string,
  toVersion: number,
  restoreAccess: boolean,
): Promise<ProjectCommandResult> {
  const streamId = streamIds.project(projectId);
  const past = await loadStream(env.eventStore, projectDecider, streamId, toVersion);
  if (past.state.status !== 'created' || past.version < toVersion)
    throw new DomainError('not_found', `Version ${toVersion} does not exist`);
  const { configuration } = past.state;
  return handleCommand(
    env,
    projectDecider,
    streamId,
    { type: 'RestoreProject', data: { actorId: origin.actorId, toVersion, configuration, restoreAccess } },
    origin,
  );
}
