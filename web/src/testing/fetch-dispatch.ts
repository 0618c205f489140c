// The page's fetch, for component tests: modules that keep the fetch they were first given (the
// series store lives as long as the page) still reach the FakeApi of the test that runs.
import type { FakeApi } from './fake-api.ts';

let current: FakeApi | null = null;

/** Sends every fetch of the page to `api` until the next call. */
export function serveFetchFrom(api: FakeApi): void {
  current = api;
}

/** Installs the page's fetch; called once, by the setup of the UI tests. */
export function installFetchDispatch(): void {
  globalThis.fetch = (input, init) => {
    if (!current) throw new Error('No FakeApi answers this test: render with renderWithProviders or renderApp');
    return current.fetch(input, init);
  };
}
