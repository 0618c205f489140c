import { combineSlices, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { api } from './api.ts';
import { TOKEN_STORAGE_KEY } from '../lib/stored-session.ts';
import { sessionRejected, sessionSlice, signedIn, signedOut } from './session.ts';

const rootReducer = combineSlices(api, sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** Keeps the sign-in token in browser storage and drops cached answers whenever the session changes hands. */
function sessionPersistence(storage: Pick<Storage, 'setItem' | 'removeItem'>) {
  const listener = createListenerMiddleware();
  listener.startListening({
    actionCreator: signedIn,
    effect: (action, listenerApi) => {
      storage.setItem(TOKEN_STORAGE_KEY, action.payload.token);
      // Answers fetched as a visitor (projects, roles) no longer hold for the signed-in user.
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  listener.startListening({
    matcher: isAnyOf(signedOut, sessionRejected),
    effect: (_action, listenerApi) => {
      storage.removeItem(TOKEN_STORAGE_KEY);
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  return listener.middleware;
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(sessionPersistence(storage)).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
