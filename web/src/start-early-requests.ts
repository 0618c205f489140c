// A small script the page runs before the app's scripts have loaded: on a project's pages it asks for
// the project, and then on its data views its alternatives' manifests, on its map survey its responses
// and the map's styles, as the app will, so the answers are on their way (or in) when the app asks
// (see lib/early-requests.ts). It asks nothing the app would not.
import { showsDataViews, showsMapSurvey, visibleAlternatives } from './features/project/navigation.ts';
import type { ProjectAnswer } from './lib/api-types.ts';
import { startEarlyRequest } from './lib/early-requests.ts';
import { endpointUrl } from './lib/endpoint-url.ts';
import { dataFileName } from '@waterline/domain/projects/data-source';
import { importSettingsQuery, manifestPath } from './lib/manifest-address.ts';
import { projectDataHeaders, projectPath } from './lib/project-access.ts';
import { TOKEN_HEADER, TOKEN_STORAGE_KEY } from './lib/stored-session.ts';

/** A project's pages: its key, then the page within the project. */
const PROJECT_PAGE = /^\/project\/([^/]+)(\/.*)?$/;
/** The project's pages that open the data views (Charts, Performance Measures), which load every visible alternative's manifest. */
const DATA_VIEWS_PAGE = /^(\/?|\/performance-measures(\/.*)?)$/;
/** The project's map survey, which loads the responses and the map's styles. */
const MAP_SURVEY_PAGE = /^\/map\/?$/;

function startEarlyRequests(pathname: string): void {
  const [, encodedKey, page = ''] = PROJECT_PAGE.exec(pathname) ?? [];
  if (encodedKey === undefined) return;
  const projectKey = decodeURIComponent(encodedKey);
  // The app asks for JSON (RTK Query's fetchBaseQuery): the same headers make the same request.
  const signInToken = localStorage.getItem(TOKEN_STORAGE_KEY);
  const headers = { ...projectDataHeaders(signInToken, projectKey), accept: 'application/json' };
  const project = startEarlyRequest(new URL(`/api/${projectPath(projectKey)}`, location.origin), headers);
  const ask = (path: string, askHeaders: Record<string, string>) =>
    void startEarlyRequest(new URL(`/api/${path}`, location.origin), askHeaders).catch(() => undefined);
  const dataViews = DATA_VIEWS_PAGE.test(page);
  const mapSurvey = MAP_SURVEY_PAGE.test(page);
  if (!dataViews && !mapSurvey) return;
  void project
    .then((response) => (response.ok ? (response.json() as Promise<ProjectAnswer>) : null))
    .then((answer) => {
      if (!answer?.data) return;
      if (mapSurvey) {
        if (!showsMapSurvey(answer.data)) return;
        ask(endpointUrl('/api/map-markers/{project_key}', { project_key: projectKey }), headers);
        // The map's styles are the same for every project: asked with the sign-in token alone, as the app asks.
        const mapHeaders = { ...(signInToken ? { [TOKEN_HEADER]: signInToken } : {}), accept: 'application/json' };
        ask(endpointUrl('/api/basemap/style.json'), mapHeaders);
        ask(endpointUrl('/api/map-styles'), mapHeaders);
        return;
      }
      if (!showsDataViews(answer.data)) return;
      for (const alternative of visibleAlternatives(answer.data)) {
        const fileName = dataFileName(alternative);
        if (fileName === null) continue;
        const query = new URLSearchParams(importSettingsQuery(alternative)).toString();
        ask(`${manifestPath(projectKey, fileName)}${query ? `?${query}` : ''}`, headers);
      }
    })
    .catch(() => undefined);
}

try {
  startEarlyRequests(location.pathname);
} catch {
  // Early requests only save time: the app makes every request itself when they are not there.
}
