import { parseYAxisSetting, type StoredYAxis } from './yaxis-setting.ts';

export type YAxisStorage = Pick<Storage, 'getItem' | 'setItem'>;

export const yAxisStorageKey = (projectKey: string, location: string) => `waterline:yaxis:${projectKey}:${location}`;

/** The y-axis setting kept in the browser for a project and location, or null. */
export function loadStoredYAxis(storage: YAxisStorage, projectKey: string, location: string): StoredYAxis | null {
  try {
    const text = storage.getItem(yAxisStorageKey(projectKey, location));
    if (text === null) return null;
    const saved = JSON.parse(text) as { setting?: unknown; unsynced?: unknown };
    const setting = parseYAxisSetting(saved.setting);
    return setting ? { setting, unsynced: saved.unsynced === true } : null;
  } catch {
    return null;
  }
}

export function storeYAxis(storage: YAxisStorage, projectKey: string, location: string, stored: StoredYAxis): void {
  try {
    storage.setItem(yAxisStorageKey(projectKey, location), JSON.stringify(stored));
  } catch {
    // A full or blocked storage keeps the setting for this page only.
  }
}

type Listener = () => void;

/** Browser-kept y-axis settings that every chart of the page sees change at once. */
export class YAxisStore {
  private readonly listeners = new Set<Listener>();
  private readonly cache = new Map<string, StoredYAxis | null>();

  constructor(private readonly storage: YAxisStorage) {}

  readonly subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get(projectKey: string, location: string): StoredYAxis | null {
    const key = yAxisStorageKey(projectKey, location);
    if (!this.cache.has(key)) this.cache.set(key, loadStoredYAxis(this.storage, projectKey, location));
    return this.cache.get(key) ?? null;
  }

  set(projectKey: string, location: string, stored: StoredYAxis): void {
    this.cache.set(yAxisStorageKey(projectKey, location), stored);
    storeYAxis(this.storage, projectKey, location, stored);
    for (const listener of this.listeners) listener();
  }
}
