import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The server the browser tests start: its port, its throwaway data folder, its admin and its license keys. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_DATA_DIR = join(tmpdir(), `waterline-e2e-${E2E_PORT}`);
export const E2E_ADMIN = { email: 'admin@waterline.test', password: 'e2e-Admin-password-1' };
export const E2E_LICENSE_KEYS = Array.from({ length: 500 }, (_, index) => `E2E-LICENSE-${String(index).padStart(4, '0')}`);
