import { describe, expect, it } from 'vitest';
import type { ProjectData } from '../../../lib/api-types.ts';
import { anAlternative, aProjectData } from '../../../testing/builders.ts';
import { shellLinks, visibleAlternatives } from './navigation.ts';

const data = (overrides: Partial<ProjectData> = {}): ProjectData => aProjectData({ title: 'Fort Peck', ...overrides });
const labels = (overrides: Partial<ProjectData>, role: 1 | 2 | 3 | null) =>
  shellLinks('fort-peck', data(overrides), role).map((link) => link.label);

describe('project navigation', () => {
  it('shows Charts and Performance Measures to everyone, Admin only to role 1', () => {
    expect(labels({}, null)).toEqual(['Charts', 'Performance Measures']);
    expect(labels({}, 2)).toEqual(['Charts', 'Performance Measures']);
    expect(labels({}, 3)).toEqual(['Charts', 'Performance Measures']);
    expect(labels({}, 1)).toEqual(['Charts', 'Performance Measures', 'Admin']);
  });

  it('shows Map only when the map survey is enabled', () => {
    expect(labels({ mapSurveyEnabled: true }, null)).toEqual(['Charts', 'Performance Measures', 'Map']);
  });

  it('hides Charts and Performance Measures when only the map survey is shown', () => {
    expect(labels({ mapSurveyEnabled: true, onlyShowMapSurvey: true }, 1)).toEqual(['Map', 'Admin']);
  });

  it('links into the project', () => {
    expect(shellLinks('fort-peck', data({ mapSurveyEnabled: true }), 1).map((link) => link.href)).toEqual([
      '/project/fort-peck',
      '/project/fort-peck/performance-measures',
      '/project/fort-peck/map',
      '/project/fort-peck/admin',
    ]);
  });

  it('keeps only the alternatives that are not hidden, in order', () => {
    const alternatives = [anAlternative('a'), anAlternative('b', { hidden: true }), anAlternative('c')];
    expect(visibleAlternatives(data({ alternatives })).map((alternative) => alternative.key)).toEqual(['a', 'c']);
  });
});
