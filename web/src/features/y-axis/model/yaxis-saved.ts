import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { userSettingsApi } from '../api.ts';
import { sameYAxis, type YAxisSetting } from './yaxis-setting.ts';
import type { YAxisStore } from './yaxis-storage.ts';

/**
 * Records that the server took `setting`: its copy of the setting becomes `setting`, and the
 * browser's copy is marked synced unless a newer change was made meanwhile (that one stays unsynced
 * until its own save lands). The server's copy changes first and at once (upsertQueryEntries; its
 * sibling upsertQueryData lands a tick later), so a chart never shows the setting before this one.
 */
export function recordSavedSetting(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  store: YAxisStore,
  projectKey: string,
  location: string,
  setting: YAxisSetting,
): void {
  dispatch(
    userSettingsApi.util.upsertQueryEntries([
      { endpointName: 'getYAxisSetting', arg: { projectKey, location }, value: setting },
    ]),
  );
  const latest = store.get(projectKey, location);
  if (latest && sameYAxis(latest.setting, setting)) store.set(projectKey, location, { setting, unsynced: false });
}
