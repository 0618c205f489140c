import { paths } from '../../../lib/paths.ts';
import type { Alternative, ProjectData, ProjectRole } from '../../../lib/api-types.ts';

export type ShellLink = { label: string; href: string; exact: boolean };

/** Data views (Charts, Performance Measures) are hidden when the project shows only its map survey. */
export const showsDataViews = (data: ProjectData): boolean => !data.onlyShowMapSurvey;
export const showsMapSurvey = (data: ProjectData): boolean => Boolean(data.mapSurveyEnabled);

/** The project's top navigation by the rules of docs/product-guide.md#project-shell. */
export function shellLinks(projectKey: string, data: ProjectData, role: ProjectRole | null): ShellLink[] {
  const links: ShellLink[] = [];
  if (showsDataViews(data)) {
    links.push({ label: 'Charts', href: paths.project.charts.getHref(projectKey), exact: true });
    links.push({
      label: 'Performance Measures',
      href: paths.project.performanceMeasures.getHref(projectKey),
      exact: false,
    });
  }
  if (showsMapSurvey(data)) links.push({ label: 'Map', href: paths.project.map.getHref(projectKey), exact: false });
  if (role === 1) links.push({ label: 'Admin', href: paths.project.admin.getHref(projectKey), exact: false });
  return links;
}

export const visibleAlternatives = (data: ProjectData): Alternative[] =>
  data.alternatives.filter((alternative) => !alternative.hidden);
