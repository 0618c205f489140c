import { defineConfig } from '@playwright/test';
import { EMULATED_GPU_ARGS, HEADLESS_CHROMIUM_ARGS } from '../scripts/src/support/chromium-flags.ts';
import {
  E2E_ADMIN,
  E2E_DATA_DIR,
  E2E_LICENSE_KEYS,
  E2E_OFFLINE_PORT,
  E2E_PORT,
  E2E_REPLAY_PORT,
  riverServiceEnv,
  UNREACHABLE_URL,
} from './support/environment.ts';

const serverEnv = {
  WATERLINE_ADMIN_EMAIL: E2E_ADMIN.email,
  WATERLINE_ADMIN_PASSWORD: E2E_ADMIN.password,
  WATERLINE_LICENSE_KEYS: E2E_LICENSE_KEYS.join(','),
  WATERLINE_RATE_LIMIT_MAX: '1000',
  // The tile-style tests serve tiles from this origin through the browser's routing; the content security policy must allow it.
  WATERLINE_CSP_CONNECT_ORIGINS: 'https://tiles.test',
};

// One real server per run, on a fresh embedded database, driven by Debian's Chromium.
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 2,
  // On CI a failed test runs once more; the summary still names every test that needed it.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    screenshot: 'only-on-failure',
    // No service worker unless a spec allows one (offline-survey.spec.ts): routing and offline checks see every request.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        ...HEADLESS_CHROMIUM_ARGS,
        ...EMULATED_GPU_ARGS,
        // 2D canvases (every Vega chart) draw in software, much faster than on the emulated GPU.
        '--disable-accelerated-2d-canvas',
        '--disable-quic',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // Started in order: the replayed river services, the app (which builds the web app) on them, and a
  // second app whose river services are unreachable (river.spec.ts).
  webServer: [
    {
      command: 'npx tsx e2e/support/river-replay.ts',
      cwd: '..',
      url: `http://127.0.0.1:${E2E_REPLAY_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: `rm -rf ${E2E_DATA_DIR} && npm run -s build:web && npx tsx scripts/src/start.ts`,
      cwd: '..',
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(E2E_PORT),
        WATERLINE_DATA_DIR: E2E_DATA_DIR,
        ...riverServiceEnv(`http://127.0.0.1:${E2E_REPLAY_PORT}`),
      },
    },
    {
      command: `rm -rf ${E2E_DATA_DIR}-offline && npx tsx scripts/src/start.ts`,
      cwd: '..',
      url: `http://127.0.0.1:${E2E_OFFLINE_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(E2E_OFFLINE_PORT),
        WATERLINE_DATA_DIR: `${E2E_DATA_DIR}-offline`,
        ...riverServiceEnv(UNREACHABLE_URL),
      },
    },
  ],
});
