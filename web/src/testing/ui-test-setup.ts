// Setup of the web's component tests (*.ui.test.tsx), in happy-dom.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installFetchDispatch } from './fetch-dispatch.ts';

// Testing Library advances fake timers only through a global `jest`; this lets it advance Vitest's.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

// A project's pages show their loading screen a second after the data arrived (LOADING_SCREEN_DELAY_MS), on a loaded machine.
configure({ asyncUtilTimeout: 5000 });
installFetchDispatch();
afterEach(() => {
  cleanup();
  localStorage.clear();
});
