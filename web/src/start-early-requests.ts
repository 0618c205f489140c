// A small script the page runs before the app's scripts have loaded: on a project's pages it asks for
// the project, and then on its data views its visible alternatives' manifests (in one answer) and Vega's files (and on the
// Charts page, when it opens with the project's default chart, that chart's summaries once the
// manifests are in), on its map survey its responses, the map's styles and the files of the page and
// of MapLibre, as the app will, so the answers are on their way (or in) when the app asks (see
// lib/early-requests.ts). It asks nothing the app would not.
import type { ProjectManifestsResponse } from '@waterline/contract/data-contract';
import { seriesSources } from './data/series-sources.ts';
import { summariesAddress } from './data/summaries-address.ts';
import { openingChartSummaries, opensWithDefaultChart } from './features/charts/state/opening-chart.ts';
import { showsDataViews, showsMapSurvey, visibleAlternatives } from './features/project/model/navigation.ts';
import type { ProjectAnswer, ProjectData } from './lib/api-types.ts';
import { CHART_MODULES_ATTRIBUTE, MAP_MODULES_ATTRIBUTE, startEarlyRequest } from './lib/early-requests.ts';
import { endpointUrl } from './lib/endpoint-url.ts';
import { listedManifest, projectManifestsPath } from './lib/manifest-address.ts';
import { projectDataHeaders, projectPath } from './lib/project-access.ts';
import { isChartsPage, isDataViewsPage, isMapSurveyPage, projectPageOf } from './lib/route-match.ts';
import { TOKEN_HEADER, TOKEN_STORAGE_KEY } from './lib/stored-session.ts';

function startEarlyRequests(pathname: string): void {
  const projectPage = projectPageOf(pathname);
  if (projectPage === null) return;
  const { projectKey, page } = projectPage;
  // The app asks for JSON (RTK Query's fetchBaseQuery): the same headers make the same request.
  const signInToken = localStorage.getItem(TOKEN_STORAGE_KEY);
  const headers = { ...projectDataHeaders(signInToken, projectKey), accept: 'application/json' };
  const project = startEarlyRequest(new URL(`/api/${projectPath(projectKey)}`, location.origin), headers);
  const ask = (path: string, askHeaders: Record<string, string>) =>
    void startEarlyRequest(new URL(`/api/${path}`, location.origin), askHeaders).catch(() => undefined);
  const dataViews = isDataViewsPage(page);
  const mapSurvey = isMapSurveyPage(page);
  if (!dataViews && !mapSurvey) return;
  void project
    .then((response) => (response.ok ? (response.json() as Promise<ProjectAnswer>) : null))
    .then((answer) => {
      if (!answer?.data) return;
      if (mapSurvey) {
        if (!showsMapSurvey(answer.data)) return;
        ask(endpointUrl('/api/map-markers/{project_key}', { project_key: projectKey }), headers);
        preloadModules(MAP_MODULES_ATTRIBUTE);
        // The map's styles are the same for every project: asked with the sign-in token alone, as the app asks.
        const mapHeaders = { ...(signInToken ? { [TOKEN_HEADER]: signInToken } : {}), accept: 'application/json' };
        ask(endpointUrl('/api/basemap/style.json'), mapHeaders);
        ask(endpointUrl('/api/map-styles'), mapHeaders);
        return;
      }
      if (!showsDataViews(answer.data)) return;
      const manifests = startEarlyRequest(new URL(`/api/${projectManifestsPath(projectKey)}`, location.origin), headers)
        .then((response) => (response.ok ? (response.json() as Promise<ProjectManifestsResponse>) : undefined))
        .catch(() => undefined);
      preloadModules(CHART_MODULES_ATTRIBUTE);
      if (isChartsPage(page) && opensWithDefaultChart(new URLSearchParams(location.search), localStorage, projectKey))
        void askOpeningChartSummaries(answer.data, manifests, projectDataHeaders(signInToken, projectKey));
    })
    .catch(() => undefined);
}

/**
 * The data views load Vega, which draws their charts, and the map survey its page and MapLibre, once the app has
 * started and shown the project (components/charts/VegaChart.tsx, loadVegaRuntime; app/router.tsx): their files,
 * listed on this script's tag by the build (web/build/early-script.ts), are fetched now, after the project's answers,
 * and evaluated when the app imports them.
 */
function preloadModules(attribute: string): void {
  const files = document.querySelector(`script[${attribute}]`)?.getAttribute(attribute) ?? '';
  for (const file of files.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
}

/** Once the manifests are in, asks for the summaries the default chart reads first, as the analysis worker asks (no accept header). */
async function askOpeningChartSummaries(
  data: ProjectData,
  manifests: Promise<ProjectManifestsResponse | undefined>,
  headers: Record<string, string>,
): Promise<void> {
  const listed = (await manifests)?.alternatives ?? [];
  const alternatives = visibleAlternatives(data);
  const opening = openingChartSummaries(
    data,
    seriesSources(
      alternatives,
      alternatives.map((alternative) => listedManifest(listed, alternative)),
    ),
  );
  if (opening === null) return;
  await startEarlyRequest(new URL(summariesAddress(opening.urls, opening.startDay), location.origin), headers).catch(
    () => undefined,
  );
}

try {
  startEarlyRequests(location.pathname);
} catch {
  // Early requests only save time: the app makes every request itself when they are not there.
}
