import { describe, expect, it } from 'vitest';
import { projectKeyProblem } from '@waterline/domain/projects/project-key';
import { paths } from './paths.ts';

describe('the web app’s top-level pages', () => {
  it('are all reserved project keys, so /{key} never opens a page instead of a project', () => {
    const topLevel = Object.values(paths)
      .map((route) => ('path' in route ? route.path.split('/')[1] : undefined))
      .filter((segment): segment is string => segment !== undefined && /^[\w.-]+$/.test(segment));
    expect(topLevel).toContain('dashboard');
    for (const page of topLevel) expect(projectKeyProblem(page), page).toMatch(/is reserved/);
  });
});
