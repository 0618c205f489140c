// Which page of the app a path opens, matched against the route table (lib/paths.ts) without loading the router.
import { paths } from './paths.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route pattern such as '/project/:projectKey' or 'performance-measures/*' as an expression capturing its parameters and its rest. */
function routeExpression(path: string): RegExp {
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment === '*' ? '(?:/(.*))?' : `/${segment.startsWith(':') ? '([^/]+)' : escapeRegExp(segment)}`,
    )
    .join('');
  return new RegExp(`^${source}/?$`);
}

const PROJECT_PAGE = routeExpression(`${paths.project.path}/*`);
/** The project's Charts page, its index route. */
const CHARTS_PAGE = routeExpression('');
const PERFORMANCE_MEASURES_PAGE = routeExpression(paths.project.performanceMeasures.path);
const MAP_SURVEY_PAGE = routeExpression(paths.project.map.path);

/** The project a path opens and the page within it ('' for its Charts page), or null off the project's pages. */
export function projectPageOf(pathname: string): { projectKey: string; page: string } | null {
  const [, encodedKey, page = ''] = PROJECT_PAGE.exec(pathname) ?? [];
  return encodedKey === undefined ? null : { projectKey: decodeURIComponent(encodedKey), page };
}

/** Whether a project's page (as projectPageOf gives it) is its Charts page. */
export const isChartsPage = (page: string) => CHARTS_PAGE.test(`/${page}`);
/** Whether a project's page opens the data views (Charts, Performance Measures), which load every visible alternative's manifest. */
export const isDataViewsPage = (page: string) => isChartsPage(page) || PERFORMANCE_MEASURES_PAGE.test(`/${page}`);
/** Whether a project's page is its map survey. */
export const isMapSurveyPage = (page: string) => MAP_SURVEY_PAGE.test(`/${page}`);
