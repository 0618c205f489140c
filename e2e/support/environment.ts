import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The server the browser tests start: its port, its throwaway data folder, its admin and its license keys. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_DATA_DIR = join(tmpdir(), `waterline-e2e-${E2E_PORT}`);
export const E2E_ADMIN = { email: 'admin@waterline.test', password: 'e2e-Admin-password-1' };
export const E2E_LICENSE_KEYS = Array.from(
  { length: 500 },
  (_, index) => `E2E-LICENSE-${String(index).padStart(4, '0')}`,
);

/** The replayed river services, and a second server whose river services are unreachable (river.spec.ts). */
export const E2E_REPLAY_PORT = E2E_PORT + 200;
export const E2E_OFFLINE_PORT = E2E_PORT + 300;
/** Nothing listens there: every river service is unreachable for the offline server. */
export const UNREACHABLE_URL = 'http://127.0.0.1:9';

/** Points the river pages' services at `base` (the replay server, or nowhere). */
export const riverServiceEnv = (base: string): Record<string, string> => ({
  WATERLINE_USGS_URL: `${base}/nwis`,
  WATERLINE_NWS_URL: base,
  WATERLINE_PRECIP_MAPS_URL: base,
  WATERLINE_RIVER_BUCKET_URL: `${base}/bucket`,
  WATERLINE_UPSTREAM_TIMEOUT_MS: '4000',
  WATERLINE_UPSTREAM_BACKOFF_MS: '50',
});
