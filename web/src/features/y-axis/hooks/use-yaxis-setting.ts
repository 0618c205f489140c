import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useAppDispatch } from '../../../state/store.ts';
import { useChartContext } from '../../charts/index.ts';
import { useGetYAxisSettingQuery, useSaveYAxisSettingMutation } from '../api.ts';
import { recordSavedSetting } from '../model/yaxis-saved.ts';
import { effectiveYAxis, projectDefaultYAxis, serverSetting, type YAxisSetting } from '../model/yaxis-setting.ts';
import { YAxisStore } from '../model/yaxis-storage.ts';

let sharedStore: YAxisStore | null = null;
const yAxisStore = () => (sharedStore ??= new YAxisStore(localStorage));
// Saves of one location go one after another, so the server and the browser end on the last change.
const saveQueues = new Map<string, Promise<void>>();
const enqueueSave = (key: string, save: () => Promise<void>) => {
  const next = (saveQueues.get(key) ?? Promise.resolve()).then(save);
  saveQueues.set(key, next);
  return next;
};

/**
 * The y-axis setting of a location of the open project (the project's default until the user sets
 * one), and the way to change it. Kept in the browser for everyone; signed-in users also save it on the server, and a change the server did not
 * take stays in the browser and is sent again next time.
 */
export function useYAxisSetting(location: string): [YAxisSetting, (setting: YAxisSetting) => void] {
  const { projectKey, project, signedIn } = useChartContext();
  const dispatch = useAppDispatch();
  const store = yAxisStore();
  const stored = useSyncExternalStore(store.subscribe, () => store.get(projectKey, location));
  const args = signedIn && location ? { projectKey, location } : skipToken;
  const { data: server, isSuccess } = useGetYAxisSettingQuery(args);
  const [save] = useSaveYAxisSettingMutation();

  const send = useCallback(
    (setting: YAxisSetting) =>
      enqueueSave(`${projectKey}|${location}`, async () => {
        const yaxis = serverSetting(setting);
        if (!yaxis) return;
        const result = await save({ projectKey, location, yaxis });
        if ('error' in result) return;
        recordSavedSetting(dispatch, store, projectKey, location, setting);
      }),
    [save, store, dispatch, projectKey, location],
  );

  const retried = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || !isSuccess || !stored?.unsynced || retried.current === location) return;
    retried.current = location;
    void send(stored.setting);
  }, [signedIn, isSuccess, stored, location, send]);

  const change = useCallback(
    (setting: YAxisSetting) => {
      store.set(projectKey, location, { setting, unsynced: signedIn && serverSetting(setting) !== null });
      if (signedIn) void send(setting);
    },
    [store, projectKey, location, signedIn, send],
  );

  return [effectiveYAxis(signedIn, stored, server, projectDefaultYAxis(project.data.yAxisDefaults, location)), change];
}
