import { describe, expect, it } from 'vitest';
import { isChartsPage, isDataViewsPage, isMapSurveyPage, projectPageOf } from './route-match.ts';

describe('projectPageOf', () => {
  it('gives the project and the page within it', () => {
    expect(projectPageOf('/project/fort%20peck')).toEqual({ projectKey: 'fort peck', page: '' });
    expect(projectPageOf('/project/k/performance-measures/view/3')).toEqual({
      projectKey: 'k',
      page: 'performance-measures/view/3',
    });
  });
  it('is null off the project pages', () => {
    expect(projectPageOf('/dashboard')).toBeNull();
    expect(projectPageOf('/project')).toBeNull();
  });
});

describe('page kinds', () => {
  it('tells the data views, the Charts page and the map survey apart', () => {
    expect(['', 'performance-measures', 'performance-measures/edit/1'].every(isDataViewsPage)).toBe(true);
    expect(isDataViewsPage('admin/members')).toBe(false);
    expect(isChartsPage('')).toBe(true);
    expect(isChartsPage('performance-measures')).toBe(false);
    expect(isMapSurveyPage('map/')).toBe(true);
    expect(isMapSurveyPage('map/x')).toBe(false);
    expect(isDataViewsPage('map')).toBe(false);
  });
});
