// Renders screens of the web app as the app does (its store, router and toasts), on a FakeApi.
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../app/router.tsx';
import { sessionSlice, type SessionState } from '../state/session.ts';
import { makeStore, type AppStore } from '../state/store.ts';
import { ToastProvider } from '../components/ui/index.ts';
import { FakeApi } from './fake-api.ts';
import { serveFetchFrom } from './fetch-dispatch.ts';

export interface RenderOptions {
  /** Answers the app's requests; by default every request is answered 404. */
  api?: FakeApi;
  /** The session the app starts with; a visitor by default. */
  session?: SessionState;
  /** Passed to userEvent.setup: `advanceTimers` for tests with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface Rendered extends RenderResult {
  store: AppStore;
  user: UserEvent;
  api: FakeApi;
}

function prepare({ api = new FakeApi(), session = sessionSlice.getInitialState(), userOptions }: RenderOptions) {
  serveFetchFrom(api);
  const store = makeStore({ session }, { setItem: () => undefined, removeItem: () => undefined });
  return { api, store, user: userEvent.setup(userOptions) };
}

/** Renders `ui` at `url` (default '/') inside the app's providers. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions & { url?: string } = {}): Rendered {
  const { api, store, user } = prepare(options);
  const router = createMemoryRouter([{ path: '*', element: <ToastProvider>{ui}</ToastProvider> }], {
    initialEntries: [options.url ?? '/'],
  });
  return {
    ...render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    ),
    store,
    user,
    api,
  };
}

/** Renders the whole app at `url`, with its routes: the page a visitor opening that address sees. */
export function renderApp(url: string, options: RenderOptions = {}): Rendered {
  const { api, store, user } = prepare(options);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return {
    ...render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    ),
    store,
    user,
    api,
  };
}
