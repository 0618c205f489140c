import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import { randomUUID } from 'node:crypto';
import type { LogPosition } from '@waterline/domain/events/envelope';
import type { ProjectRole } from '@waterline/domain/projects/roles';
import { thresholdDecider } from '@waterline/domain/thresholds/threshold-commands';
import type { ThresholdActor } from '@waterline/domain/thresholds/threshold-rights';

import type { StoredThresholdData } from '@waterline/domain/thresholds/threshold-data';
import { handleCommand, type CommandEnv, type CommandOrigin } from './command-handler.ts';

/** Adds a threshold to a project under a new id. */
export async function addThreshold(
  env: CommandEnv,
  origin: CommandOrigin,
  input: { projectId: string; data: StoredThresholdData; actor: ThresholdActor },
): Promise<{ thresholdId: string; position: LogPosition }> {
  const thresholdId = randomUUID();
  const result = await handleCommand(
    env,
    thresholdDecider,
    streamIds.threshold(thresholdId),
    { type: 'AddThreshold', data: { thresholdId, ...input } },
    origin,
  );
  return { thresholdId, position: result.position! };
}

/** Replaces the data of a threshold of the project; when nothing changed, the position is the stream's last one. */
export async function editThreshold(
  env: CommandEnv,
  origin: CommandOrigin,
  input: { thresholdId: string; projectId: string; data: StoredThresholdData; actor: ThresholdActor },
): Promise<LogPosition | null> {
  const result = await handleCommand(
    env,
    thresholdDecider,
    streamIds.threshold(input.thresholdId),
    { type: 'EditThreshold', data: input },
    origin,
  );
  return result.position;
}

/**
 * Deletes a threshold. `roleIn` gives the user's role in the threshold's project, which the stream
 * names; `passwordVerified` says whether the request's password is the user's own.
 */
export async function deleteThreshold(
  env: CommandEnv,
  origin: CommandOrigin,
  input: {
    thresholdId: string;
    userId: string;
    passwordVerified: boolean;
    roleIn: (projectId: string) => Promise<ProjectRole | null>;
  },
): Promise<LogPosition> {
  const { thresholdId, userId, passwordVerified, roleIn } = input;
  const result = await handleCommand(
    env,
    thresholdDecider,
    streamIds.threshold(thresholdId),
    async (state) => {
      const role = state.status === 'none' ? null : await roleIn(state.projectId);
      return { type: 'DeleteThreshold' as const, data: { thresholdId, actor: { userId, role }, passwordVerified } };
    },
    origin,
  );
  return result.position!;
}
