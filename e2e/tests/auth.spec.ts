import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../support/environment.ts';
import { apiOf } from '../support/api.ts';
import { expect, test, uniqueLicenseKey } from '../support/fixtures.ts';

/** The reset link of the newest mail to `email` in the server's outbox folder (the server runs without SMTP). */
async function resetLinkMailedTo(email: string): Promise<string | undefined> {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  const files = (await readdir(outbox).catch(() => []))
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse();
  for (const file of files) {
    const mail = await readFile(join(outbox, file), 'utf8');
    if (!mail.includes(`To: ${email}\n`)) continue;
    return /\/reset-password\/[^\s]+/.exec(mail)?.[0];
  }
  return undefined;
}

const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });

/** Holds the page's requests to `url` until the returned function is called: the spinner is seen while they wait, however slow the machine. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await submit(page).click();
}

test.describe('home', () => {
  test('offers Open Project and Sign In', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Open Project' }).click();
    await expect(page).toHaveURL(/\/project$/);
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('sends a signed-in user to the dashboard', async ({ page, account }) => {
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('sign in', () => {
  test('enables Submit only when email and password are filled', async ({ page }) => {
    await page.goto('/signin');
    await expect(submit(page)).toBeDisabled();
    await page.getByLabel('Email').fill('someone@waterline.test');
    await expect(submit(page)).toBeDisabled();
    await page.getByLabel('Password').fill('secret');
    await expect(submit(page)).toBeEnabled();
    await page.getByLabel('Email').fill('');
    await expect(submit(page)).toBeDisabled();
  });

  test('links to sign-up and forgot password', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Not Registered? Sign Up' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("says 'Invalid credentials' for a wrong password", async ({ page, account }) => {
    await signInThroughForm(page, { email: account.email, password: `${account.password}-wrong` });
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("says 'Unable to process request' when the request fails", async ({ page, account }) => {
    await page.route('**/api/users/signin', (route) => route.abort('connectionfailed'));
    await signInThroughForm(page, account);
    await expect(page.getByRole('alert')).toHaveText('Unable to process request');
  });

  test('shows a spinner while signing in, then the dashboard with the first name', async ({ page, account }) => {
    const release = await holdRequests(page, '**/api/users/signin');
    await signInThroughForm(page, account);
    await expect(submit(page)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: account.first })).toBeVisible();
  });

  test('keeps the session across a reload and ends it with Sign Out', async ({ page, account }) => {
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page.getByRole('button', { name: account.first })).toBeVisible();

    await page.getByRole('button', { name: account.first }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('drops a stored token the server no longer accepts', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('token', 'not-a-valid-token'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('sign up', () => {
  const fill = async (page: Page, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  };

  test('enables Submit only when all six fields are filled and the passwords match', async ({ page }) => {
    await page.goto('/signup');
    await fill(page, {
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@waterline.test',
      Password: 'pw-1234567',
      'License key': 'KEY',
    });
    await expect(submit(page)).toBeDisabled();
    await fill(page, { 'Confirm password': 'pw-different' });
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(submit(page)).toBeDisabled();
    await fill(page, { 'Confirm password': 'pw-1234567' });
    await expect(submit(page)).toBeEnabled();
    await fill(page, { 'First name': '' });
    await expect(submit(page)).toBeDisabled();
  });

  test('creates the account and opens the dashboard', async ({ page }, testInfo) => {
    const email = `signup-${Date.now()}-${testInfo.workerIndex}@waterline.test`;
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Not Registered? Sign Up' }).click();
    await fill(page, {
      'First name': 'Grace',
      'Last name': 'Hopper',
      Email: email,
      Password: 'pw-Grace-Hopper-1',
      'Confirm password': 'pw-Grace-Hopper-1',
      'License key': uniqueLicenseKey(),
    });
    await submit(page).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Grace' })).toBeVisible();
  });

  test("shows the server's message in an error bar", async ({ page, request, account }) => {
    const duplicate = {
      first: 'Twin',
      last: 'Tester',
      email: account.email,
      password: 'pw-Twin-123456',
      license: 'E2E-NOT-A-LICENSE',
    };
    const answer = await apiOf(request).call('signUp', { body: { ...duplicate, confirmPassword: duplicate.password } });
    const { message } = answer.body;
    expect(message).toBeTruthy();

    await page.goto('/signup');
    await fill(page, {
      'First name': duplicate.first,
      'Last name': duplicate.last,
      Email: duplicate.email,
      Password: duplicate.password,
      'Confirm password': duplicate.password,
      'License key': duplicate.license,
    });
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("says 'Unable to process request' when the request fails", async ({ page }) => {
    await page.route('**/api/users/create', (route) => route.abort('connectionfailed'));
    await page.goto('/signup');
    await fill(page, {
      'First name': 'Net',
      'Last name': 'Down',
      Email: 'net-down@waterline.test',
      Password: 'pw-net-down-1',
      'Confirm password': 'pw-net-down-1',
      'License key': 'ANY',
    });
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Unable to process request');
  });

  test('links back to sign in', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Already registered? Sign In' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test.describe('forgot password', () => {
  test('needs an email, shows a spinner, then confirms where the link went', async ({ page, account }) => {
    await page.goto('/forgot-password');
    await expect(submit(page)).toBeDisabled();
    await page.getByLabel('Email').fill(account.email);
    const release = await holdRequests(page, '**/api/auth/forgot-password/**');
    await submit(page).click();
    await expect(submit(page)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(
      page.getByRole('status').filter({ hasText: `A reset link was sent to ${account.email}` }),
    ).toBeVisible();
  });

  test('shows the request error when the request fails', async ({ page }) => {
    await page.route('**/api/auth/forgot-password/**', (route) => route.abort('connectionfailed'));
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody@waterline.test');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Unable to process request');
  });
});

test.describe('reset password', () => {
  test('enables Submit only when both passwords are filled and equal', async ({ page }) => {
    await page.goto('/reset-password/some-hash');
    await expect(submit(page)).toBeDisabled();
    await page.getByLabel('New password').fill('pw-new-123456');
    await expect(submit(page)).toBeDisabled();
    await page.getByLabel('Confirm password').fill('pw-new-654321');
    await expect(submit(page)).toBeDisabled();
    await page.getByLabel('Confirm password').fill('pw-new-123456');
    await expect(submit(page)).toBeEnabled();
  });

  test('sets a new password from the mailed link, then signs in with it', async ({ page, account }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await submit(page).click();
    await expect(
      page.getByRole('status').filter({ hasText: `A reset link was sent to ${account.email}` }),
    ).toBeVisible();

    let link: string | undefined;
    await expect.poll(async () => (link = await resetLinkMailedTo(account.email))).toBeTruthy();
    await page.goto(link ?? '');
    const newPassword = `${account.password}-renewed`;
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await submit(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password was reset.' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/signin$/);

    await signInThroughForm(page, { email: account.email, password: newPassword });
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("says 'Unable to reset password.' for an unknown reset link", async ({ page }) => {
    await page.goto('/reset-password/not-a-real-reset-hash');
    await page.getByLabel('New password').fill('pw-new-123456');
    await page.getByLabel('Confirm password').fill('pw-new-123456');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Unable to reset password.');
  });
});
