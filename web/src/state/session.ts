import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '../lib/api-types.ts';
import { TOKEN_STORAGE_KEY } from '../lib/stored-session.ts';

/** 'checking' while a stored token is verified at start; then signed in or anonymous. */
export type SessionStatus = 'checking' | 'signedIn' | 'anonymous';

export type SessionState = { token: string | null; user: User | null; status: SessionStatus };

const anonymous: SessionState = { token: null, user: null, status: 'anonymous' };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: anonymous,
  reducers: {
    signedIn: (_state, action: PayloadAction<{ token: string; user: User }>) => ({
      token: action.payload.token,
      user: action.payload.user,
      status: 'signedIn',
    }),
    sessionRestored: (state, action: PayloadAction<User>) => {
      if (state.status === 'checking') {
        state.user = action.payload;
        state.status = 'signedIn';
      }
    },
    /** The server turned the stored token down: it is dropped. */
    sessionRejected: (state) => (state.status === 'checking' ? anonymous : state),
    /** The server could not be asked: carry on signed out but keep the stored token for the next visit. */
    sessionCheckFailed: (state) => (state.status === 'checking' ? anonymous : state),
    signedOut: () => anonymous,
  },
  selectors: {
    selectToken: (state) => state.token,
    selectCurrentUser: (state) => state.user,
    selectSessionStatus: (state) => state.status,
  },
});

export const { signedIn, sessionRestored, sessionRejected, sessionCheckFailed, signedOut } = sessionSlice.actions;
export const { selectToken, selectCurrentUser, selectSessionStatus } = sessionSlice.selectors;

/** The session to start with: a token kept from an earlier visit is checked before it is trusted. */
export function loadStoredSession(storage: Pick<Storage, 'getItem'>): SessionState {
  const token = storage.getItem(TOKEN_STORAGE_KEY);
  return token ? { token, user: null, status: 'checking' } : anonymous;
}
