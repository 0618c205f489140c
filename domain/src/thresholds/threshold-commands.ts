import { assertNever, DomainError, type Decider } from '../aggregate/decider.ts';
import { isDeepEqual } from '../projects/deep-equal.ts';
import type { ProjectRole } from '../projects/roles.ts';
import {
  evolveThreshold,
  initialThresholdState,
  parseThresholdEvent,
  type ThresholdEvent,
  type ThresholdState,
} from './threshold.ts';
import { thresholdDataProblem, type StoredThresholdData } from './threshold-data.ts';
import { mayAddThresholds, mayChangeThreshold, type ThresholdActor } from './threshold-rights.ts';

export type AddThreshold = {
  type: 'AddThreshold';
  data: { thresholdId: string; projectId: string; data: StoredThresholdData; actor: ThresholdActor };
};
export type EditThreshold = {
  type: 'EditThreshold';
  data: { thresholdId: string; projectId: string; data: StoredThresholdData; actor: ThresholdActor };
};
/** `passwordVerified`: the API checked the password sent with the request against the signed-in user's hash. */
export type DeleteThreshold = {
  type: 'DeleteThreshold';
  data: { thresholdId: string; actor: { userId: string; role: ProjectRole | null }; passwordVerified: boolean };
};

export type ThresholdCommand = AddThreshold | EditThreshold | DeleteThreshold;

export const thresholdNotFoundMessage = 'Threshold not found';
export const thresholdExistsMessage = 'This threshold already exists';
export const readOnlyThresholdMessage = 'Read Only members cannot change thresholds';
export const wrongPasswordMessage = 'Wrong password';
export const notThresholdOwnerMessage = 'Only the user who added a threshold or a project admin can delete it';
export const notThresholdEditorMessage = 'Only the user who added a threshold or a project admin can edit it';

/**
 * Anyone past the project's gate may add thresholds, except Read Only members. Editing is for the
 * signed-in user who added it or an admin; deleting also needs that user's password.
 */
export function decideThreshold(command: ThresholdCommand, state: ThresholdState): ThresholdEvent[] {
  switch (command.type) {
    case 'AddThreshold': {
      const { thresholdId, projectId, data, actor } = command.data;
      if (state.status !== 'none') throw new DomainError('conflict', thresholdExistsMessage);
      assertMayChange(actor);
      assertDrawable(data);
      return [{ type: 'ThresholdAdded', data: { thresholdId, projectId, addedBy: actor.userId, data } }];
    }
    case 'EditThreshold': {
      const { projectId, data, actor } = command.data;
      if (state.status !== 'active' || state.projectId !== projectId)
        throw new DomainError('not_found', thresholdNotFoundMessage);
      assertMayChange(actor);
      if (!mayChangeThreshold(actor, state.addedBy)) throw new DomainError('forbidden', notThresholdEditorMessage);
      assertDrawable(data);
      if (isDeepEqual(state.data, data)) return [];
      return [{ type: 'ThresholdEdited', data: { thresholdId: state.thresholdId, projectId, data } }];
    }
    case 'DeleteThreshold': {
      const { actor, passwordVerified } = command.data;
      if (state.status !== 'active') throw new DomainError('not_found', thresholdNotFoundMessage);
      if (!passwordVerified) throw new DomainError('forbidden', wrongPasswordMessage);
      assertMayChange(actor);
      if (!mayChangeThreshold(actor, state.addedBy)) throw new DomainError('forbidden', notThresholdOwnerMessage);
      return [{ type: 'ThresholdDeleted', data: { thresholdId: state.thresholdId, projectId: state.projectId } }];
    }
    default:
      return assertNever(command);
  }
}

function assertMayChange(actor: { role: ProjectRole | null }): void {
  if (!mayAddThresholds(actor.role)) throw new DomainError('forbidden', readOnlyThresholdMessage);
}

function assertDrawable(data: StoredThresholdData): void {
  const problem = thresholdDataProblem(data);
  if (problem) throw new DomainError('invalid', problem);
}

export const thresholdDecider: Decider<ThresholdState, ThresholdCommand, ThresholdEvent> = {
  initialState: initialThresholdState,
  evolve: evolveThreshold,
  decide: decideThreshold,
  parseEvent: parseThresholdEvent,
};
