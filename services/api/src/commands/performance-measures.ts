import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { randomUUID } from 'node:crypto';
import type { LogPosition } from '@waterline/domain/events/envelope';
import {
  performanceMeasureDecider,
  type PerformanceMeasureCommand,
  type StepUp,
} from '@waterline/domain/performance-measures/pm-commands';
import {
  projectOfMeasure,
  type PerformanceMeasureState,
} from '@waterline/domain/performance-measures/performance-measure';
import type { SavedPerformanceMeasureData } from '@waterline/domain/performance-measures/pm-data';
import type { ProjectRole } from '@waterline/domain/projects/roles';
import { handleCommand, type CommandEnv, type CommandOrigin } from './command-handler.ts';

/** The step-up of a change to an existing measure: the role is looked up in the project the measure's stream names. */
export interface StepUpCheck {
  passwordVerified: boolean;
  roleIn: (projectId: string) => Promise<ProjectRole | null>;
}

/** Saves a measure to a project under a new id. */
export async function savePerformanceMeasure(
  env: CommandEnv,
  origin: CommandOrigin,
  input: { projectId: string; data: SavedPerformanceMeasureData; stepUp: StepUp },
): Promise<{ pmId: string; position: LogPosition }> {
  const pmId = randomUUID();
  const result = await handleCommand(
    env,
    performanceMeasureDecider,
    streamIds.performanceMeasure(pmId),
    { type: 'SavePM', data: { pmId, ...input } },
    origin,
  );
  return { pmId, position: result.position! };
}

/** Replaces a saved measure's data; when nothing changed, the position is the stream's last one. */
export function editPerformanceMeasure(
  env: CommandEnv,
  origin: CommandOrigin,
  pmId: string,
  data: SavedPerformanceMeasureData,
  check: StepUpCheck,
): Promise<LogPosition | null> {
  return changeMeasure(env, origin, pmId, check, (stepUp) => ({ type: 'EditPM', data: { data, stepUp } }));
}

export function deletePerformanceMeasure(
  env: CommandEnv,
  origin: CommandOrigin,
  pmId: string,
  check: StepUpCheck,
): Promise<LogPosition | null> {
  return changeMeasure(env, origin, pmId, check, (stepUp) => ({ type: 'DeletePM', data: { stepUp } }));
}

async function changeMeasure(
  env: CommandEnv,
  origin: CommandOrigin,
  pmId: string,
  check: StepUpCheck,
  command: (stepUp: StepUp) => PerformanceMeasureCommand,
): Promise<LogPosition | null> {
  const result = await handleCommand(
    env,
    performanceMeasureDecider,
    streamIds.performanceMeasure(pmId),
    async (state: PerformanceMeasureState) => {
      const projectId = projectOfMeasure(state);
      return command({
        role: projectId === null ? null : await check.roleIn(projectId),
        passwordVerified: check.passwordVerified,
      });
    },
    origin,
  );
  return result.position;
}
