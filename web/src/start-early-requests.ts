// A small script the page runs before the app's scripts have loaded: on a project's data views it asks
// for the project and then its alternatives' manifests, as the app will, so the answers are on their
// way (or in) when the app asks (see lib/early-requests.ts). It asks nothing the app would not.
import { showsDataViews, visibleAlternatives } from './features/project/navigation.ts';
import type { ProjectAnswer } from './lib/api-types.ts';
import { startEarlyRequest } from './lib/early-requests.ts';
import { dataFileName, importSettingsQuery, manifestPath } from './lib/manifest-address.ts';
import { projectDataHeaders } from './lib/project-access.ts';
import { TOKEN_STORAGE_KEY } from './lib/stored-session.ts';

/** /project/{key} and its Performance Measures open the data views, which load every visible alternative's manifest. */
const PROJECT_PATH = /^\/project\/([^/]+)(\/performance-measures(\/.*)?)?\/?$/;
const OTHER_PROJECT_PATH = /^\/project\/([^/]+)(\/.*)?$/;

function startEarlyRequests(pathname: string): void {
  const dataViews = PROJECT_PATH.exec(pathname);
  const encodedKey = dataViews?.[1] ?? OTHER_PROJECT_PATH.exec(pathname)?.[1];
  if (encodedKey === undefined) return;
  const projectKey = decodeURIComponent(encodedKey);
  // The app asks for JSON (RTK Query's fetchBaseQuery): the same headers make the same request.
  const headers = { ...projectDataHeaders(localStorage.getItem(TOKEN_STORAGE_KEY), projectKey), accept: 'application/json' };
  const project = startEarlyRequest(new URL(`/api/project/${encodeURIComponent(projectKey)}`, location.origin), headers);
  if (dataViews === null) return;
  void project
    .then((response) => (response.ok ? (response.json() as Promise<ProjectAnswer>) : null))
    .then((answer) => {
      if (!answer?.data || !showsDataViews(answer.data)) return;
      for (const alternative of visibleAlternatives(answer.data)) {
        const fileName = dataFileName(alternative);
        if (fileName === null) continue;
        const query = new URLSearchParams(importSettingsQuery(alternative)).toString();
        void startEarlyRequest(new URL(`/api/${manifestPath(projectKey, fileName)}${query ? `?${query}` : ''}`, location.origin), headers).catch(() => undefined);
      }
    })
    .catch(() => undefined);
}

try {
  startEarlyRequests(location.pathname);
} catch {
  // Early requests only save time: the app makes every request itself when they are not there.
}
