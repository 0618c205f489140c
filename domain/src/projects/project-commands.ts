import { OPERATOR_ACTOR_ID, SCHEDULE_ACTOR_ID } from '../aggregate/actors.ts';
import { addedRange } from '../observed/added-range.ts';
import type { RecordRange } from '../observed/observed-record.ts';
import { assertNever, DomainError, type Decider } from '../aggregate/decider.ts';
import {
  alternativeFromInput,
  configurationProblem,
  newProjectConfiguration,
  type AlternativeInput,
  type ProjectConfiguration,
} from './configuration.ts';
import {
  applyConfigurationPatch,
  configurationChangeEvents,
  type ConfigurationPatch,
} from './configuration-changes.ts';
import { defaultChartAlternativesProblem } from './default-chart-alternatives.ts';
import {
  evolveProject,
  initialProjectState,
  parseProjectEvent,
  roleOf,
  type CreatedProject,
  type ProjectEvent,
  type ProjectState,
} from './project.ts';
import { projectKeyProblem } from './project-key.ts';
import { ADMIN, type ProjectRole } from './roles.ts';

export type CreateProject = {
  type: 'CreateProject';
  data: { projectId: string; projectKey: string; createdBy: string; patch: ConfigurationPatch };
};
/** The PUT update: the submitted project is compared with the current one and each difference becomes its own event. */
export type ChangeProjectConfiguration = {
  type: 'ChangeProjectConfiguration';
  data: { actorId: string; patch: ConfigurationPatch };
};
export type AddAlternative = { type: 'AddAlternative'; data: { actorId: string; alternative: AlternativeInput } };
export type AddMember = { type: 'AddMember'; data: { actorId: string; userId: string; role: ProjectRole } };
export type ChangeMemberRole = {
  type: 'ChangeMemberRole';
  data: { actorId: string; userId: string; role: ProjectRole };
};
/**
 * `configuration` is the project's configuration as of `toVersion`, folded by the caller from the stream. Who may enter
 * (the access code and the public flag) is kept as it is unless `restoreAccess` asks for it explicitly.
 */
export type RestoreProject = {
  type: 'RestoreProject';
  data: { actorId: string; toVersion: number; configuration: ProjectConfiguration; restoreAccess: boolean };
};

/**
 * An observed alternative's record was fetched and stored again, holding `range`; the schedule may record it too. An
 * event only when the record holds days after those of its last refresh.
 */
export type RecordObservedRefresh = {
  type: 'RecordObservedRefresh';
  data: { actorId: string; key: string; range: RecordRange };
};

export type ProjectCommand =
  | CreateProject
  | ChangeProjectConfiguration
  | AddAlternative
  | AddMember
  | ChangeMemberRole
  | RestoreProject
  | RecordObservedRefresh;

export const projectNotFoundMessage = 'Unable to find project';
export const adminOnlyMessage = 'Only project admins can do this';
export const alreadyMemberMessage = 'This user is already a member of the project';
// Misspelt on purpose: the text earlier releases sent, which clients and their users may match on (docs/product-guide.md#admin-area).
export const ownRoleMessage = 'Cannot edit your own privilages';
export const notMemberMessage = 'This user is not a member of the project';
export const duplicateAlternativeMessage = 'Alternative names must be unique.';
export const renamedToExistingMessage = 'That name already exists';
export const notObservedMessage = 'This alternative does not read a gauge record';

