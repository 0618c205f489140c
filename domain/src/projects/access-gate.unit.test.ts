import { describe, expect, it } from 'vitest';
import { projectGate } from './access-gate.ts';

const visitor = { isPublic: true, hasAccessCode: false, role: null, holdsAccessToken: false };

describe('the project gate', () => {
  it('opens a public project without access code to anyone', () => {
    expect(projectGate(visitor)).toBe('open');
  });

  it('asks for the code of a public project with one, unless the visitor holds a token or is a member', () => {
    expect(projectGate({ ...visitor, hasAccessCode: true })).toBe('needs_access_code');
    expect(projectGate({ ...visitor, hasAccessCode: true, holdsAccessToken: true })).toBe('open');
    expect(projectGate({ ...visitor, hasAccessCode: true, role: 3 })).toBe('open');
  });

  it('admits only members to a project that is not public, whatever token they hold', () => {
    expect(projectGate({ ...visitor, isPublic: false, hasAccessCode: true, holdsAccessToken: true })).toBe(
      'members_only',
    );
    expect(projectGate({ ...visitor, isPublic: false, role: 2 })).toBe('open');
  });
});
