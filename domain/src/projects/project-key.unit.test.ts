import { describe, expect, it } from 'vitest';
import { normalizeProjectKey, projectKeyProblem } from './project-key.ts';

describe('project keys', () => {
  it('are lower-cased and trimmed', () => {
    expect(normalizeProjectKey('  Fort-Peck ')).toBe('fort-peck');
  });

  it('accept plain keys and refuse empty, spaced, odd, long and reserved ones', () => {
    expect(projectKeyProblem('fort-peck_2.0')).toBeNull();
    expect(projectKeyProblem('')).toBe('Project key is required');
    expect(projectKeyProblem('fort peck')).toBe('Project key must not contain spaces');
    expect(projectKeyProblem('fort/peck')).toMatch(/only lowercase letters/);
    expect(projectKeyProblem('-peck')).toMatch(/start with a letter or digit/);
    expect(projectKeyProblem('a'.repeat(65))).toMatch(/longer than 64/);
    expect(projectKeyProblem('dashboard')).toMatch(/reserved/);
    expect(projectKeyProblem('test-flow')).toMatch(/reserved/);
    for (const served of ['assets', 'favicon.svg', 'index.html'])
      expect(projectKeyProblem(served)).toBe(`"${served}" is reserved; choose another project key`);
  });
});