export function decideProject(command: ProjectCommand, state: ProjectState): ProjectEvent[] {
  switch (command.type) {
    case 'CreateProject':
      return createProject(command, state);
    case 'ChangeProjectConfiguration': {
      const project = adminOnly(state, command.data.actorId);
      const after = applyConfigurationPatch(project.configuration, command.data.patch);
      assertRenamesKeepNamesUnique(project.configuration, after);
      assertSound(project.configuration, after);
      return configurationChangeEvents(project.projectId, project.configuration, after);
    }
    case 'AddAlternative': {
      const project = adminOnly(state, command.data.actorId);
      const alternative = alternativeFromInput(command.data.alternative);
      const clash = project.configuration.alternatives.some(
        (existing) => existing.key === alternative.key || existing.text === alternative.text,
      );
      if (clash) throw new DomainError('conflict', duplicateAlternativeMessage);
      return [{ type: 'AlternativeAdded', data: { projectId: project.projectId, alternative } }];
    }
    case 'RecordObservedRefresh': {
      const { actorId, key, range } = command.data;
      const project = actorId === SCHEDULE_ACTOR_ID ? existing(state) : adminOnly(state, actorId);
      const alternative = project.configuration.alternatives.find((one) => one.key === key);
      if (!alternative) throw new DomainError('not_found', `No alternative '${key}' in this project`);
      if (!alternative.observed) throw new DomainError('invalid', notObservedMessage);
      const added = addedRange(project.observedRecords[key], range);
      // A refresh that brought no new days is nothing for the History to list.
      if (!added) return [];
      return [
        {
          type: 'ObservedRecordRefreshed',
          data: { projectId: project.projectId, key, ...range, addedFrom: added.firstDay, addedTo: added.lastDay },
        },
      ];
    }
    case 'AddMember': {
      const project = adminOnly(state, command.data.actorId);
      const { userId, role } = command.data;
      if (roleOf(project, userId) !== null) throw new DomainError('conflict', alreadyMemberMessage);
      return [{ type: 'MemberAdded', data: { projectId: project.projectId, userId, role } }];
    }
    case 'ChangeMemberRole': {
      const { actorId, userId, role } = command.data;
      if (state.status !== 'created') throw new DomainError('not_found', projectNotFoundMessage);
      if (actorId === userId) throw new DomainError('forbidden', ownRoleMessage);
      const project = adminOnly(state, actorId);
      const current = roleOf(project, userId);
      if (current === null) throw new DomainError('not_found', notMemberMessage);
      if (current === role) return [];
      return [{ type: 'MemberRoleChanged', data: { projectId: project.projectId, userId, role } }];
    }
    case 'RestoreProject': {
      // The operator restores any project from the server's machine (npm run restore).
      const project =
        command.data.actorId === OPERATOR_ACTOR_ID ? existing(state) : adminOnly(state, command.data.actorId);
      const { toVersion, restoreAccess } = command.data;
      const { accessCodeHash, public: isPublic } = project.configuration;
      const configuration = restoreAccess
        ? command.data.configuration
        : { ...command.data.configuration, accessCodeHash, public: isPublic };
      const changes = configurationChangeEvents(project.projectId, project.configuration, configuration);
      if (changes.length === 0) return [];
      return [
        { type: 'ProjectRestored', data: { projectId: project.projectId, toVersion, changes: changes.length } },
        ...changes,
      ];
    }
    default:
      return assertNever(command);
  }
}

function createProject(command: CreateProject, state: ProjectState): ProjectEvent[] {
  if (state.status === 'created') throw new DomainError('conflict', 'This project already exists');
  const { projectId, projectKey, createdBy, patch } = command.data;
  const keyProblem = projectKeyProblem(projectKey);
  if (keyProblem) throw new DomainError('invalid', keyProblem);
  const configuration = applyConfigurationPatch(newProjectConfiguration(), patch);
  assertSound(newProjectConfiguration(), configuration);
  return [
    { type: 'ProjectCreated', data: { projectId, projectKey, createdBy, configuration } },
    { type: 'MemberAdded', data: { projectId, userId: createdBy, role: ADMIN } },
  ];
}

function existing(state: ProjectState): CreatedProject {
  if (state.status !== 'created') throw new DomainError('not_found', projectNotFoundMessage);
  return state;
}

function adminOnly(state: ProjectState, actorId: string): CreatedProject {
  const project = existing(state);
  if (roleOf(project, actorId) !== ADMIN) throw new DomainError('forbidden', adminOnlyMessage);
  return project;
}

function assertSound(before: ProjectConfiguration, after: ProjectConfiguration): void {
  const problem = configurationProblem(after) ?? defaultChartAlternativesProblem(before, after);
  if (problem) throw new DomainError('invalid', problem);
}

/** An existing alternative renamed to the name of another one gets the edit dialog's message. */
function assertRenamesKeepNamesUnique(before: ProjectConfiguration, after: ProjectConfiguration): void {
  const previousNames = new Map(before.alternatives.map((alternative) => [alternative.key, alternative.text]));
  for (const alternative of after.alternatives) {
    const previousName = previousNames.get(alternative.key);
    if (previousName === undefined || previousName === alternative.text) continue;
    const clash = after.alternatives.some((other) => other !== alternative && other.text === alternative.text);
    if (clash) throw new DomainError('invalid', renamedToExistingMessage);
  }
}

export const projectDecider: Decider<ProjectState, ProjectCommand, ProjectEvent> = {
  initialState: initialProjectState,
  evolve: evolveProject,
  decide: decideProject,
  parseEvent: parseProjectEvent,
};
