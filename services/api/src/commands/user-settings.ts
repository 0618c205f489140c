import { streamIds } from '@waterline/domain/aggregate/stream-ids';
import type { LogPosition } from '@waterline/domain/events/envelope';
import { yAxisSettingsDecider } from '@waterline/domain/user-settings/y-axis-commands';
import { type YAxisSettings } from '@waterline/domain/user-settings/y-axis-settings';
import { handleCommand, type CommandEnv, type CommandOrigin } from './command-handler.ts';

/** Saves a user's y-axis settings for a location of a project; when they were already saved, the position is the stream's last one. */
export async function saveYAxisSettings(
  env: CommandEnv,
  origin: CommandOrigin,
  input: { userId: string; projectId: string; location: string; yaxis: YAxisSettings },
): Promise<LogPosition | null> {
  const result = await handleCommand(
    env,
    yAxisSettingsDecider,
    streamIds.yAxisSettings(input.projectId, input.userId),
    { type: 'SaveYAxisSettings', data: input },
    origin,
  );
  return result.position;
}
