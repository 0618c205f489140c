import { test as base, type APIRequestContext } from '@playwright/test';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiOf } from './api.ts';
import { E2E_ADMIN, E2E_DATA_DIR, E2E_LICENSE_KEYS } from './environment.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sharedFolder = process.env.WATERLINE_SHARED_DATA ?? resolve(repoRoot, '../shared/data');
/** ../shared/data beside the checkout (or the folder WATERLINE_SHARED_DATA names), or undefined when it is absent (tests that need it skip). */
export const sharedData = existsSync(sharedFolder) ? sharedFolder : undefined;
export const SHARED_ABSENT =
  'skipped: ../shared/data is absent beside the checkout (set WATERLINE_SHARED_DATA to its folder)';

export interface Account {
  email: string;
  password: string;
  first: string;
  last: string;
}

/** Marks of the keys taken, in the server's data folder, which each run starts empty. */
const TAKEN_KEYS = join(E2E_DATA_DIR, 'e2e-license-keys-taken');

/**
 * A license key no sign-up of this run has used: each call takes the first key not yet taken by creating its mark,
 * which only one caller can, so workers, and a retry in a new worker, never share a key.
 */
export function uniqueLicenseKey(): string {
  mkdirSync(TAKEN_KEYS, { recursive: true });
  for (const key of E2E_LICENSE_KEYS) {
    try {
      writeFileSync(join(TAKEN_KEYS, key), '', { flag: 'wx' });
      return key;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error('No license key left for the browser tests');
}

let accountsMade = 0;

/** Signs up a fresh user through the API and returns the account. */
export async function createAccount(request: APIRequestContext, workerIndex: number, first = 'Tess'): Promise<Account> {
  accountsMade += 1;
  const stamp = `${Date.now()}-${workerIndex}-${accountsMade}`;
  const account = { first, last: 'Tester', email: `user-${stamp}@waterline.test`, password: `pw-${stamp}-Long` };
  const response = await apiOf(request).call('signUp', {
    body: { ...account, confirmPassword: account.password, license: uniqueLicenseKey() },
  });
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${response.text}`);
  return account;
}

/** Signs in through the API and returns the token the server sent in its `token` header. */
export async function apiToken(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const response = await apiOf(request).call('signIn', { body: { email: account.email, password: account.password } });
  const token = response.headers['token'];
  if (!response.ok || !token) throw new Error(`Sign-in failed: ${response.status}`);
  return token;
}

/** The admin account the server created on its first start. */
export const admin: Account = { ...E2E_ADMIN, first: 'Admin', last: 'User' };

/** `account`: a freshly signed-up user for the test. */
export const test = base.extend<{ account: Account }>({
  account: async ({ request }, use, testInfo) => {
    await use(await createAccount(request, testInfo.workerIndex));
  },
});

export { expect } from '@playwright/test';
