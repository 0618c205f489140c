import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { TOKEN_STORAGE_KEY } from '../lib/stored-session.ts';
import {
  loadStoredSession,
  sessionCheckFailed,
  sessionRejected,
  sessionRestored,
  signedIn,
  signedOut,
} from './session.ts';
import { makeStore } from './store.ts';

const pingApi = api.injectEndpoints({
  endpoints: (build) => ({ ping: build.query<string, void>({ queryFn: () => ({ data: 'pong' }) }) }),
});

const user = { id: 'u1', first: 'Ada', last: 'Lovelace', email: 'ada@waterline.test' };

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the session', () => {
  it('starts anonymous without a stored token, and checking with one', () => {
    expect(loadStoredSession(memoryStorage())).toEqual({ token: null, user: null, status: 'anonymous' });
    expect(loadStoredSession(memoryStorage({ [TOKEN_STORAGE_KEY]: 't1' }))).toEqual({
      token: 't1',
      user: null,
      status: 'checking',
    });
  });

  it('keeps the token of a sign-in, forgets it on sign-out, and drops cached answers at both', async () => {
    const storage = memoryStorage();
    const store = makeStore(undefined, storage);
    await store.dispatch(pingApi.endpoints.ping.initiate());
    store.dispatch(signedIn({ token: 't1', user }));
    expect(store.getState().session).toEqual({ token: 't1', user, status: 'signedIn' });
    expect(storage.items.get(TOKEN_STORAGE_KEY)).toBe('t1');
    expect(store.getState().api.queries).toEqual({});

    await store.dispatch(pingApi.endpoints.ping.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(signedOut());
    expect(store.getState().session).toEqual({ token: null, user: null, status: 'anonymous' });
    expect(storage.items.has(TOKEN_STORAGE_KEY)).toBe(false);
    expect(store.getState().api.queries).toEqual({});
  });

  it('restores the user of an accepted stored token', () => {
    const storage = memoryStorage({ [TOKEN_STORAGE_KEY]: 't1' });
    const store = makeStore({ session: loadStoredSession(storage) }, storage);
    store.dispatch(sessionRestored(user));
    expect(store.getState().session).toEqual({ token: 't1', user, status: 'signedIn' });
    expect(storage.items.get(TOKEN_STORAGE_KEY)).toBe('t1');
  });

  it('drops a stored token the server turned down, but keeps it when the server could not be asked', () => {
    const rejectedStorage = memoryStorage({ [TOKEN_STORAGE_KEY]: 't1' });
    const rejected = makeStore({ session: loadStoredSession(rejectedStorage) }, rejectedStorage);
    rejected.dispatch(sessionRejected());
    expect(rejected.getState().session.status).toBe('anonymous');
    expect(rejectedStorage.items.has(TOKEN_STORAGE_KEY)).toBe(false);

    const offlineStorage = memoryStorage({ [TOKEN_STORAGE_KEY]: 't1' });
    const offline = makeStore({ session: loadStoredSession(offlineStorage) }, offlineStorage);
    offline.dispatch(sessionCheckFailed());
    expect(offline.getState().session).toEqual({ token: null, user: null, status: 'anonymous' });
    expect(offlineStorage.items.get(TOKEN_STORAGE_KEY)).toBe('t1');
  });

  it('ignores a late check answer once the user has signed in or out', () => {
    const store = makeStore(undefined, memoryStorage());
    store.dispatch(signedIn({ token: 't2', user }));
    store.dispatch(sessionRejected());
    store.dispatch(sessionRestored({ ...user, first: 'Someone else' }));
    expect(store.getState().session).toEqual({ token: 't2', user, status: 'signedIn' });
  });
});
