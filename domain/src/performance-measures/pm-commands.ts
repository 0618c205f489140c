import { performanceMeasureProblems } from '../analysis/index.ts';
import { assertNever, DomainError, type Decider } from '../aggregate/decider.ts';
import { isDeepEqual } from '../projects/deep-equal.ts';
import { ADMIN, type ProjectRole } from '../projects/roles.ts';
import {
  evolvePerformanceMeasure,
  initialPerformanceMeasureState,
  parsePerformanceMeasureEvent,
  type PerformanceMeasureEvent,
  type PerformanceMeasureState,
} from './performance-measure.ts';
import type { SavedPerformanceMeasureData } from './pm-data.ts';

/**
 * What the API checked before deciding: the signed-in user's role in the measure's project and
 * whether the password sent with the request matches that user's (the step-up the spec's prompt asks for).
 */
export interface StepUp {
  role: ProjectRole | null;
  passwordVerified: boolean;
}

export type SavePM = {
  type: 'SavePM';
  data: { pmId: string; projectId: string; data: SavedPerformanceMeasureData; stepUp: StepUp };
};
export type EditPM = { type: 'EditPM'; data: { data: SavedPerformanceMeasureData; stepUp: StepUp } };
export type DeletePM = { type: 'DeletePM'; data: { stepUp: StepUp } };

export type PerformanceMeasureCommand = SavePM | EditPM | DeletePM;

export const pmNotFoundMessage = 'Performance measure not found';
export const pmExistsMessage = 'This performance measure already exists';
export const pmAdminOnlyMessage = 'Only project admins can save, change or delete performance measures';
export const pmWrongPasswordMessage =
  'Wrong password: saving, changing or deleting a performance measure needs your own password';

/** Saved measures change only at the hands of a project admin who re-entered their password, and only to data the engine can compute. */
export function decidePerformanceMeasure(
  command: PerformanceMeasureCommand,
  state: PerformanceMeasureState,
): PerformanceMeasureEvent[] {
  switch (command.type) {
    case 'SavePM': {
      const { pmId, projectId, data, stepUp } = command.data;
      if (state.status !== 'none') throw new DomainError('conflict', pmExistsMessage);
      assertAdminStepUp(stepUp);
      assertComputable(data);
      return [{ type: 'PMSaved', data: { pmId, projectId, data } }];
    }
    case 'EditPM': {
      const { data, stepUp } = command.data;
      if (state.status !== 'saved') throw new DomainError('not_found', pmNotFoundMessage);
      assertAdminStepUp(stepUp);
      assertComputable(data);
      if (isDeepEqual(state.data, data)) return [];
      return [{ type: 'PMEdited', data: { pmId: state.pmId, projectId: state.projectId, data } }];
    }
    case 'DeletePM': {
      if (state.status !== 'saved') throw new DomainError('not_found', pmNotFoundMessage);
      assertAdminStepUp(command.data.stepUp);
      return [{ type: 'PMDeleted', data: { pmId: state.pmId, projectId: state.projectId } }];
    }
    default:
      return assertNever(command);
  }
}

function assertAdminStepUp(stepUp: StepUp): void {
  if (stepUp.role !== ADMIN) throw new DomainError('forbidden', pmAdminOnlyMessage);
  if (!stepUp.passwordVerified) throw new DomainError('forbidden', pmWrongPasswordMessage);
}

function assertComputable(data: SavedPerformanceMeasureData): void {
  const problems = performanceMeasureProblems(data);
  if (problems.length > 0)
    throw new DomainError(
      'invalid',
      problems.map((problem) => (/[.!?]$/.test(problem) ? problem : `${problem}.`)).join(' '),
    );
}

export const performanceMeasureDecider: Decider<
  PerformanceMeasureState,
  PerformanceMeasureCommand,
  PerformanceMeasureEvent
> = {
  initialState: initialPerformanceMeasureState,
  evolve: evolvePerformanceMeasure,
  decide: decidePerformanceMeasure,
  parseEvent: parsePerformanceMeasureEvent,
};
