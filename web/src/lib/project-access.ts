import { endpointUrl } from './endpoint-url.ts';
import { TOKEN_HEADER } from './stored-session.ts';

// Remember-me tokens that let a visitor back into a private project without its access code.
// "Remember me on this device" keeps the token in localStorage; otherwise it lasts for the tab (sessionStorage).

export const REMEMBER_ME_HEADER = 'remember-me-token';

const storageKey = (projectKey: string) => `remember-me-token:${projectKey}`;

export function storeProjectAccessToken(projectKey: string, token: string, rememberOnDevice: boolean): void {
  forgetProjectAccessToken(projectKey);
  (rememberOnDevice ? localStorage : sessionStorage).setItem(storageKey(projectKey), token);
}

export function readProjectAccessToken(projectKey: string): string | null {
  return localStorage.getItem(storageKey(projectKey)) ?? sessionStorage.getItem(storageKey(projectKey));
}

export function forgetProjectAccessToken(projectKey: string): void {
  localStorage.removeItem(storageKey(projectKey));
  sessionStorage.removeItem(storageKey(projectKey));
}

/** Headers for calls about a project: its remember-me token when there is one. */
export function projectAccessHeaders(projectKey: string): Record<string, string> {
  const token = readProjectAccessToken(projectKey);
  return token ? { [REMEMBER_ME_HEADER]: token } : {};
}

/** The project's path under /api (GET: the project as its visitor may see it). */
export const projectPath = (projectKey: string) =>
  endpointUrl('/api/project/{project_key}', { project_key: projectKey });

/** Headers for a project's data (project, manifests, series): the sign-in token when signed in, and the project's remember-me token. */
export function projectDataHeaders(signInToken: string | null, projectKey: string): Record<string, string> {
  return { ...(signInToken ? { [TOKEN_HEADER]: signInToken } : {}), ...projectAccessHeaders(projectKey) };
}
