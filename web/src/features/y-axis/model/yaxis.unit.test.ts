import { describe, expect, it, vi } from 'vitest';
import { lockedRangeProblem } from '@waterline/domain/user-settings/locked-range';
import {
  AUTO_RANGE,
  effectiveYAxis,
  lockedDomain,
  parseYAxisSetting,
  projectDefaultYAxis,
  serverSetting,
  type YAxisSetting,
} from './yaxis-setting.ts';
import { loadStoredYAxis, YAxisStore, yAxisStorageKey, type YAxisStorage } from './yaxis-storage.ts';

const locked = (min: number | null, max: number | null): YAxisSetting => ({ autorange: false, range: [min, max] });

function memoryStorage(initial: Record<string, string> = {}): YAxisStorage {
  const items = new Map(Object.entries(initial));
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('the y-axis setting', () => {
  it('locks the domain only to a complete range whose minimum is below its maximum', () => {
    expect(lockedDomain(locked(0, 30000))).toEqual([0, 30000]);
    expect(lockedDomain({ autorange: true, range: [0, 30000] })).toBeNull();
    expect(lockedDomain(locked(10, 10))).toBeNull();
    expect(lockedRangeProblem([5, 1])).toBe('The minimum must be less than the maximum');
    expect(lockedRangeProblem([null, 1])).toBe('Enter both a minimum and a maximum');
  });

  it('reads only well-formed settings', () => {
    expect(parseYAxisSetting({ autorange: false, range: [0, 100] })).toEqual(locked(0, 100));
    expect(parseYAxisSetting({ autorange: 'yes', range: [0, 100] })).toBeNull();
    expect(parseYAxisSetting({ autorange: false, range: [0] })).toBeNull();
    expect(parseYAxisSetting(undefined)).toBeNull();
  });

  it('sends the server numbers for both bounds, and never an incomplete locked range', () => {
    expect(serverSetting(AUTO_RANGE)).toEqual({ autorange: true, range: [0, 0] });
    expect(serverSetting({ autorange: true, range: [5, 10] })).toEqual({ autorange: true, range: [5, 10] });
    expect(serverSetting(locked(0, 30000))).toEqual({ autorange: false, range: [0, 30000] });
    expect(serverSetting(locked(null, 30000))).toBeNull();
    expect(serverSetting(locked(10, 5))).toBeNull();
  });

  it("prefers, for a signed-in user, an unconfirmed change, then the server's setting, then the browser's", () => {
    const browser = { setting: locked(0, 10), unsynced: false };
    const pending = { setting: locked(0, 20), unsynced: true };
    expect(effectiveYAxis(true, pending, locked(0, 30))).toEqual(locked(0, 20));
    expect(effectiveYAxis(true, browser, locked(0, 30))).toEqual(locked(0, 30));
    expect(effectiveYAxis(true, browser, null)).toEqual(locked(0, 10));
    expect(effectiveYAxis(false, browser, locked(0, 30))).toEqual(locked(0, 10));
    expect(effectiveYAxis(false, null, undefined)).toEqual(AUTO_RANGE);
  });

  it("falls back on the project's default range for the location, which any setting of the user overrides", () => {
    const defaults = [{ location: 'Fort Peck Dam', range: [0, 30000] as [number, number] }];
    const projectDefault = projectDefaultYAxis(defaults, 'Fort Peck Dam');
    expect(projectDefault).toEqual(locked(0, 30000));
    expect(projectDefaultYAxis(defaults, 'Wolf Point')).toEqual(AUTO_RANGE);
    expect(effectiveYAxis(false, null, undefined, projectDefault)).toEqual(locked(0, 30000));
    expect(effectiveYAxis(true, null, null, projectDefault)).toEqual(locked(0, 30000));
    expect(effectiveYAxis(true, null, AUTO_RANGE, projectDefault)).toEqual(AUTO_RANGE);
    expect(effectiveYAxis(false, { setting: AUTO_RANGE, unsynced: false }, undefined, projectDefault)).toEqual(
      AUTO_RANGE,
    );
  });
});

describe('the browser-kept y-axis settings', () => {
  it('keeps a setting per project and location and tells every chart', () => {
    const storage = memoryStorage();
    const store = new YAxisStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('fort-peck', 'Fort Peck Dam', { setting: locked(0, 30000), unsynced: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get('fort-peck', 'Fort Peck Dam')).toEqual({ setting: locked(0, 30000), unsynced: true });
    expect(store.get('fort-peck', 'Wolf Point')).toBeNull();
    expect(new YAxisStore(storage).get('fort-peck', 'Fort Peck Dam')?.setting).toEqual(locked(0, 30000));
  });

  it('ignores a broken stored setting', () => {
    const storage = memoryStorage({
      [yAxisStorageKey('p', 'L')]: '{"setting":{"autorange":1}}',
      [yAxisStorageKey('p', 'M')]: 'nope',
    });
    expect(loadStoredYAxis(storage, 'p', 'L')).toBeNull();
    expect(loadStoredYAxis(storage, 'p', 'M')).toBeNull();
  });
});
