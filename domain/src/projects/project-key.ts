/** Project keys are forced to lower case and trimmed, as the create dialog does. */
export function normalizeProjectKey(key: string): string {
  return key.trim().toLowerCase();
}

const allowedKey = /^[a-z0-9][a-z0-9._-]*$/;

/**
 * Top-level paths of the web app and the files the server sends at the top (built assets, the icon,
 * the page): a project with one of these keys could not be reached at /{project_key}.
 */
const reservedKeys = new Set([
  'api',
  'assets',
  'favicon.svg',
  'index.html',
  'admin',
  'dashboard',
  'signin',
  'signup',
  'forgot-password',
  'reset-password',
  'project',
  'fort-peck-feedback',
  'bank-analysis',
  'missouri-river-daily-update',
  'test-flow',
]);

/** Why a normalized key cannot be used, or null when it can; `alsoReserved` are keys the caller's server answers at. */
export function projectKeyProblem(key: string, alsoReserved: ReadonlySet<string> = new Set()): string | null {
  if (key.length === 0) return 'Project key is required';
  if (key.length > 64) return 'Project key is longer than 64 characters';
  if (/\s/.test(key)) return 'Project key must not contain spaces';
  if (!allowedKey.test(key))
    return 'Project key may contain only lowercase letters, digits, dots, hyphens and underscores, and must start with a letter or digit';
  if (reservedKeys.has(key) || alsoReserved.has(key)) return `"${key}" is reserved; choose another project key`;
  return null;
}
