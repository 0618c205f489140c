import type { Decider } from '../aggregate/decider.ts';
import { isDeepEqual } from '../projects/deep-equal.ts';
import {
  evolveYAxisSettings,
  initialYAxisSettingsState,
  parseYAxisSettingsEvent,
  type YAxisSettings,
  type YAxisSettingsEvent,
  type YAxisSettingsState,
} from './y-axis-settings.ts';

/** Saves a signed-in user's y-axis settings for one location of a project. */
export type SaveYAxisSettings = {
  type: 'SaveYAxisSettings';
  data: { userId: string; projectId: string; location: string; yaxis: YAxisSettings };
};

/** Records the settings unless they are already the saved ones. */
export function decideYAxisSettings(command: SaveYAxisSettings, state: YAxisSettingsState): YAxisSettingsEvent[] {
  const { userId, projectId, location, yaxis } = command.data;
  if (isDeepEqual(state.byLocation.get(location), yaxis)) return [];
  return [{ type: 'YAxisSettingsSaved', data: { userId, projectId, location, yaxis } }];
}

export const yAxisSettingsDecider: Decider<YAxisSettingsState, SaveYAxisSettings, YAxisSettingsEvent> = {
  initialState: initialYAxisSettingsState,
  evolve: evolveYAxisSettings,
  decide: decideYAxisSettings,
  parseEvent: parseYAxisSettingsEvent,
};
