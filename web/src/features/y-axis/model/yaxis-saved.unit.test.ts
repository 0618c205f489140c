import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { api } from '../../../state/api.ts';
import { userSettingsApi } from '../api.ts';
import { recordSavedSetting } from './yaxis-saved.ts';
import { effectiveYAxis, type YAxisSetting } from './yaxis-setting.ts';
import { YAxisStore, type YAxisStorage } from './yaxis-storage.ts';

const PROJECT = 'fort-peck';
const LOCATION = 'Fort Peck Dam';
const locked = (min: number, max: number): YAxisSetting => ({ autorange: false, range: [min, max] });

function setup() {
  const redux = configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: () => ({ token: null }) },
    middleware: (defaults) => defaults().concat(api.middleware),
  });
  const items = new Map<string, string>();
  const storage: YAxisStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
  const browser = new YAxisStore(storage);
  const server = () =>
    userSettingsApi.endpoints.getYAxisSetting.select({ projectKey: PROJECT, location: LOCATION })(redux.getState())
      .data;
  const effective = () => effectiveYAxis(true, browser.get(PROJECT, LOCATION), server());
  /** A user's change, kept in the browser until the server takes it. */
  const change = (setting: YAxisSetting) => browser.set(PROJECT, LOCATION, { setting, unsynced: true });
  const saved = (setting: YAxisSetting) => recordSavedSetting(redux.dispatch, browser, PROJECT, LOCATION, setting);
  return { browser, server, effective, change, saved };
}

describe('a y-axis save the server took', () => {
  it('shows the saved setting at every moment, never the one the server held before', async () => {
    const { browser, server, effective, change, saved } = setup();
    change(locked(6000, 16000));
    saved(locked(6000, 16000));
    await expect.poll(server).toEqual(locked(6000, 16000));
    change(locked(0, 16000));

    const seen: YAxisSetting[] = [];
    browser.subscribe(() => seen.push(effective()));
    saved(locked(0, 16000));

    expect(seen).toEqual([locked(0, 16000)]);
    expect(browser.get(PROJECT, LOCATION)).toEqual({ setting: locked(0, 16000), unsynced: false });
  });

  it('keeps a newer change unsynced and shown when an older save lands', () => {
    const { browser, server, effective, change, saved } = setup();
    change(locked(6000, 16000));
    change(locked(0, 30000));
    saved(locked(6000, 16000));

    expect(server()).toEqual(locked(6000, 16000));
    expect(browser.get(PROJECT, LOCATION)).toEqual({ setting: locked(0, 30000), unsynced: true });
    expect(effective()).toEqual(locked(0, 30000));
  });
});
