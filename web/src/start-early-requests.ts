// A small script the page runs before the app's scripts have loaded: on a project's data views it asks
// for the project and then its alternatives' manifests, as the app will, so the answers are on their
// way (or in) when the app asks (see lib/early-requests.ts). It asks nothing the app would not.
import { showsDataViews, visibleAlternatives } from './features/project/navigation.ts';
import type { ProjectAnswer } from './lib/api-types.ts';
import { startEarlyRequest } from './lib/early-requests.ts';
import { dataFileName } from '@waterline/domain/projects/data-source';
import { importSettingsQuery, manifestPath } from './lib/manifest-address.ts';
import { projectDataHeaders, projectPath } from './lib/project-access.ts';
import { TOKEN_STORAGE_KEY } from './lib/stored-session.ts';

/** A project's pages: its key, then the page within the project. */
const PROJECT_PAGE = /^\/project\/([^/]+)(\/.*)?$/;
/** The project's pages that open the data views (Charts, Performance Measures), which load every visible alternative's manifest. */
const DATA_VIEWS_PAGE = /^(\/?|\/performance-measures(\/.*)?)$/;

function startEarlyRequests(pathname: string): void {
  const [, encodedKey, page = ''] = PROJECT_PAGE.exec(pathname) ?? [];
  if (encodedKey === undefined) return;
  const projectKey = decodeURIComponent(encodedKey);
  // The app asks for JSON (RTK Query's fetchBaseQuery): the same headers make the same request.
  const headers = { ...projectDataHeaders(localStorage.getItem(TOKEN_STORAGE_KEY), projectKey), accept: 'application/json' };
  const project = startEarlyRequest(new URL(`/api/${projectPath(projectKey)}`, location.origin), headers);
  if (!DATA_VIEWS_PAGE.test(page)) return;
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
